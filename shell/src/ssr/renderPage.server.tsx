// The server render (shell/README, "The first screen is drawn on the server"): the first screen of a page, drawn by the shell's
// server into the index.html it sends, so a phone paints the page's heading and its first
// images before any JavaScript has arrived. Built for Node by webpack.ssr.cjs with the remotes
// from source; scripts/serve.mjs calls renderPage() per page request.
//
// What it draws is what a visitor without a session sees: the browser has the token
// (localStorage), the server never does. The answers it fetched travel with the page
// (dehydrated TanStack Query state), so the browser's first render draws the same page from
// them instead of asking again, and replaces the server's markup without a shift.
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import {
  AppProviders,
  configure,
  createQueryClient,
  createStore,
  dehydrate,
  fetchCurrentUser,
  isInAppWebView,
  isIpadApp,
  setAnonymousUser,
  setRequestCredentials,
  setStore,
  setUserFromServer,
  withUserAgent,
} from '@baeum/shared';
import type { CurrentUserWire, DehydratedState, QueryClient, UrlCredentials } from '@baeum/shared';
import { App } from '../App';
import { remoteModule } from '../remotes/registry';
import { externalRedirect, ownerOf } from '../routes/routeTable';
import { shellRoutes } from '../routes/shellRouter';

export interface RenderRequest {
  /** Path and query of the page, e.g. `/search?keyword=드로잉`. */
  url: string;
  userAgent: string;
  /** The reference API as the server reaches it (the `/_api` proxy's upstream). */
  apiUrl: string;
  /** Give up (and serve the page without a first screen) after this long. */
  timeoutMs?: number;
  /**
   * The credentials the address carried (a web view page opened by the app): the page is drawn
   * for that member. None: drawn for a visitor.
   */
  credentials?: UrlCredentials | null;
}

export interface RenderedPage {
  /** The markup of #root's first screen. */
  html: string;
  /** The answers the markup was drawn from, for the browser's query cache. */
  state: DehydratedState;
  /** The remote that owns the page. */
  owner: string;
  /** A member's drawing: the current user it was drawn for (the browser starts from it). */
  member?: CurrentUserWire;
}

/**
 * The credentials of the request being drawn. Several pages are drawn at once and the API
 * client is one per process, so it looks them up per call: each drawing's fetches run inside
 * its own context.
 */
const drawingFor = new AsyncLocalStorage<UrlCredentials>();
setRequestCredentials(() => drawingFor.getStore() ?? null);

/** How many times the tree is drawn at most: each pass fetches what the last one asked for. */
const MAX_PASSES = 3;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server render took over ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Queries the last pass asked for that nobody has fetched yet. */
function unfetched(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle');
}

/**
 * The page's first screen, or null when it has none to give: a page no remote owns, a redirect,
 * an answer that failed (the browser shows that state itself, with its retry), or too slow.
 */
export async function renderPage({
  url,
  userAgent,
  apiUrl,
  timeoutMs = 1_000,
  credentials = null,
}: RenderRequest): Promise<RenderedPage | null> {
  const pathname = url.split(/[?#]/)[0] || '/';
  const owner = ownerOf(pathname);
  if (!owner || externalRedirect(pathname)) return null;
  const api = apiUrl.replace(/\/+$/, '');
  configure({ servers: { main: api, recommend: `${api}/rec`, biz: `${api}/biz` } });

  const inApp = isInAppWebView(userAgent);
  const hideSearch = isIpadApp(userAgent);
  // The modules the first screen draws: loaded before the first pass, so nothing suspends.
  const modules = [`${owner}/Routes`];
  if (!inApp && !hideSearch) modules.push('mfe_search/SearchBar');

  const work = async (): Promise<RenderedPage | null> => {
    await Promise.all(modules.map((id) => remoteModule(id)));
    const store = createStore();
    const queryClient = createQueryClient();
    // No retries, and no garbage-collection timers (TanStack's own default on a server): the
    // browser's 10-minute gcTime would leave a timer per answer in the serving process after
    // every drawing, holding it open (and the drawing's cache in memory) long after the page left.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false, gcTime: Infinity },
    });
    // The browser's route objects and data router, drawn statically (react-router's own
    // server side of createBrowserRouter + RouterProvider): no loaders, so the query only matches.
    const handler = createStaticHandler(
      shellRoutes(
        <AppProviders store={store} queryClient={queryClient} hosts={false}>
          <App showHeader={!inApp} hideSearch={hideSearch} firstScreen />
        </AppProviders>,
      ),
    );
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const draw = () =>
      withUserAgent(userAgent, () => {
        // The shared kit's actions read the page's store; this render's is set before each pass.
        setStore(store);
        return renderToString(
          <StaticRouterProvider router={router} context={context} hydrate={false} />,
        );
      });
    setStore(store);
    let member: CurrentUserWire | undefined;
    if (credentials) {
      // As the browser's session boot does: the current user first (a dead token fails the
      // drawing, and the browser handles it as it always does).
      member = await fetchCurrentUser();
      setStore(store);
      setUserFromServer(member);
    } else {
      setAnonymousUser();
    }
    let html = draw();
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const pending = unfetched(queryClient);
      if (!pending.length) break;
      await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
      html = draw();
    }
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === 'error');
    if (failed) return null;
    return { html, state: dehydrate(queryClient), owner, ...(member ? { member } : {}) };
  };
  return withTimeout(drawingFor.run(credentials ?? { token: null, hash: null }, work), timeoutMs);
}

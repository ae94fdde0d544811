// The server render (shell/README, "The first screen is drawn on the server"): the first
// screen of a page, drawn by the shell's server into the index.html it sends, so a phone paints the page's heading and its first
// images before any JavaScript has arrived. Built for Node by webpack.ssr.cjs as a federation
// host with no remote inside: each remote's server container is loaded at run time from the
// remotes map (serverRemotes.ts), the same map that points the browser at it.
// shell/server/serve.mjs calls renderPage() per page request.
//
// What it draws is what a visitor without a session sees: the browser has the token
// (localStorage), the server never does. The answers it fetched travel with the page
// (dehydrated TanStack Query state), so the browser's first render draws the same page from
// them instead of asking again, and replaces the server's markup without a shift.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import {
  AppProviders,
  createQueryClient,
  createStore,
  dehydrate,
  fetchCurrentUser,
  getConfig,
  isInAppWebView,
  isIpadApp,
  setAnonymousUser,
  setRequestScopeSource,
  setUserFromServer,
} from '@baeum/shared';
import type {
  CurrentUserWire,
  DehydratedState,
  RemoteId,
  RemoteName,
  RemotesMap,
  RequestScope,
  UrlCredentials,
} from '@baeum/shared';
import { App } from '../App';
import { forgetRemote, loadRemoteModule, remoteModule } from '../remotes/registry';
import { createServerRemotes } from './serverRemotes';
import { splitHead } from './pageHead';
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
  /** The remotes map the browser gets (name → browser mf-manifest.json URL). */
  remotes: Partial<RemotesMap>;
}

export interface RenderedPage {
  /** The markup of #root's first screen. */
  html: string;
  /**
   * The page's own head: what React hoisted (PageHead's title, description, canonical and
   * share tags; image preloads), for the page's <head>. Addresses on the site are paths when
   * no public origin is configured (the sender adds the request's host).
   */
  head: string;
  /** The answers the markup was drawn from, for the browser's query cache. */
  state: DehydratedState;
  /** The remote that owns the page. */
  owner: string;
  /** A member's drawing: the current user it was drawn for (the browser starts from it). */
  member?: CurrentUserWire;
}

/**
 * The page each call belongs to. Many pages are drawn at once: each drawing runs in its own
 * asynchronous context holding its store, query client, user agent, credentials and
 * configuration, and the shared kit's readers (getStore, getConfig, the API client's
 * credentials, the user-agent checks) look them up there (`@baeum/shared`'s requestScope.ts).
 * Nothing of a drawing is ever set on a module.
 */
const drawings = new AsyncLocalStorage<RequestScope>();
/** Tests provoke failures on purpose; the server's log keeps them. */
const quietErrors = process.env.NODE_ENV === 'test';
setRequestScopeSource(() => drawings.getStore());

/** The exposed modules a drawing may load from a remote. */
function exposedBy(name: RemoteName): RemoteId[] {
  const routes: RemoteId = `${name}/Routes`;
  return name === 'mfe_search' ? [routes, 'mfe_search/SearchBar'] : [routes];
}

const serverRemotes = createServerRemotes({
  recheckMs: Number(process.env.BAEUM_REMOTE_RECHECK_MS ?? 1_000),
  exposedBy,
  load: (id) => loadRemoteModule(id),
  onReplaced: (name) => {
    for (const id of exposedBy(name)) forgetRemote(id);
  },
});

/** The deployments the render server draws from (name → manifest digest). */
export function remoteVersions(): Record<string, string> {
  return serverRemotes.versions();
}

/**
 * Loads every remote's server container and modules before the first page is asked for (a
 * container is fetched over HTTP and run: a first drawing that had to do it would miss its
 * time budget). Never rejects: a remote that is down is tried again by the drawings.
 */
export function prepareRemotes(remotes: Partial<RemotesMap>): Promise<void> {
  return serverRemotes.prepare(remotes);
}

/**
 * Loads the modules a drawing needs. One that cannot load is not drawn: its slot's boundary
 * goes to the browser (the Suspense fallback in the markup, rendered by the browser's app), the
 * rest of the page is drawn. It is forgotten afterwards so the next drawing tries again.
 */
async function loadModules(ids: RemoteId[]): Promise<RemoteId[]> {
  const results = await Promise.allSettled(ids.map((id) => remoteModule(id)));
  return ids.filter((_, i) => results[i]!.status === 'rejected');
}

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

/**
 * The whole markup of a tree once every part of it is drawn: React's streaming render, read only
 * when all is ready (`onAllReady`), so each Suspense boundary is written in place, complete —
 * no out-of-order segments or inline scripts to put them in place, which the page's CSP would
 * refuse. `stop` aborts it (the time budget).
 */
function drawAll(
  tree: ReactNode,
  stop: AbortSignal,
  onError: (error: unknown) => void,
): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => {
        const out = new PassThrough();
        stream.pipe(out);
        resolve(out);
      },
      onShellError: reject,
      onError,
      // Never outline a large part as a later segment (React's default past ~12 KB): written
      // in place, the markup needs no script to assemble it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    stop.addEventListener('abort', () => stream.abort(), { once: true });
  });
}

/** The whole markup of a drawn tree. */
async function markupOf(prelude: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString();
  return html;
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
  remotes,
}: RenderRequest): Promise<RenderedPage | null> {
  const pathname = url.split(/[?#]/)[0] || '/';
  const owner = ownerOf(pathname);
  if (!owner || externalRedirect(pathname)) return null;
  const api = apiUrl.replace(/\/+$/, '');
  const config = getConfig();
  config.servers = { main: api, recommend: `${api}/rec`, biz: `${api}/biz` };

  const inApp = isInAppWebView(userAgent);
  const hideSearch = isIpadApp(userAgent);
  // The modules the first screen draws: loaded before the first pass, so nothing suspends.
  const modules: RemoteId[] = [`${owner}/Routes`];
  if (!inApp && !hideSearch) modules.push('mfe_search/SearchBar');

  const work = async (): Promise<RenderedPage | null> => {
    await serverRemotes.ready(
      [...new Set(modules.map((id) => id.split('/')[0] as RemoteName))],
      remotes,
    );
    const failedModules = await loadModules(modules);
    const { store, queryClient } = scope;
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
    let member: CurrentUserWire | undefined;
    if (credentials) {
      // As the browser's session boot does: the current user first (a dead token fails the
      // drawing, and the browser handles it as it always does).
      member = await fetchCurrentUser();
      setUserFromServer(member);
    } else {
      setAnonymousUser();
    }
    // One render: a part that needs an answer nobody has fetched suspends until it arrives
    // (`useQuery` of @baeum/shared on the server) and React draws that part again; the
    // markup is read once every answer is in. Past the budget the render stops.
    const prelude = await drawAll(
      <StaticRouterProvider router={router} context={context} hydrate={false} />,
      stop.signal,
      (error) => {
        // Past the budget the page goes undrawn anyway; a part that could not be drawn (a
        // remote's module that did not load) goes to the browser, which reports it there.
        if (!stop.signal.aborted && !quietErrors)
          console.warn('[render] part of', pathname, 'left to the browser:', String(error));
      },
    );
    const { head, html } = splitHead(await markupOf(prelude));
    for (const id of failedModules) forgetRemote(id);
    if (stop.signal.aborted) return null;
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === 'error');
    if (failed) return null;
    return { html, head, state: dehydrate(queryClient), owner, ...(member ? { member } : {}) };
  };
  const queryClient = createQueryClient();
  // No retries, and no garbage-collection timers (TanStack's own default on a server): the
  // browser's 10-minute gcTime would leave a timer per answer in the serving process after
  // every drawing, holding it open (and the drawing's cache in memory) long after the page left.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, gcTime: Infinity },
  });
  const scope: RequestScope = {
    store: createStore(),
    queryClient,
    userAgent,
    credentials: credentials ?? { token: null, hash: null },
    config,
  };
  const stop = new AbortController();
  return withTimeout(drawings.run(scope, work), timeoutMs).finally(() => stop.abort());
}

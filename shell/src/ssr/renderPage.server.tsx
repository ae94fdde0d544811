// The server render (README "Server render"): the first screen of a page, drawn by the shell's
// server into the index.html it sends, so a phone paints the page's heading and its first
// images before any JavaScript has arrived. Built for Node by webpack.ssr.cjs with the remotes
// from source; scripts/serve.mjs calls renderPage() per page request.
//
// What it draws is what a visitor without a session sees: the browser has the token
// (localStorage), the server never does. The answers it fetched travel with the page
// (dehydrated TanStack Query state), so the browser's first render draws the same page from
// them instead of asking again, and replaces the server's markup without a shift.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import {
  AppProviders,
  configure,
  createQueryClient,
  createStore,
  dehydrate,
  isInAppWebView,
  isIpadApp,
  setAnonymousUser,
  setStore,
  withUserAgent,
} from '@baeum/shared';
import type { DehydratedState, QueryClient } from '@baeum/shared';
import { App } from '../App';
import { remoteModule } from '../remotes/registry';
import { externalRedirect, ownerOf } from '../routes/routeTable';

export interface RenderRequest {
  /** Path and query of the page, e.g. `/search?keyword=드로잉`. */
  url: string;
  userAgent: string;
  /** The reference API as the server reaches it (the `/_api` proxy's upstream). */
  apiUrl: string;
  /** Give up (and serve the page without a first screen) after this long. */
  timeoutMs?: number;
}

export interface RenderedPage {
  /** The markup of #root's first screen. */
  html: string;
  /** The answers the markup was drawn from, for the browser's query cache. */
  state: DehydratedState;
  /** The remote that owns the page. */
  owner: string;
}

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
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    const draw = () =>
      withUserAgent(userAgent, () => {
        // The shared kit's actions read the page's store; this render's is set before each pass.
        setStore(store);
        return renderToString(
          <StaticRouter location={url}>
            <AppProviders store={store} queryClient={queryClient} hosts={false}>
              <App showHeader={!inApp} hideSearch={hideSearch} firstScreen />
            </AppProviders>
          </StaticRouter>,
        );
      });
    setStore(store);
    setAnonymousUser();
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
    return { html, state: dehydrate(queryClient), owner };
  };
  return withTimeout(work(), timeoutMs);
}

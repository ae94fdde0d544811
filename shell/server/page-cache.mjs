// The one page cache (issues #39 "Capacity", #46): which pages may be kept and for how long —
// by a shared cache in front (the nginx deployment's micro-cache, a CDN) through Cache-Control,
// and by this process — with the freshness written once (VISITOR_FRESH_S, VISITOR_STALE_S).
import { LRUCache } from 'lru-cache';
import { SESSION_COOKIE } from '../src/ssr/pageIds.mjs';

export { SESSION_COOKIE };

/** A visitor's page is fresh this long (s), then handed out this much longer while redrawn. */
export const VISITOR_FRESH_S = 10;
export const VISITOR_STALE_S = 60;

/**
 * How a shared cache keeps a visitor's drawing: never by the browser (`max-age=0`), fresh
 * VISITOR_FRESH_S, then VISITOR_STALE_S more served stale while one request draws it again.
 * A visitor's drawing is the same for every visitor.
 */
export const VISITOR_PAGE_CACHE = `public, max-age=0, s-maxage=${VISITOR_FRESH_S}, stale-while-revalidate=${VISITOR_STALE_S}`;

/**
 * The Cache-Control of a page: `VISITOR_PAGE_CACHE` only for a visitor's drawing — a page that
 * was drawn, for no member, outside the app's web view (`appUserAgent`), asked without the
 * session cookie and answered without a Set-Cookie; a member's drawing is kept nowhere; any
 * other page revalidates.
 * @param {{ page: null | { member?: unknown }, forMember?: boolean, appUserAgent: boolean,
 *   cookie?: string, setsCookie?: boolean }} o  `forMember`: drawn with the address's credentials
 */
export function pageCacheControl({
  page,
  forMember = false,
  appUserAgent,
  cookie = '',
  setsCookie = false,
}) {
  if (page && (forMember || page.member)) return 'private, no-store';
  const session = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`).test(cookie);
  if (!page || appUserAgent || session || setsCookie) return 'no-cache';
  return VISITOR_PAGE_CACHE;
}

/**
 * This process's short memory of visitors' pages: what a shared cache may keep
 * (`pageCacheControl`) is also kept here, by `key` (the address and everything else the page is
 * made of), at most `max` pages, in a kept LRU, with VISITOR_PAGE_CACHE's proportions: fresh
 * `ttlMs`, then handed out `staleMs` more while one drawing replaces it (older than both: the
 * reader waits for a new drawing). Readers of a page being drawn wait for that one drawing.
 * Nothing else is kept: a member's page, the app's web view, a reader with the session cookie,
 * a failed or empty drawing.
 * @template R
 * @param {(request: R) => Promise<null | object>} draw  the renderer's renderPage
 * @param {{ ttlMs: number, staleMs?: number, max?: number, now?: () => number }} o  `ttlMs` 0:
 *   every page drawn
 * @returns {(request: R, o: { visitor: boolean, key: string }) => Promise<null | object>}
 *   `visitor`: the drawing would be a visitor's (`pageCacheControl` would share it)
 */
export function createPageCache(
  draw,
  {
    ttlMs,
    staleMs = (ttlMs * VISITOR_STALE_S) / VISITOR_FRESH_S,
    max = 500,
    now = () => performance.now(),
  },
) {
  if (!(ttlMs > 0)) return (request) => draw(request);
  const kept = new LRUCache({
    max,
    ttl: ttlMs + staleMs,
    perf: { now },
    // undefined: nothing kept (the renderer's null, a page it would not draw).
    fetchMethod: async (_key, _stale, { context }) => {
      const page = await draw(context);
      return page ? { page, at: now() } : undefined;
    },
  });
  return async (request, { visitor, key }) => {
    if (!visitor) return draw(request);
    const held = kept.get(key);
    const age = held ? now() - held.at : Infinity;
    if (age < ttlMs) return held.page;
    const fetched = await kept.fetch(key, {
      context: request,
      forceRefresh: true,
      allowStale: age < ttlMs + staleMs,
    });
    return fetched?.page ?? null;
  };
}

// The parts of the visitor record that come from the page itself (spec section 3): the query,
// the sort order, the utm_* campaign fields and the browser mode.
import { isInAppWebView } from '@baeum/shared';
import type { VisitorRecord } from '@baeum/shared';

export interface PageLocation {
  pathname: string;
  search: string;
}

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const;
export type UtmFields = Pick<VisitorRecord, (typeof UTM_FIELDS)[number]>;

/** Credentials never go into a tracking record, even if the URL still has them. */
const PRIVATE_PARAMS = new Set(['token', 'hash']);
/** The URL parameters that carry a sort order, in the order they are looked up. */
const SORT_PARAMS = ['sortBy', 'sort', 'order', 'sort_item'];

/** What makes a page a new page: the path and the query, credentials left out. */
export function pageKey(location: PageLocation): string {
  const params = new URLSearchParams(location.search);
  for (const key of PRIVATE_PARAMS) params.delete(key);
  const query = params.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

/** Every query parameter but the credentials and the utm_* fields (those have their own). */
export function readQueryInfo(search: string): Record<string, string> {
  const info: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (PRIVATE_PARAMS.has(key) || (UTM_FIELDS as readonly string[]).includes(key)) continue;
    info[key] = value;
  }
  return info;
}

export function readSortBy(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of SORT_PARAMS) {
    const value = params.get(key);
    if (value) return value;
  }
  return '';
}

/**
 * utm_* of this URL; a field the URL lacks keeps the value of the landing page, so the
 * campaign stays attributed while the visitor moves around the site.
 */
export function readUtm(search: string, previous: UtmFields): UtmFields {
  const params = new URLSearchParams(search);
  const next = { ...previous };
  for (const field of UTM_FIELDS) {
    const value = params.get(field);
    if (value) next[field] = value.slice(0, 200);
  }
  return next;
}

/** APP inside the native apps' web view, STANDALONE when installed to the home screen, else BROWSER. */
export function readBrowserMode(win: Window = window): string {
  if (isInAppWebView(win.navigator?.userAgent)) return 'APP';
  try {
    if (win.matchMedia?.('(display-mode: standalone)').matches) return 'STANDALONE';
  } catch {
    // matchMedia can be missing (old web views, jsdom)
  }
  return 'BROWSER';
}

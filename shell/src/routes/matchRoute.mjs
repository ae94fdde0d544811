// The one route matcher (issue #39): the browser's router table (routeTable.ts), the render
// server's list of drawn pages (shell/server/first-screen.mjs) and the preload hints
// (shell/server/preload-hints.mjs) all match a path to a route-table pattern here, with
// react-router's own matchPath (`:name` is one segment, a trailing `/*` anything below).
// Plain JavaScript so the Node servers import it as it is; its types are in matchRoute.d.mts.
import { matchPath } from 'react-router-dom';

/**
 * The pattern's parameters when it matches the whole path, else null. `paramRules` narrows a
 * parameter to a regular expression (route-table.json's `params`: `/community/:postId` is a
 * drawn post only when postId is a number, so `/community/write` is not one).
 * @param {string} pattern
 * @param {string} pathname
 * @param {Record<string, string>} [paramRules]
 * @returns {Record<string, string | undefined> | null}
 */
export function matchRoute(pattern, pathname, paramRules = {}) {
  const match = matchPath({ path: pattern, end: true }, pathname);
  if (!match) return null;
  for (const [name, rule] of Object.entries(paramRules)) {
    const value = match.params[name];
    if (value !== undefined && !new RegExp(`^(?:${rule})$`).test(value)) return null;
  }
  return match.params;
}

/**
 * The first entry of `routes` whose pattern matches the whole path (route-table.json's
 * `routes`: which remote owns which paths), or null.
 * @template {{ pattern: string }} R
 * @param {ReadonlyArray<R>} routes
 * @param {string} pathname
 * @returns {R | null}
 */
export function firstMatching(routes, pathname) {
  return routes.find((route) => matchRoute(route.pattern, pathname) !== null) ?? null;
}

// The first screen (shell/README, "The first screen is drawn on the server"): for a public page the
// shell's server draws the page with the shell's server build (shell/dist-ssr/render.cjs,
// shell/src/ssr/renderPage.server.tsx), the whole document with the drawing in #root and the
// answers it was drawn from after it.
// The browser paints it before any script runs; the app's first render replaces it with the
// same markup. Anything that goes wrong (no build, a failed answer, a slow API) sends the page
// as before: the header's frame, then the app.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { matchRoute } from '../src/routes/matchRoute.mjs';

const require = createRequire(import.meta.url);

export { FIRST_SCREEN_DATA_ID } from '../src/ssr/pageIds.mjs';

/**
 * The shell's server render, or null when this build has none (a remote's folder, the mono
 * build draws with the shell's). `prepareRemotes(map)` loads the remotes' server containers.
 * @param {string} root the served folder (shell/dist)
 * @returns {null | {
 *   renderPage: (request: { url: string, userAgent: string, apiUrl: string, timeoutMs?: number, remotes: Record<string, string>, parts: object, origin?: string }) => Promise<null | { html: string, owner: string, member?: unknown }>,
 *   prepareRemotes: (remotes: Record<string, string>) => Promise<void>,
 * }}
 */
export function loadRenderer(root) {
  const file = path.join(root, '..', 'dist-ssr', 'render.cjs');
  if (!fs.existsSync(file)) return null;
  return require(file);
}

/**
 * Which pages get a first screen, and for whom:
 * - the route table's `firstScreen` patterns, for a visitor: never when the address carries
 *   credentials (that reader is a member; the drawing would be a visitor's);
 * - its `memberFirstScreen` patterns (the app's web view pages), only when the address carries
 *   them (`?token=` or `?hash=`, as the app opens them): drawn for that member.
 * `params` narrows their parameters (`postId` is a number: `/community/write` is not a post).
 * @param {{ firstScreen?: string[], memberFirstScreen?: string[], params?: Record<string, string> }} table
 * @returns {(url: string) => null | { credentials: { token: string | null, hash: string | null } | null }}
 */
export function firstScreenPages(table) {
  const rules = table?.params ?? {};
  const matches = (patterns) => (pathname) =>
    patterns.some((pattern) => matchRoute(pattern, pathname, rules) !== null);
  const visitorPage = matches(table?.firstScreen ?? []);
  const memberPage = matches(table?.memberFirstScreen ?? []);
  return (url) => {
    const parsed = new URL(url, 'http://localhost');
    const token = parsed.searchParams.get('token') || null;
    const hash = parsed.searchParams.get('hash') || null;
    const carries = parsed.searchParams.has('token') || parsed.searchParams.has('hash');
    if (!carries) {
      return visitorPage(parsed.pathname) ? { credentials: null } : null;
    }
    if (!token && !hash) return null;
    return memberPage(parsed.pathname) ? { credentials: { token, hash } } : null;
  };
}

/**
 * The site's public origin for a request: the configured one (runtime config
 * `settings.publicOrigin`, which the browser gets too), else the host the page was asked for
 * — only a host of the allow-list (shell/server/runtime-config.cjs): a request cannot choose the
 * address a shared link names — else localhost.
 * @param {{ configured?: unknown, host?: string, proto?: string }} o  `host`: the forwarded
 *   host or the Host header (`name:port`); `proto`: the forwarded scheme
 */
export function publicOrigin({ configured, host = '', proto = '' }) {
  if (typeof configured === 'string' && /^https?:\/\/[^/?#\s]+\/?$/i.test(configured)) {
    try {
      return new URL(configured).origin;
    } catch {
      // not a URL: the request's host below
    }
  }
  const { allowedHosts } = require('./runtime-config.cjs');
  const [, name = '', port] = /^([^:]*)(?::(\d{1,5}))?$/.exec(host.trim().toLowerCase()) ?? [];
  const scheme = proto.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return allowedHosts().has(name)
    ? `${scheme}://${name}${port ? `:${port}` : ''}`
    : `http://localhost${port ? `:${port}` : ''}`;
}

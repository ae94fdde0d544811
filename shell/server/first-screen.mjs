// The first screen in the shell's index.html (shell/README, "The first screen is drawn on the server"): for a public page the
// shell's server draws the page with the shell's server build (shell/dist-ssr/render.cjs,
// shell/src/ssr/renderPage.server.tsx) and sends it inside #root with the answers it was drawn from.
// The browser paints it before any script runs; the app's first render replaces it with the
// same markup. Anything that goes wrong (no build, a failed answer, a slow API) sends the page
// as before: the header's frame, then the app.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  AFTER_DRAWING,
  BEFORE_ROOT,
  TEMPLATE_NOSCRIPT,
  disableButtonsUntilApp,
} from './before-app.mjs';
import { matchRoute } from '../src/routes/matchRoute.mjs';
import { LRUCache } from 'lru-cache';

const require = createRequire(import.meta.url);

/** The element the browser reads the answers from (shell/src/ssr/firstScreen.ts reads it too). */
export const FIRST_SCREEN_DATA_ID = 'baeum-first-screen';

/**
 * The shell's server render, or null when this build has none (a remote's folder, the mono
 * build draws with the shell's). `prepareRemotes(map)` loads the remotes' server containers.
 * @param {string} root the served folder (shell/dist)
 * @returns {null | {
 *   renderPage: (request: { url: string, userAgent: string, apiUrl: string, timeoutMs?: number, remotes: Record<string, string> }) => Promise<null | { html: string, head: string, state: unknown, owner: string }>,
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

/** The API's session cookie (api/src/auth/sessions.ts, SESSION_COOKIE): a member's browser. */
export const SESSION_COOKIE = 'baeum_session';

/**
 * How long a shared cache (the nginx deployment's micro-cache, a CDN) keeps a visitor's drawing:
 * never by the browser (`max-age=0`), 10 s by the shared cache, then 60 s more served stale while
 * one request draws it again. A visitor's drawing is the same for every visitor.
 */
export const VISITOR_PAGE_CACHE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

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
 * The render server's own short memory of visitors' drawings (issue #39, "Capacity"): what a
 * shared cache may keep (`pageCacheControl`) is also kept here, by address and remotes map, at
 * most `max` pages, in a kept LRU, with the same times as VISITOR_PAGE_CACHE: fresh `ttlMs`, then
 * handed out `staleMs` more while one drawing replaces it (older than both: the reader waits for
 * a new drawing). Readers of a page being drawn wait for that one drawing. Nothing else is kept:
 * a member's page, the app's web view, a reader with the session cookie, a failed or empty drawing.
 * @template {{ url: string, remotes?: Record<string, string> }} R
 * @param {(request: R) => Promise<null | object>} draw  the renderer's renderPage
 * @param {{ ttlMs: number, staleMs?: number, max?: number, now?: () => number }} o  `ttlMs` 0:
 *   every page drawn
 * @returns {(request: R, o: { visitor: boolean }) => Promise<null | object>} `visitor`: the
 *   drawing would be a visitor's (`pageCacheControl` would share it)
 */
export function createVisitorDrawings(
  draw,
  { ttlMs, staleMs = 6 * ttlMs, max = 500, now = () => performance.now() },
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
  return async (request, { visitor }) => {
    if (!visitor) return draw(request);
    const key = JSON.stringify([request.url, request.remotes ?? null]);
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

/** JSON inside a <script> must not be able to close the tag. */
export function inlineJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Puts the drawing into #root — the page itself, which the browser's app hydrates (adopts) for
 * the reader it was drawn for and replaces for anyone else — and the answers it was drawn from
 * after it. Nothing covers it or hides it meanwhile (shell/server/before-app.mjs): its links work
 * as links, its buttons that need the app are disabled until the app has it, and the page says
 * what is missing when scripts are off or the app does not arrive.
 * @param {string} html the page
 * @param {{ html: string, head?: string, state: unknown, owner: string, member?: unknown }} page
 *   `member`: the current user the page was drawn for (a member's drawing), whom the browser
 *   starts from; `head`: its own title and share tags (injectPageHead)
 */
export function injectFirstScreen(html, page) {
  const data = `<script id="${FIRST_SCREEN_DATA_ID}" type="application/json">${inlineJson({
    owner: page.owner,
    state: page.state,
    ...(page.member ? { member: page.member } : {}),
  })}</script>`;
  const drawing = disableButtonsUntilApp(page.html);
  return injectPageHead(html, page.head)
    .replace(TEMPLATE_NOSCRIPT, () => '')
    .replace(
      /<div id="?root"?><\/div>/,
      () => `${BEFORE_ROOT}<div id="root">${drawing}</div>${data}${AFTER_DRAWING}`,
    );
}

// Pages others read (#39): the drawing's own head in the page's <head>, with absolute addresses.

/** index.html's site-wide tags (`data-default-head`, @baeum/shared's PageHead) and <title>. */
const DEFAULT_HEAD_TAG = /[ \t]*<meta\b[^>]*\sdata-default-head\b[^>]*>[ \t]*\n?/g;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * Puts a drawing's head (React's hoisted <title>, <meta> and <link>: the page's title,
 * description, canonical and share tags) into the page's <head>. When it names a title, it
 * replaces index.html's <title> and site-wide tags, so a shared link shows the page, not the
 * tagline. The head is React's markup (text escaped); nothing of the address is written raw.
 * @param {string} html the page
 * @param {string | undefined} head
 */
export function injectPageHead(html, head) {
  if (!head) return html;
  if (!TITLE.test(head)) return html.replace('</head>', () => `${head}</head>`);
  return html.replace(DEFAULT_HEAD_TAG, '').replace(TITLE, () => head);
}

/** The <meta>/<link> whose address a link preview or a search engine needs absolute. */
const ADDRESS_TAG = /<(?:meta|link)\b[^>]*>/g;
const NEEDS_ORIGIN =
  /\s(?:property="?og:(?:url|image)"?|name="?twitter:image"?|rel="?canonical"?)(?=[\s/>])/;

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

/**
 * Puts `origin` before the site paths of the head's canonical, og:url, og:image and
 * twitter:image (the drawing names paths when no public origin is configured, so it is the
 * same for every host). Only the <head> is read; other addresses are left as they are.
 * @param {string} html the page
 * @param {string} origin from publicOrigin()
 */
export function absoluteShareUrls(html, origin) {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const head = html
    .slice(0, end)
    .replace(ADDRESS_TAG, (tag) =>
      NEEDS_ORIGIN.test(tag)
        ? tag.replace(
            /\s(content|href)=("?)\/(?!\/)/,
            (_, name, quote) => ` ${name}=${quote}${origin}/`,
          )
        : tag,
    );
  return head + html.slice(end);
}

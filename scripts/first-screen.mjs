// The first screen in the shell's index.html (shell/README, "The first screen is drawn on the server"): for a public page the
// shell's server draws the page with the shell's server build (shell/dist-ssr/render.cjs,
// shell/src/ssr/renderPage.server.tsx) and sends it inside #root with the answers it was drawn from.
// The browser paints it before any script runs; the app's first render replaces it with the
// same markup. Anything that goes wrong (no build, a failed answer, a slow API) sends the page
// as before: the header's frame, then the app.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The element the browser reads the answers from (shell/src/ssr/firstScreen.ts reads it too). */
export const FIRST_SCREEN_DATA_ID = 'baeum-first-screen';

/**
 * A clear layer over the drawing until the app has it (DRAWING_SHIELD_ID in
 * shell/src/ssr/firstScreen.ts). Taps and clicks land on it, scrolling passes through to the
 * page. It replaced `inert` on #root: lifting `inert` restyles every node of the page at once
 * (65–95 ms on a 4× slower phone, one long task in the middle of start-up); taking one layer
 * away is a repaint.
 */
export const DRAWING_SHIELD_ID = 'baeum-drawing-shield';
const SHIELD = `<div id="${DRAWING_SHIELD_ID}" aria-hidden="true" style="position:fixed;inset:0;z-index:2147483647"></div>`;

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

/** A route-table pattern as a regular expression (`:name` is a number, so `/community/write` is not `/community/:postId`). */
function patternRule(pattern) {
  return new RegExp(
    `^${pattern
      .split('/')
      .map((seg) => (seg.startsWith(':') ? '\\d+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
  );
}

/**
 * Which pages get a first screen, and for whom:
 * - the route table's `firstScreen` patterns, for a visitor: never when the address carries
 *   credentials (that reader is a member; the drawing would be a visitor's);
 * - its `memberFirstScreen` patterns (the app's web view pages), only when the address carries
 *   them (`?token=` or `?hash=`, as the app opens them): drawn for that member.
 * @param {{ firstScreen?: string[], memberFirstScreen?: string[] }} table
 * @returns {(url: string) => null | { credentials: { token: string | null, hash: string | null } | null }}
 */
export function firstScreenPages(table) {
  const visitorRules = (table?.firstScreen ?? []).map(patternRule);
  const memberRules = (table?.memberFirstScreen ?? []).map(patternRule);
  return (url) => {
    const parsed = new URL(url, 'http://localhost');
    const token = parsed.searchParams.get('token') || null;
    const hash = parsed.searchParams.get('hash') || null;
    const carries = parsed.searchParams.has('token') || parsed.searchParams.has('hash');
    if (!carries) {
      return visitorRules.some((re) => re.test(parsed.pathname)) ? { credentials: null } : null;
    }
    if (!token && !hash) return null;
    return memberRules.some((re) => re.test(parsed.pathname))
      ? { credentials: { token, hash } }
      : null;
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
 * after it. Until the app has taken the drawing over, #root is `aria-hidden` and the shield
 * lies over it (the app lifts both then): nobody presses a button that does nothing yet, or
 * reads a page that is about to change (a member's browser on a visitor's drawing).
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
  return injectPageHead(html, page.head).replace(
    /<div id="?root"?><\/div>/,
    () => `<div id="root" aria-hidden="true">${page.html}</div>${SHIELD}${data}`,
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
 * — only a host of the allow-list (scripts/runtime-config.cjs): a request cannot choose the
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

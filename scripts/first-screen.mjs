// The first screen in the shell's index.html (README "Server render"): for a public page the
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
 * The shell's server render, or null when this build has none (a remote's folder, the mono).
 * @param {string} root the served folder (shell/dist)
 * @returns {null | ((request: { url: string, userAgent: string, apiUrl: string, timeoutMs?: number }) => Promise<null | { html: string, state: unknown, owner: string }>)}
 */
export function loadRenderer(root) {
  const file = path.join(root, '..', 'dist-ssr', 'render.cjs');
  if (!fs.existsSync(file)) return null;
  return require(file).renderPage;
}

/**
 * Which pages get a first screen: the route table's `firstScreen` patterns (`:name` is a
 * number, so `/community/write` is not `/community/:postId`), and never a page whose address
 * carries credentials (that visitor is a member; the drawing would be a visitor's).
 * @param {{ firstScreen?: string[] }} table
 */
export function firstScreenPages(table) {
  const rules = (table?.firstScreen ?? []).map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .split('/')
          .map((seg) => (seg.startsWith(':') ? '\\d+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/')}/?$`,
      ),
  );
  return (url) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.searchParams.has('token') || parsed.searchParams.has('hash')) return false;
    return rules.some((re) => re.test(parsed.pathname));
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
 * a visitor and replaces for a member — and the answers it was drawn from after it. Before the
 * scripts run, its links work as plain links.
 * @param {string} html the page
 * @param {{ html: string, state: unknown, owner: string }} page
 */
export function injectFirstScreen(html, page) {
  const data = `<script id="${FIRST_SCREEN_DATA_ID}" type="application/json">${inlineJson({
    owner: page.owner,
    state: page.state,
  })}</script>`;
  return html.replace(/<div id="?root"?><\/div>/, () => `<div id="root">${page.html}</div>${data}`);
}

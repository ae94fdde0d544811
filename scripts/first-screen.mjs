// The first screen in the shell's index.html (README "Server render"): for a public page the
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
 * after it. Nothing covers it or hides it meanwhile (scripts/before-app.mjs): its links work as
 * links, its buttons that need the app are disabled until the app has it, and the page says
 * what is missing when scripts are off or the app does not arrive.
 * @param {string} html the page
 * @param {{ html: string, state: unknown, owner: string, member?: unknown }} page  `member`: the
 *   current user the page was drawn for (a member's drawing), whom the browser starts from
 */
export function injectFirstScreen(html, page) {
  const data = `<script id="${FIRST_SCREEN_DATA_ID}" type="application/json">${inlineJson({
    owner: page.owner,
    state: page.state,
    ...(page.member ? { member: page.member } : {}),
  })}</script>`;
  const drawing = disableButtonsUntilApp(page.html);
  return html
    .replace(TEMPLATE_NOSCRIPT, () => '')
    .replace(
      /<div id="?root"?><\/div>/,
      () => `${BEFORE_ROOT}<div id="root">${drawing}</div>${data}${AFTER_DRAWING}`,
    );
}

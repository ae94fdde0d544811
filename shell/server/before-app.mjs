// The drawn page before its app has it (issue #39, "The page before scripts run"): nothing
// covers it and nothing is hidden from assistive technology. It reads, scrolls and its links
// are real links; a button that needs the app is `disabled` in the markup until the app has
// taken the drawing over (shell/src/ssr/firstScreen.ts, releaseDrawing), except a form's submit
// button when the form works without script (it has an `action`). With scripts off, <noscript>
// says what needs them; when the app does not arrive (main.js fails to load, or takes longer
// than APP_WAIT_MS) a note says so and the page stays usable as plain HTML.
//
// Why not the old full-screen shield or `inert` on #root: the shield kept catching every tap
// when the app never came, and lifting `inert` restyles every node of the page at once (a long
// task in the middle of start-up). Taking `disabled` off the page's few buttons restyles those
// buttons only.
import crypto from 'node:crypto';
import { beforeApp as t } from './messages.mjs';

/** Marks a button disabled only until the app arrives (AWAITS_APP_ATTR in shell/src/ssr/firstScreen.ts). */
export const AWAITS_APP_ATTR = 'data-awaits-app';

/** The note shown when the app does not arrive (APP_MISSING_ID in shell/src/ssr/firstScreen.ts). */
export const APP_MISSING_ID = 'baeum-app-missing';

/** How long the page waits for the app before it says the app is missing (a slow phone hydrates in 2–5 s). */
export const APP_WAIT_MS = 15_000;

/**
 * Runs in the page, inline (its CSP hash is WATCH_SCRIPT_HASH): shows the note when main.js
 * fails to load, or when the app has not taken the page over after `waitMs`. The app removes the
 * note when it does, so a late app still wins.
 * @param {string} noteId
 * @param {number} waitMs
 */
export function watchForApp(noteId, waitMs) {
  const show = () => {
    const note = document.getElementById(noteId);
    if (note) note.hidden = false;
  };
  addEventListener(
    'error',
    (event) => {
      const el = event.target;
      if (el && el.tagName === 'SCRIPT' && /\/main(\.[\w-]+)?\.js(\?|$)/.test(el.src)) show();
    },
    true,
  );
  setTimeout(show, waitMs);
}

/** The inline script's text. */
export const WATCH_SCRIPT = `(${watchForApp})(${JSON.stringify(APP_MISSING_ID)},${APP_WAIT_MS})`;

/** The CSP source that lets exactly WATCH_SCRIPT run (shell/server/csp.mjs adds it to script-src). */
export const WATCH_SCRIPT_HASH = `'sha256-${crypto
  .createHash('sha256')
  .update(WATCH_SCRIPT)
  .digest('base64')}'`;

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Colours: the UI kit's tokens (gray-50 field, gray-200 border, gray-900 text).
const STYLE =
  `<style>.baeum-before-app{margin:0;padding:12px 16px;border-bottom:1px solid #e6e6e6;` +
  `background:#f8f8f8;color:#1a1a1a;font:14px/1.5 system-ui,sans-serif}` +
  `.baeum-before-app a{color:inherit;text-decoration:underline}` +
  // Waiting for the app (a second or two): the button keeps its look.
  `#root button[${AWAITS_APP_ATTR}]{opacity:1;cursor:progress}` +
  // The app is not coming: it looks as unavailable as it is.
  `#${APP_MISSING_ID}:not([hidden])~#root button[${AWAITS_APP_ATTR}]{opacity:.4;cursor:not-allowed}</style>`;

/** Said to a reader with scripts off (replaces the template's own <noscript> on a drawn page). */
export const NOSCRIPT =
  `<noscript><p class="baeum-before-app">${escapeHtml(t.noScript)}</p>` +
  `<style>#root button[${AWAITS_APP_ATTR}]{opacity:.4;cursor:not-allowed}</style></noscript>`;

/** The note the watcher shows; `href=""` is this page again. */
export const APP_MISSING_NOTE =
  `<p id="${APP_MISSING_ID}" class="baeum-before-app" role="alert" hidden>` +
  `${escapeHtml(t.appMissing)} <a href="">${escapeHtml(t.reload)}</a></p>`;

const TAGS = /<(\/?)(form|button)\b([^>]*)>/gi;

/**
 * Disables (and marks) every button of the drawing that needs the app: all but those already
 * disabled and the submit buttons of a form with an `action` (it works without script). The
 * drawing is React's markup, which escapes `<` and `>` in text and attribute values, so a tag is
 * always a tag here.
 * @param {string} html
 */
export function disableButtonsUntilApp(html) {
  let formWorksAlone = false;
  return html.replace(TAGS, (tag, closing, name, attrs) => {
    if (name.toLowerCase() === 'form') {
      formWorksAlone = !closing && /\saction=/i.test(attrs);
      return tag;
    }
    if (closing || /\sdisabled(?=[\s=/]|$)/i.test(attrs)) return tag;
    const type = (/\stype="([^"]*)"/i.exec(attrs)?.[1] ?? 'submit').toLowerCase();
    if (formWorksAlone && type === 'submit') return tag;
    return `<button${attrs} disabled="" ${AWAITS_APP_ATTR}="">`;
  });
}

/** Before #root on a drawn page: the styles, the <noscript>, the (hidden) note. */
export const BEFORE_ROOT = `${STYLE}${NOSCRIPT}${APP_MISSING_NOTE}`;

/** After the drawing's data: the watcher (last, so parsing the drawing never waits on it). */
export const AFTER_DRAWING = `<script>${WATCH_SCRIPT}</script>`;

/** The template's own <noscript> ("turn scripts on to use the site"), wrong for a page that reads without them. */
export const TEMPLATE_NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

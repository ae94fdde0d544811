// The whole page, rendered by React (issue #46, "The page document"): <html>, its <head> (the
// site's tags from the build's page-document.json, the page's own <title>/<meta>/<link> hoisted
// by React from the drawing, the styles and preload hints, the runtime config) and its <body>
// (#root with the drawing or the header's frame, the drawing's answers, main.js through React's
// `bootstrapScripts`). One module for both renderers: the render server's own React draws the
// pages it does not draw (shell/server/plugins/pages.mjs) and the server build
// (renderPage.server.tsx) draws the rest around the app. Nothing is put into the markup
// afterwards with string edits.
//
// Inline data (the runtime config, the first screen's answers) is JSON.stringify's text as a
// <script type="application/json"> child: React escapes `<script` and `</script` in any case
// inside a script's text (as `<\u0073cript`), which is still the same JSON (`<` only occurs in
// JSON strings, where `\u0073` reads back as `s`), and JSON data is never run as script, so
// U+2028 and `<!--` cannot change it: React's escaping is the one serializer.
import { createElement as h, Fragment, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { APP_MISSING_ID, CONFIG_DATA_ID, FIRST_SCREEN_DATA_ID, ROOT_ID } from './pageIds.mjs';

/** HTML attribute names React spells otherwise. */
const REACT_NAMES = {
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  'http-equiv': 'httpEquiv',
  class: 'className',
};

/** A `{ tag, attrs }` of page-document.json or of the hints as a React element. */
function tagElement({ tag, attrs = {}, text }, key) {
  const props = { key };
  for (const [name, value] of Object.entries(attrs)) props[REACT_NAMES[name] ?? name] = value;
  // Style text comes from the build or a remote's hashed stylesheet, checked to be plain CSS
  // (shell/server/styles.mjs): written as it is.
  if (text !== undefined) props.dangerouslySetInnerHTML = { __html: text };
  return h(tag, props);
}

/**
 * @typedef {{ tag: string, attrs?: Record<string, string>, text?: string }} Tag
 * @typedef {{
 *   lang: string, title: string, noScript: string,
 *   head: Array<{ tag: string, attrs?: Record<string, string>, default?: boolean }>,
 *   styles: string[], preloads: Array<Record<string, string>>, scripts: string[],
 * }} DocumentData  page-document.json (shared/mf/pageDocumentPlugin.cjs)
 * @typedef {{ css: string, noScriptCss: string, noScript: string, appMissing: string, reload: string,
 *   watchScript: string }} BeforeApp  shell/server/before-app.mjs
 * @typedef {{
 *   doc: DocumentData,
 *   config?: unknown,
 *   styles?: Tag[],
 *   hints?: Tag[],
 *   frame?: { style: string, markup: string } | null,
 *   beforeApp?: BeforeApp,
 *   origin?: string,
 * }} PageParts  everything of the page but its drawing (plain data: it crosses into the server build)
 */

/**
 * The site's head; a drawn page brings its own title and share tags (`ownHead`: every page
 * drawn on the server renders @baeum/shared's PageHead). A tag's `absolute` attribute (the
 * share image) is a site path put on `origin`: link previews need whole addresses.
 */
function siteHead(doc, ownHead, origin) {
  return doc.head
    .filter((t) => !(ownHead && (t.default || t.tag === 'title')))
    .map((t, i) => {
      if (t.tag === 'title') return h('title', { key: i }, doc.title);
      const attrs = { ...t.attrs };
      if (t.absolute && origin && attrs[t.absolute]?.startsWith('/'))
        attrs[t.absolute] = `${origin}${attrs[t.absolute]}`;
      if (t.default) attrs['data-default-head'] = '';
      return tagElement({ tag: t.tag, attrs }, i);
    });
}

/** The drawn page before its app has it (shell/server/before-app.mjs): styles, <noscript>, note. */
function beforeAppParts({ css, noScriptCss, noScript, appMissing, reload }) {
  return [
    h('style', { key: 's', dangerouslySetInnerHTML: { __html: css } }),
    h(
      'noscript',
      { key: 'n' },
      h('p', { className: 'baeum-before-app' }, noScript),
      h('style', { dangerouslySetInnerHTML: { __html: noScriptCss } }),
    ),
    h(
      'p',
      { key: 'm', id: APP_MISSING_ID, className: 'baeum-before-app', role: 'alert', hidden: true },
      `${appMissing} `,
      h('a', { href: '' }, reload),
    ),
  ];
}

/**
 * The answers a page was drawn from (shell/src/ssr/firstScreen.ts reads them), written once
 * `answers.ready` has settled: the drawing's answers are all in only when it has been drawn.
 * @param {{ answers: Answers }} props
 */
function FirstScreenData({ answers }) {
  if (answers.ready) use(answers.ready);
  return h(
    'script',
    { id: FIRST_SCREEN_DATA_ID, type: 'application/json' },
    JSON.stringify(answers.read()),
  );
}

/**
 * The page. `answers`: the page is drawn — `children` is the drawing (the app's tree for #root)
 * and `answers` what it was drawn from (after #root); none: #root holds the header's frame
 * (`parts.frame`) or nothing, for the app to render into.
 * @typedef {{ ready?: Promise<unknown>, read: () => { owner: string, state: unknown, member?: unknown } }} Answers
 * @param {{ parts: PageParts, answers?: Answers | null, children?: import('react').ReactNode }} props
 */
export function PageDocument({ parts, answers = null, children }) {
  const drawn = Boolean(answers);
  const { doc, config, styles = [], hints = [], frame = null, beforeApp, origin } = parts;
  return h(
    'html',
    { lang: doc.lang },
    h(
      'head',
      null,
      siteHead(doc, drawn, origin),
      doc.preloads.map((attrs, i) => tagElement({ tag: 'link', attrs }, `p${i}`)),
      styles.map((t, i) => tagElement(t, `s${i}`)),
      hints.map((t, i) => tagElement(t, `h${i}`)),
      !drawn && frame ? h('style', { dangerouslySetInnerHTML: { __html: frame.style } }) : null,
      config === undefined
        ? null
        : h('script', { id: CONFIG_DATA_ID, type: 'application/json' }, JSON.stringify(config)),
    ),
    h(
      'body',
      null,
      drawn && beforeApp ? beforeAppParts(beforeApp) : h('noscript', null, doc.noScript),
      drawn
        ? h('div', { id: ROOT_ID }, children)
        : h('div', {
            id: ROOT_ID,
            // The frame is a file of the shell's build (static/boot-frame.html), not data.
            ...(frame ? { dangerouslySetInnerHTML: { __html: frame.markup } } : {}),
          }),
      drawn
        ? h(
            Fragment,
            null,
            // Outside any Suspense boundary: until it is ready, the page is not (onAllReady).
            h(FirstScreenData, { answers }),
            beforeApp
              ? h('script', { dangerouslySetInnerHTML: { __html: beforeApp.watchScript } })
              : null,
          )
        : null,
    ),
  );
}

/**
 * The whole markup of a document once every part of it is drawn: React's streaming render, read
 * only when all is ready (`onAllReady`), so each Suspense boundary is written in place, complete —
 * no out-of-order segments or inline scripts to put them in place, which the page's CSP would
 * refuse. main.js goes in through `bootstrapScripts`. `signal` aborts it (a time budget).
 * @param {import('react').ReactNode} tree
 * @param {{ scripts: string[], signal?: AbortSignal, onError?: (error: unknown) => void }} o
 * @returns {Promise<string>}
 */
export function renderDocument(tree, { scripts, signal, onError }) {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(tree, {
      bootstrapScripts: scripts,
      onAllReady: () => {
        const out = new PassThrough();
        let html = '';
        out.on('data', (chunk) => {
          html += chunk.toString();
        });
        out.on('end', () => resolve(html));
        out.on('error', reject);
        stream.pipe(out);
      },
      onShellError: reject,
      onError,
      // Never outline a large part as a later segment (React's default past ~12 KB): written
      // in place, the markup needs no script to assemble it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    signal?.addEventListener('abort', () => stream.abort(), { once: true });
  });
}

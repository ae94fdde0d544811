// A page the server does not draw, rendered by React as every page is (shell/src/ssr/
// pageDocument.mjs): for the render server (plugins/pages.mjs) and for the static index.html
// that deploy/nginx/render.mjs writes (the nginx pages without the render server).
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { PageDocument, renderDocument } from '../src/ssr/pageDocument.mjs';
import { createOwnStyles } from './preload-hints.mjs';

/**
 * The whole page around an empty #root (or the header's frame, `parts.frame`).
 * @param {import('../src/ssr/pageDocument.mjs').PageParts} parts
 */
export function renderUndrawn(parts) {
  return renderDocument(createElement(PageDocument, { parts }), { scripts: parts.doc.scripts });
}

/** The build's page-document.json (shared/mf/pageDocumentPlugin.cjs), or null without one. */
export function readPageDocument(root) {
  const file = path.join(root, 'page-document.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** The shell's own stylesheet, inline, read from its build folder `root`. */
export function ownStylesOf(root) {
  return createOwnStyles((href) => fs.readFileSync(path.join(root, path.basename(href)), 'utf8'));
}

/**
 * Writes the shell's page with `config` in it to `file`, from the build in `root`.
 * @param {string} root
 * @param {{ settings?: { publicOrigin?: string } }} config
 * @param {string} file
 */
export async function writeStaticPage(root, config, file) {
  const doc = readPageDocument(root);
  if (!doc) throw new Error(`${root} has no page-document.json (build the shell again)`);
  const origin = config.settings?.publicOrigin;
  const html = await renderUndrawn({
    doc,
    config,
    styles: ownStylesOf(root)(doc.styles),
    ...(origin ? { origin } : {}),
  });
  fs.writeFileSync(file, html);
}

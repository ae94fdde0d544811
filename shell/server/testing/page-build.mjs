// For the render server's tests: a built shell as the server reads it (page-document.json as
// shared/mf/pageDocumentPlugin.cjs writes it) and a stand-in for its server build
// (dist-ssr/render.cjs) that draws with the real page document (shell/src/ssr/pageDocument.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { PageDocument, renderDocument } from '../../src/ssr/pageDocument.mjs';

const siteHead = JSON.parse(
  fs.readFileSync(new URL('../../../shared/mf/siteHead.json', import.meta.url), 'utf8'),
);

/**
 * Writes `dist/page-document.json` (main.js, and `styles` as the build names them).
 * @param {string} dist
 * @param {{ styles?: string[], scripts?: string[] }} [o]
 */
export function writePageDocument(dist, { styles = [], scripts = ['/main.js'] } = {}) {
  fs.writeFileSync(
    path.join(dist, 'page-document.json'),
    JSON.stringify({ ...siteHead, styles, preloads: [], scripts }),
  );
}

/**
 * A drawing as the server build makes it: the whole page with `body` in #root and the answers.
 * @param {{ parts: import('../../src/ssr/pageDocument.mjs').PageParts }} request
 * @param {{ body: (h: typeof createElement) => import('react').ReactNode, owner: string,
 *   state: unknown, member?: unknown }} drawing
 */
export async function drawStub(request, { body, owner, state, member }) {
  const html = await renderDocument(
    createElement(
      PageDocument,
      {
        parts: request.parts,
        answers: { read: () => ({ owner, state, ...(member ? { member } : {}) }) },
      },
      body(createElement),
    ),
    { scripts: request.parts.doc.scripts },
  );
  return { html, owner, ...(member ? { member } : {}) };
}

/** The line a stand-in render.cjs starts with to get drawStub. */
export const REQUIRE_DRAW_STUB = `const { drawStub } = require(${JSON.stringify(
  new URL(import.meta.url).pathname,
)});`;

// For the server render's tests: the page around a drawing (as shell/server/plugins/pages.mjs
// hands it over) and reading a drawn page back.
import siteHead from '@baeum/shared/mf/siteHead.json';
import type { DehydratedState } from '@baeum/shared';
import type { DocumentData, PageParts } from './pageDocument.mjs';
import { FIRST_SCREEN_DATA_ID } from './pageIds.mjs';

export const TEST_PARTS: PageParts = {
  // JSON's types widen each tag's attributes: it is the same document data.
  doc: {
    ...(siteHead as unknown as DocumentData),
    styles: [],
    preloads: [],
    scripts: ['/main.js'],
  },
};

/** A drawn page's markup of #root, its <head> and its answers. */
export function readDrawing(html: string): {
  head: string;
  root: string;
  answers: { owner: string; state: DehydratedState; member?: unknown };
} {
  const head = html.slice(0, html.indexOf('</head>'));
  const root = /<div id="root">([\s\S]*)<\/div><script id=/.exec(html)?.[1] ?? '';
  const data = new RegExp(
    `<script id="${FIRST_SCREEN_DATA_ID}" type="application/json">(.*?)</script>`,
  ).exec(html);
  return { head, root, answers: JSON.parse(data?.[1] ?? 'null') };
}

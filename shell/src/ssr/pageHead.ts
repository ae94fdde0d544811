// The page's own head, out of a drawing (#39, "Pages others read"). React 19 hoists the
// <title>, <meta> and <link> a page renders (@baeum/shared's PageHead, an image's preload) and,
// drawing a tree that is not a whole document, writes them first in the markup: the preamble.
// They belong in the page's <head> (scripts/first-screen.mjs puts them there), not in #root.

/** One hoisted element as React writes it: a <title> with its (escaped) text, a <meta>, a <link>. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

/**
 * Splits the drawing's preamble from its body. React escapes `<`, `>` and `"` in text and
 * attributes, so an element ends at its first `>` (a title at its first `<`).
 */
export function splitHead(markup: string): { head: string; html: string } {
  let rest = markup;
  let head = '';
  for (let found = HOISTED.exec(rest); found; found = HOISTED.exec(rest)) {
    head += found[0];
    rest = rest.slice(found[0].length);
  }
  return { head, html: rest };
}

// The page's document as data (issue #46, "The page document"): beside index.html every build
// writes page-document.json — the site's head (shared/mf/siteHead.json), the stylesheets, the
// start-up preloads and the scripts html-webpack-plugin chose — from which the shell's server
// lets React render the whole page (shell/src/ssr/pageDocument.mjs). index.html itself is drawn
// from the same siteHead.json (shared/mf/index.html), for nginx's pages without the render
// server and for the dev server.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const siteHead = require('./siteHead.json');

const FILE = 'page-document.json';

/** A tag of html-webpack-plugin as plain data: `{ tag, attrs }` (boolean attributes as ''). */
function asData({ tagName, attributes }) {
  const attrs = {};
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value === false || value === undefined) continue;
    attrs[name] = value === true ? '' : String(value);
  }
  return { tag: tagName, attrs };
}

class PageDocumentPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PageDocumentPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).afterTemplateExecution.tap(
        'PageDocumentPlugin',
        (data) => {
          const tags = [...data.headTags, ...data.bodyTags].map(asData);
          const doc = {
            ...siteHead,
            styles: tags
              .filter((t) => t.tag === 'link' && t.attrs.rel === 'stylesheet')
              .map((t) => t.attrs.href),
            preloads: tags
              .filter((t) => t.tag === 'link' && t.attrs.rel === 'preload')
              .map((t) => t.attrs),
            scripts: tags.filter((t) => t.tag === 'script' && t.attrs.src).map((t) => t.attrs.src),
          };
          const { RawSource } = compiler.webpack.sources;
          compilation.emitAsset(FILE, new RawSource(`${JSON.stringify(doc, null, 2)}\n`));
          return data;
        },
      );
    });
  }
}

/** Attribute-safe text, for index.html's head drawn from siteHead.json at build time. */
const attr = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** siteHead.json's head as markup (the template's <head>). */
function siteHeadMarkup() {
  return siteHead.head
    .map(({ tag, attrs = {}, default: isDefault }) => {
      if (tag === 'title') return `<title>${attr(siteHead.title)}</title>`;
      const list = Object.entries(attrs).map(([k, v]) => ` ${k}="${attr(v)}"`);
      return `<${tag}${list.join('')}${isDefault ? ' data-default-head' : ''} />`;
    })
    .join('\n    ');
}

module.exports = { PageDocumentPlugin, siteHead, siteHeadMarkup, PAGE_DOCUMENT_FILE: FILE };

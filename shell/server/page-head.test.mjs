// Pages others read (#39, #46): React renders the whole page (shell/src/ssr/pageDocument.mjs), so
// a drawing's own <title> and share tags are hoisted into <head> in place of the site-wide ones,
// and the site's share image is absolute on an allowed host (publicOrigin).
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createElement } from 'react';
import { PageDocument, renderDocument } from '../src/ssr/pageDocument.mjs';
import { publicOrigin } from './first-screen.mjs';
import { drawStub } from './testing/page-build.mjs';

const siteHead = JSON.parse(
  fs.readFileSync(new URL('../../shared/mf/siteHead.json', import.meta.url), 'utf8'),
);
const doc = { ...siteHead, styles: [], preloads: [], scripts: ['/main.js'] };
const headOf = (html) => html.slice(0, html.indexOf('</head>'));
const count = (html, needle) => html.split(needle).length - 1;

describe('the drawn page’s head', () => {
  let html;
  before(async () => {
    ({ html } = await drawStub(
      { parts: { doc, origin: 'https://baeum.example' } },
      {
        // As @baeum/shared's PageHead renders it (its addresses absolute already).
        body: (h) =>
          h(
            'main',
            null,
            h('title', null, '수채화 | 배움'),
            h('meta', { name: 'description', content: '김코치 · 월 19,000원' }),
            h('meta', { property: 'og:title', content: '수채화 | 배움' }),
            h('meta', { property: 'og:image', content: 'https://cdn.example/c.jpg' }),
            h('link', { rel: 'canonical', href: 'https://baeum.example/class/1' }),
            h('h1', null, '수채화'),
          ),
        state: {},
        owner: 'mfe_class',
      },
    ));
  });

  it('has the page’s own title and share tags in <head>, not the site-wide ones', () => {
    const head = headOf(html);
    assert.equal(count(head, '<title>'), 1);
    assert.match(head, /<title>수채화 \| 배움<\/title>/);
    assert.equal(count(head, 'name="description"'), 1);
    assert.match(head, /<meta name="description" content="김코치 · 월 19,000원"\/>/);
    assert.equal(count(head, 'property="og:title"'), 1);
    assert.equal(count(head, 'property="og:image"'), 1);
    assert.match(head, /<link rel="canonical" href="https:\/\/baeum.example\/class\/1"\/>/);
    assert.equal(count(html, 'data-default-head'), 0);
    // Kept: what is the site's whatever the page (its name, the icon).
    assert.match(head, /og:site_name/);
    assert.match(head, /rel="icon"/);
    // #root holds the page only.
    assert.match(html, /<div id="root"><main><h1>수채화<\/h1><\/main><\/div>/);
  });
});

describe('a page that is not drawn', () => {
  it('has the site-wide title and share tags, its share image absolute', async () => {
    const html = await renderDocument(
      createElement(PageDocument, { parts: { doc, origin: 'http://localhost:3000' } }),
      { scripts: doc.scripts },
    );
    const head = headOf(html);
    assert.equal(count(head, '<title>'), 1);
    assert.match(head, /<title>배움 - 세상/);
    assert.match(
      head,
      /<meta property="og:image" content="http:\/\/localhost:3000\/og-image.jpg" data-default-head=""\/>/,
    );
    assert.match(head, /<link rel="icon" type="image\/svg\+xml" href="\/favicon.svg"\/>/);
  });
});

describe('publicOrigin', () => {
  it('the configured origin first', () => {
    assert.equal(
      publicOrigin({ configured: 'https://baeum.example/', host: 'localhost:3000' }),
      'https://baeum.example',
    );
    assert.equal(
      publicOrigin({ configured: 'javascript:alert(1)', host: 'localhost:3000' }),
      'http://localhost:3000',
    );
  });

  it('else the asked host, when it is allowed; the forwarded scheme', () => {
    assert.equal(publicOrigin({ host: '127.0.0.1:3000' }), 'http://127.0.0.1:3000');
    assert.equal(publicOrigin({ host: 'localhost', proto: 'https' }), 'https://localhost');
  });

  it('a host off the allow-list (or a mangled one) is never written into the page', () => {
    assert.equal(publicOrigin({ host: 'evil.example:3000' }), 'http://localhost:3000');
    assert.equal(publicOrigin({ host: 'evil.example/"><script>' }), 'http://localhost');
    assert.equal(
      publicOrigin({ host: 'localhost:3000', proto: 'javascript' }),
      'http://localhost:3000',
    );
  });
});

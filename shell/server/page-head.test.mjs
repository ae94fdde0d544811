// Pages others read (#39): a drawing's own head goes into the page's <head> in place of
// index.html's site-wide title and share tags, with absolute addresses on an allowed host
// (scripts/first-screen.mjs: injectFirstScreen, injectPageHead, absoluteShareUrls, publicOrigin).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  absoluteShareUrls,
  injectFirstScreen,
  injectPageHead,
  publicOrigin,
} from './first-screen.mjs';

// As html-webpack-plugin writes shared/mf/index.html (minified: boolean attributes bare).
const INDEX = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>배움 - 세상 모든 배움을 가장 저렴하게</title><meta name="description" content="사이트 설명" data-default-head><meta property="og:type" content="website" data-default-head><meta property="og:site_name" content="배움"><meta property="og:title" content="배움 - 세상 모든 배움을 가장 저렴하게" data-default-head><meta property="og:description" content="사이트" data-default-head><meta property="og:image" content="/og-image.jpg" data-default-head><meta name="twitter:card" content="summary_large_image" data-default-head><link rel="icon" href="/favicon.svg"></head><body><div id="root"></div></body></html>`;

const HEAD =
  '<link rel="preload" as="image" href="/img/cover.jpg"/><title>수채화 | 배움</title><meta name="description" content="김코치 · 월 19,000원"/><link rel="canonical" href="/class/1"/><meta property="og:type" content="website"/><meta property="og:title" content="수채화 | 배움"/><meta property="og:image" content="https://cdn.example/c.jpg"/><meta property="og:url" content="/class/1"/><meta name="twitter:image" content="/img/cover.jpg"/>';

const headOf = (html) => html.slice(0, html.indexOf('</head>'));
const count = (html, needle) => html.split(needle).length - 1;

describe('the drawn page’s head', () => {
  it('replaces the site-wide title and share tags with the page’s own, in <head>', () => {
    const html = injectFirstScreen(INDEX, {
      html: '<h1>수채화</h1>',
      head: HEAD,
      state: {},
      owner: 'mfe_class',
    });
    const head = headOf(html);
    assert.equal(count(head, '<title>'), 1);
    assert.match(head, /<title>수채화 \| 배움<\/title>/);
    assert.equal(count(head, 'name="description"'), 1);
    assert.match(head, /<meta name="description" content="김코치 · 월 19,000원"\/>/);
    assert.equal(count(head, 'property="og:title"'), 1);
    assert.equal(count(head, 'property="og:image"'), 1);
    assert.equal(count(html, 'data-default-head'), 0);
    // Kept: what is the site's whatever the page (its name, the icon).
    assert.match(head, /og:site_name/);
    assert.match(head, /rel="icon"/);
    // #root holds the page only.
    assert.match(html, /<div id="root"><h1>수채화<\/h1><\/div>/);
  });

  it('keeps the site-wide tags when the drawing named no title, and adds what it hoisted', () => {
    const html = injectPageHead(INDEX, '<link rel="preload" as="image" href="/a.jpg"/>');
    assert.match(headOf(html), /<title>배움 - 세상/);
    assert.match(headOf(html), /rel="preload" as="image" href="\/a.jpg"/);
    assert.equal(injectPageHead(INDEX, ''), INDEX);
    assert.equal(injectPageHead(INDEX, undefined), INDEX);
  });

  it('a head with `$` patterns is written as it is', () => {
    const html = injectPageHead(INDEX, "<title>$& $' $1 | 배움</title>");
    assert.match(html, /<title>\$& \$' \$1 \| 배움<\/title>/);
  });
});

describe('absolute share addresses', () => {
  const page = injectFirstScreen(INDEX, {
    html: '<a href="/class/2">x</a>',
    head: HEAD,
    state: {},
    owner: 'mfe_class',
  });

  it('puts the origin before the canonical, og:url, og:image and twitter:image paths only', () => {
    const html = absoluteShareUrls(page, 'https://baeum.example');
    const head = headOf(html);
    assert.match(head, /<link rel="canonical" href="https:\/\/baeum.example\/class\/1"\/>/);
    assert.match(head, /<meta property="og:url" content="https:\/\/baeum.example\/class\/1"\/>/);
    assert.match(
      head,
      /<meta name="twitter:image" content="https:\/\/baeum.example\/img\/cover.jpg"\/>/,
    );
    // Already absolute, another kind of link, or outside <head>: as they were.
    assert.match(head, /<meta property="og:image" content="https:\/\/cdn.example\/c.jpg"\/>/);
    assert.match(head, /<link rel="preload" as="image" href="\/img\/cover.jpg"\/>/);
    assert.match(head, /<link rel="icon" href="\/favicon.svg">/);
    assert.match(html, /<a href="\/class\/2">/);
  });

  it('index.html as the build minifies it (attributes unquoted)', () => {
    const html = absoluteShareUrls(
      '<html><head><meta property=og:image content=/og-image.jpg data-default-head><link rel=icon href=/favicon.svg></head></html>',
      'https://baeum.example',
    );
    assert.match(
      html,
      /<meta property=og:image content=https:\/\/baeum.example\/og-image.jpg data-default-head>/,
    );
    assert.match(html, /<link rel=icon href=\/favicon.svg>/);
  });

  it('an undrawn page’s site image is absolute too (a raster image)', () => {
    const head = headOf(absoluteShareUrls(INDEX, 'http://localhost:3000'));
    assert.match(
      head,
      /<meta property="og:image" content="http:\/\/localhost:3000\/og-image.jpg" data-default-head>/,
    );
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

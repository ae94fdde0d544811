// The render server's drawn pages (shell/server/plugins/pages.mjs): a public page drawn into
// #root with its answers after it, a member's web view page, and the header's frame whenever
// nothing is drawn (serve.test.mjs has the rest of the server).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { serveStatic } from './serve.mjs';
import { writePageDocument, REQUIRE_DRAW_STUB } from './testing/page-build.mjs';

const { runtimeConfig } = createRequire(import.meta.url)('./runtime-config.cjs');

describe('the first screen of a public page (server render)', () => {
  let root;
  let shell;
  let calls;
  const visit = async (pathname, headers = {}) =>
    (await fetch(`http://127.0.0.1:${shell.address().port}${pathname}`, { headers })).text();

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-first-screen-'));
    const dist = path.join(root, 'dist');
    fs.mkdirSync(dist);
    fs.mkdirSync(path.join(root, 'dist-ssr'));
    writePageDocument(dist);
    fs.writeFileSync(
      path.join(dist, 'boot-frame.html'),
      '<style>.boot-frame{height:56px}</style>\n<div class="boot-frame" aria-hidden="true"></div>\n',
    );
    fs.writeFileSync(
      path.join(dist, 'route-table.json'),
      JSON.stringify({
        routes: [
          { pattern: '/community/*', remote: 'mfe_community' },
          { pattern: '/webview/alarm/class/*', remote: 'mfe_class' },
        ],
        firstScreen: ['/community', '/community/:postId'],
        memberFirstScreen: ['/webview/alarm/class'],
        params: { postId: '\\d+' },
      }),
    );
    // A stand-in for shell/dist-ssr/render.cjs: draws what it is asked, or fails on demand.
    fs.writeFileSync(
      path.join(root, 'dist-ssr', 'render.cjs'),
      `${REQUIRE_DRAW_STUB}
      exports.renderPage = async (request) => {
        globalThis.__firstScreenCalls.push(request);
        if (request.url.includes('fail')) throw new Error('API down');
        if (request.url.includes('none')) return null;
        if (request.credentials) return drawStub(request, {
          body: (h) => h('main', null, h('h1', null, '수업 알림')), owner: 'mfe_class',
          state: { queries: [] }, member: { user_id: 7, user_name: '</script>' } });
        return drawStub(request, { body: (h) => h('main', null, h('h1', null, '커뮤니티')),
          owner: 'mfe_community',
          state: { queries: [{ queryKey: ['feed'], state: { data: '</script><script>alert(1)</script>' } }] } });
      };`,
    );
    globalThis.__firstScreenCalls = calls = [];
    shell = await serveStatic({ root: dist, port: 0, quiet: true, apiUrl: 'http://127.0.0.1:9' });
  });

  after(async () => {
    shell.closeAllConnections();
    await new Promise((r) => shell.close(() => r()));
    fs.rmSync(root, { recursive: true, force: true });
    delete globalThis.__firstScreenCalls;
  });

  it('draws a public page into #root (nothing over it, nothing hidden), with its answers beside it', async () => {
    const page = await visit('/community', { 'user-agent': 'Mozilla/5.0 (iPhone)' });
    assert.match(
      page,
      /<div id="root"><main><h1>커뮤니티<\/h1><\/main><\/div><script id="baeum-first-screen" type="application\/json">/,
    );
    assert.doesNotMatch(page, /aria-hidden|baeum-drawing-shield/);
    assert.doesNotMatch(page, /boot-frame/);
    // Server text cannot close the data's <script>.
    assert.doesNotMatch(page, /<\/script><script>alert/);
    const json = /<script id="baeum-first-screen" type="application\/json">(.*?)<\/script>/.exec(
      page,
    );
    assert.equal(
      JSON.parse(json[1]).state.queries[0].state.data,
      '</script><script>alert(1)</script>',
    );
    // …and the remotes map the browser gets: the render server loads each remote's server
    // container from it (shell/src/ssr/serverRemotes.ts).
    const { parts, origin, ...request } = calls.at(-1);
    assert.deepEqual(request, {
      url: '/community',
      userAgent: 'Mozilla/5.0 (iPhone)',
      apiUrl: 'http://127.0.0.1:9',
      timeoutMs: 800,
      credentials: null,
      remotes: runtimeConfig().remotes,
    });
    // …with the rest of the page to draw it in, and the origin its share addresses name.
    assert.deepEqual(parts.config, runtimeConfig({ hostname: '127.0.0.1' }));
    assert.equal(origin, `http://127.0.0.1:${shell.address().port}`);
  });

  it('draws an app web view page for the member whose token the address carries, kept nowhere', async () => {
    const res = await fetch(
      `http://127.0.0.1:${shell.address().port}/webview/alarm/class?token=t%2B1&tab=2`,
    );
    const page = await res.text();
    assert.equal(res.headers.get('cache-control'), 'private, no-store');
    assert.match(
      page,
      /<div id="root"><main><h1>수업 알림<\/h1><\/main><\/div><script id="baeum-first-screen"/,
    );
    const json = /<script id="baeum-first-screen" type="application\/json">(.*?)<\/script>/.exec(
      page,
    );
    assert.deepEqual(JSON.parse(json[1]).member, { user_id: 7, user_name: '</script>' });
    assert.deepEqual(calls.at(-1).credentials, { token: 't+1', hash: null });
    // Without credentials that page is not drawn (a member with a stored token would see a
    // visitor's "log in" first); a visitor's page is still `no-cache`, not `no-store`.
    const before = calls.length;
    const bare = await fetch(`http://127.0.0.1:${shell.address().port}/webview/alarm/class`);
    assert.doesNotMatch(await bare.text(), /baeum-first-screen/);
    assert.equal(bare.headers.get('cache-control'), 'no-cache');
    await visit('/webview/alarm/class?token=');
    assert.equal(calls.length, before, 'the renderer is not even asked');
  });

  it('draws nothing for a member’s address, a page outside the list, a failed or empty drawing: the header frame instead', async () => {
    const before = calls.length;
    for (const pathname of [
      '/community?token=abc',
      '/community?hash=x',
      '/community/write',
      '/login',
    ]) {
      const page = await visit(pathname);
      assert.match(page, /boot-frame/, pathname);
      assert.doesNotMatch(page, /first-screen/, pathname);
    }
    assert.equal(calls.length, before, 'the renderer is not even asked');
    for (const pathname of ['/community/1?fail', '/community/1?none']) {
      const page = await visit(pathname);
      assert.match(page, /<div id="root"><div class="boot-frame"/, pathname);
      assert.doesNotMatch(page, /baeum-first-screen/, pathname);
    }
  });
});

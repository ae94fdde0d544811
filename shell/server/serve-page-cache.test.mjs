// Which pages a shared cache may keep (issue #39, "Capacity"): the render server (shell/server/serve.mjs)
// marks a visitor's drawing cacheable for a few seconds, and nothing else — not a member's
// drawing, not the app's web view, not a reader with the session cookie, not a page that was not
// drawn. (shell/server/serve.test.mjs has the rest of the server; deploy/nginx/ caches what this allows.)
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from './serve.mjs';
import {
  SESSION_COOKIE,
  VISITOR_PAGE_CACHE,
  createVisitorDrawings,
  pageCacheControl,
} from './first-screen.mjs';

const APP_UA = 'Mozilla/5.0 (iPhone) BaeumApp/220 (iOS)';
let root;
let shell;
let dist;

const get = (pathname, headers = {}) =>
  fetch(`http://127.0.0.1:${shell.address().port}${pathname}`, { headers });

before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-page-cache-'));
  dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id=root></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dist, 'route-table.json'),
    JSON.stringify({
      routes: [{ pattern: '/community/*', remote: 'mfe_community' }],
      firstScreen: ['/', '/community', '/community/:postId'],
      memberFirstScreen: ['/webview/alarm/class'],
      params: { postId: '\\d+' },
    }),
  );
  // A stand-in for shell/dist-ssr/render.cjs: a member's drawing when asked with credentials.
  fs.writeFileSync(
    path.join(root, 'dist-ssr', 'render.cjs'),
    `exports.renderPage = async (request) => {
      globalThis.__pageCacheCalls?.push(request.url);
      await new Promise((r) => setTimeout(r, 20));
      if (request.url.includes('fail')) throw new Error('API down');
      if (request.url.includes('none')) return null;
      if (request.credentials) return { html: '<main>알림</main>', owner: 'mfe_class',
        state: {}, member: { user_id: 7 } };
      return { html: '<main>커뮤니티</main>', owner: 'mfe_community', state: {} };
    };`,
  );
  shell = await serveStatic({ root: dist, port: 0, quiet: true, apiUrl: 'http://127.0.0.1:9' });
});

after(async () => {
  shell.closeAllConnections();
  await new Promise((r) => shell.close(() => r()));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('Cache-Control of a page (the render server)', () => {
  it("a visitor's drawing may sit a few seconds in a shared cache", async () => {
    for (const pathname of ['/', '/community', '/community/3']) {
      const res = await get(pathname);
      assert.match(await res.text(), /baeum-first-screen/, pathname);
      assert.equal(res.headers.get('cache-control'), VISITOR_PAGE_CACHE, pathname);
      assert.equal(res.headers.get('set-cookie'), null);
    }
    assert.match(
      VISITOR_PAGE_CACHE,
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
  });

  it("a member's drawing is kept nowhere", async () => {
    const res = await get('/webview/alarm/class?token=abc', { 'user-agent': APP_UA });
    assert.match(await res.text(), /baeum-first-screen/);
    assert.equal(res.headers.get('cache-control'), 'private, no-store');
  });

  it('the same drawn page is not shared for the app’s web view or a reader with the session cookie', async () => {
    const inApp = await get('/community', { 'user-agent': APP_UA });
    assert.match(await inApp.text(), /baeum-first-screen/);
    assert.equal(inApp.headers.get('cache-control'), 'no-cache');
    const signedIn = await get('/community', { cookie: `a=1; ${SESSION_COOKIE}=s.1.x` });
    assert.match(await signedIn.text(), /baeum-first-screen/);
    assert.equal(signedIn.headers.get('cache-control'), 'no-cache');
    // Another cookie that only ends like it is not the session.
    const other = await get('/community', { cookie: `not_${SESSION_COOKIE}=1` });
    assert.equal(other.headers.get('cache-control'), VISITOR_PAGE_CACHE);
  });

  it('a page that was not drawn revalidates: outside the list, a member’s address, a failed drawing', async () => {
    for (const pathname of [
      '/login',
      '/community/write',
      '/community?token=abc',
      '/community/1?fail',
    ]) {
      const res = await get(pathname);
      assert.doesNotMatch(await res.text(), /baeum-first-screen/, pathname);
      assert.equal(res.headers.get('cache-control'), 'no-cache', pathname);
    }
  });

  it('never with a Set-Cookie, and the session cookie is the one the API sets', () => {
    const page = { html: '', state: {}, owner: 'mfe_community' };
    assert.equal(pageCacheControl({ page, appUserAgent: false }), VISITOR_PAGE_CACHE);
    assert.equal(pageCacheControl({ page, appUserAgent: false, setsCookie: true }), 'no-cache');
    assert.equal(
      pageCacheControl({ page, forMember: true, appUserAgent: false }),
      'private, no-store',
    );
    const source = fs.readFileSync(
      new URL('../../api/src/auth/sessions.ts', import.meta.url),
      'utf8',
    );
    assert.equal(/SESSION_COOKIE = '([^']+)'/.exec(source)?.[1], SESSION_COOKIE);
  });
});

describe("the render server's short memory of visitors' drawings", () => {
  let kept;
  let calls;
  const ask = (pathname, headers = {}) =>
    fetch(`http://127.0.0.1:${kept.address().port}${pathname}`, { headers }).then((r) => r.text());
  const drawnFor = async (pathname, headers, server = kept) => {
    const before = calls.length;
    await fetch(`http://127.0.0.1:${server.address().port}${pathname}`, { headers });
    return calls.length - before;
  };

  before(async () => {
    globalThis.__pageCacheCalls = calls = [];
    kept = await serveStatic({
      root: dist,
      port: 0,
      quiet: true,
      apiUrl: 'http://127.0.0.1:9',
      visitorCacheMs: 60_000,
    });
  });
  after(async () => {
    delete globalThis.__pageCacheCalls;
    kept.closeAllConnections();
    await new Promise((r) => kept.close(() => r()));
  });

  it("a visitor's page is drawn once and handed out again; readers of a page being drawn wait for that drawing", async () => {
    const pages = await Promise.all([1, 2, 3].map(() => ask('/community/5')));
    assert.equal(calls.filter((u) => u === '/community/5').length, 1);
    assert.match(pages[0], /<main>커뮤니티<\/main>/);
    assert.ok(pages.every((p) => p === pages[0]));
    assert.equal(await drawnFor('/community/5'), 0);
    // Another address is another page.
    assert.equal(await drawnFor('/community/6'), 1);
  });

  it("a member's page, the app's web view, the session cookie, a failed or empty drawing: drawn every time", async () => {
    const APP = { 'user-agent': APP_UA };
    const cases = [
      ['/webview/alarm/class?token=abc', APP],
      ['/community', APP],
      ['/community', { cookie: `${SESSION_COOKIE}=s.1.x` }],
      ['/community/1?fail', {}],
      ['/community/1?none', {}],
    ];
    for (const [pathname, headers] of cases) {
      assert.equal(await drawnFor(pathname, headers), 1, pathname);
      assert.equal(await drawnFor(pathname, headers), 1, `${pathname} again`);
    }
  });

  it('off by default outside production; a drawing is kept by address and remotes map', async () => {
    assert.equal(await drawnFor('/community/7', {}, shell), 1);
    assert.equal(await drawnFor('/community/7', {}, shell), 1, 'without visitorCacheMs: each time');
    const draws = [];
    const keep = createVisitorDrawings(
      async (request) => {
        draws.push(request);
        return { html: String(draws.length) };
      },
      { ttlMs: 60_000 },
    );
    const a = { url: '/', remotes: { mfe_class: 'http://a/mf-manifest.json' } };
    const b = { url: '/', remotes: { mfe_class: 'http://b/mf-manifest.json' } };
    assert.equal((await keep(a, { visitor: true })).html, '1');
    assert.equal((await keep(a, { visitor: true })).html, '1');
    assert.equal((await keep(b, { visitor: true })).html, '2', 'a new remote, a new drawing');
    assert.equal((await keep(a, { visitor: false })).html, '3');
  });

  it(
    'fresh for ttlMs, then handed out staleMs more while one new drawing replaces it; older, the reader waits',
    { timeout: 5000 },
    async () => {
      let clock = 0;
      let drawn = 0;
      let release;
      const keep = createVisitorDrawings(
        async () => {
          drawn += 1;
          const n = drawn;
          if (n > 1) await new Promise((r) => (release = r));
          return { html: String(n) };
        },
        { ttlMs: 10_000, staleMs: 60_000, now: () => clock },
      );
      const visitor = { visitor: true };
      const ask = () => keep({ url: '/', remotes: {} }, visitor).then((p) => p.html);
      assert.equal(await ask(), '1');
      clock = 9_999;
      assert.equal(await ask(), '1');
      // Past 10 s: the stale drawing at once, to every reader, while one drawing is under way.
      clock = 10_000;
      assert.deepEqual(await Promise.all([ask(), ask(), ask()]), ['1', '1', '1']);
      assert.equal(drawn, 2);
      release();
      await new Promise((r) => setImmediate(r));
      assert.equal(await ask(), '2');
      // Past 10 + 60 s since the last drawing: nobody gets that one; the reader waits.
      clock = 10_000 + 70_000;
      const waiting = ask();
      await new Promise((r) => setImmediate(r));
      assert.equal(drawn, 3);
      release();
      assert.equal(await waiting, '3');
    },
  );
});

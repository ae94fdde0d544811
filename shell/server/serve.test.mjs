// The production server (shell/server/serve.mjs) on a throwaway build: cache policy, ETags,
// compression, the SPA fallback, the config in index.html, the CSP, the /_api proxy and the
// paths that must never leave the served folder.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { isUnsafePath, serveStatic } from './serve.mjs';
import { contentSecurityPolicy, remoteOrigins, tagHosts } from './csp.mjs';
import { APP_UA_PATTERN } from './preload-hints.mjs';
import { createRequire } from 'node:module';

const { runtimeConfig } = createRequire(import.meta.url)('./runtime-config.cjs');

const big = (what) => `/* ${what} */\n${'console.log("배움");\n'.repeat(200)}`;

let tmp;
let server;
let upstream;
let base;

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-serve-'));
  const dist = path.join(tmp, 'shell', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script id="baeum-config" type="application/json">__BAEUM_CONFIG__</script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'main.js'), big('main'));
  fs.writeFileSync(path.join(dist, '123.abcdef12.js'), big('chunk'));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), big('entry'));
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'shell' }));
  // A sibling folder the traversal attempts aim at.
  fs.mkdirSync(path.join(tmp, 'shell', 'dist-mono'));
  fs.writeFileSync(path.join(tmp, 'shell', 'dist-mono', 'secret.txt'), 'secret');

  upstream = Fastify();
  upstream.get('/go', async (_req, reply) => reply.redirect('/community', 303));
  upstream.all('/*', async (req) => ({
    path: req.url,
    method: req.method,
    forwardedHost: req.headers['x-forwarded-host'] ?? null,
    forwardedFor: req.headers['x-forwarded-for'] ?? null,
  }));
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${upstream.server.address().port}`;

  server = await serveStatic({ root: dist, port: 0, apiUrl, quiet: true });
  base = `http://127.0.0.1:${server.address().port}`;
});

after(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(() => r()));
  await upstream?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('cache policy', () => {
  it('hashed chunks are immutable for a year', async () => {
    const res = await fetch(`${base}/123.abcdef12.js`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
  });

  for (const file of ['/remoteEntry.js', '/mf-manifest.json', '/main.js']) {
    it(`${file} revalidates with an ETag and answers 304 when unchanged`, async () => {
      const first = await fetch(`${base}${file}`);
      assert.equal(first.status, 200);
      assert.equal(first.headers.get('cache-control'), 'no-cache');
      const etag = first.headers.get('etag');
      assert.ok(etag, 'an ETag');
      const again = await fetch(`${base}${file}`, { headers: { 'if-none-match': etag } });
      assert.equal(again.status, 304);
    });
  }

  it('index.html revalidates with an ETag, carries the runtime config and the CSP', async () => {
    const res = await fetch(`${base}/class/1`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    assert.match(res.headers.get('content-type'), /^text\/html/);
    const html = await res.text();
    assert.doesNotMatch(html, /__BAEUM_CONFIG__/);
    assert.match(html, /"mfe_class":"http:\/\/127\.0\.0\.1:3003\/mf-manifest\.json"/);
    const csp = res.headers.get('content-security-policy');
    assert.match(csp, /script-src 'self' http:\/\/127\.0\.0\.1:3001 /);
    assert.match(csp, /object-src 'none'/);
    assert.doesNotMatch(csp, /unsafe-eval/);
    const etag = res.headers.get('etag');
    assert.ok(etag);
    const again = await fetch(`${base}/class/1`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
  });
});

describe('compression', () => {
  it('brotli when asked, else gzip, and the bytes are the file', async () => {
    const plain = fs.readFileSync(path.join(tmp, 'shell', 'dist', 'main.js'), 'utf8');
    const br = await fetch(`${base}/main.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(br.headers.get('content-encoding'), 'br');
    // fetch decodes for us; the header is what the browser sees.
    assert.equal(await br.text(), plain);
    const gz = await fetch(`${base}/main.js`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    const raw = Buffer.from(await (await fetch(`${base}/main.js`)).arrayBuffer());
    assert.ok(zlib.gzipSync(raw).length < raw.length);
  });
});

describe('routes', () => {
  it('a missing asset is a 404, a page route is the app', async () => {
    assert.equal((await fetch(`${base}/nothing.js`)).status, 404);
    assert.equal((await fetch(`${base}/community/12`)).status, 200);
  });

  it('answers a CORS preflight for federated assets', async () => {
    const res = await fetch(`${base}/remoteEntry.js`, { method: 'OPTIONS' });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
  });

  it('proxies /_api to the API with the path, method, forwarded host and the peer as the client', async () => {
    const res = await fetch(`${base}/_api/review/3/1?x=1`, {
      method: 'POST',
      body: '{}',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.path, '/review/3/1?x=1');
    assert.equal(body.method, 'POST');
    assert.equal(body.forwardedHost, new URL(base).host);
    // The client's own X-Forwarded-For is replaced by the socket's peer (issue 33, item 1).
    assert.equal(body.forwardedFor, '127.0.0.1');
  });

  it("the API's redirects to site paths pass through unprefixed", async () => {
    const res = await fetch(`${base}/_api/go`, { redirect: 'manual' });
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), '/community');
  });

  it('a Korean 502 when the API is down', async () => {
    const dist = path.join(tmp, 'shell', 'dist');
    const lonely = await serveStatic({
      root: dist,
      port: 0,
      apiUrl: 'http://127.0.0.1:9',
      quiet: true,
    });
    try {
      const res = await fetch(`http://127.0.0.1:${lonely.address().port}/_api/xsrf`);
      assert.equal(res.status, 502);
      assert.match((await res.json()).message, /서버에 연결할 수 없어요/);
    } finally {
      lonely.closeAllConnections();
      await new Promise((r) => lonely.close(() => r()));
    }
  });
});

/** A GET with the path exactly as written (fetch would normalise `%2e%2e` away first). */
function rawGet(rawPath) {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    http
      .get({ hostname, port, path: rawPath }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      })
      .on('error', reject);
  });
}

describe('paths that climb out', () => {
  const attempts = [
    '/..%2Fdist-mono/secret.txt',
    '/%2e%2e/dist-mono/secret.txt',
    '/%2e%2e%2fdist-mono%2fsecret.txt',
    '/..%252Fdist-mono/secret.txt',
    '/%2e%2e/',
    '/..%5cdist-mono%5csecret.txt',
    '/main.js%00.txt',
    '/%E0%A4%A',
  ];
  for (const attempt of attempts) {
    it(`${attempt} → 404`, async () => {
      const res = await rawGet(attempt);
      assert.equal(res.status, 404);
      assert.doesNotMatch(res.body, /secret/);
    });
  }

  it('isUnsafePath keeps ordinary paths', () => {
    assert.equal(isUnsafePath('/class/1/review'), false);
    assert.equal(isUnsafePath('/search/%ED%8C%8C%EC%9D%B4%EC%8D%AC'), false);
    assert.equal(isUnsafePath('/a/../b'), true);
  });
});

describe('the CSP', () => {
  it('names each remote origin once, the tag hosts, the sibling site and nothing inline', () => {
    const config = {
      remotes: {
        a: 'https://a.example/mf-manifest.json',
        b: 'https://a.example/b/mf-manifest.json',
        c: 'javascript:alert(1)',
      },
      settings: { siblingSiteBase: 'https://www.sibling.example/x' },
    };
    const csp = contentSecurityPolicy(remoteOrigins(config), config, {});
    assert.equal(csp.match(/https:\/\/a\.example/g)?.length, 5);
    assert.match(
      csp,
      /frame-src 'self' https:\/\/www\.youtube\.com .*https:\/\/www\.sibling\.example/,
    );
    assert.match(csp, /script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    assert.doesNotMatch(csp, /javascript:/);
    assert.doesNotMatch(
      csp.split(';').find((d) => d.includes('script-src')),
      /unsafe/,
    );
  });

  it('BAEUM_CSP_SCRIPT_HOSTS replaces the tag hosts, https only', () => {
    assert.deepEqual(
      tagHosts({ BAEUM_CSP_SCRIPT_HOSTS: 'https://tags.example/x, http://plain.example' }),
      ['https://tags.example'],
    );
    assert.deepEqual(tagHosts({ BAEUM_CSP_SCRIPT_HOSTS: '' }), []);
  });
});

describe('route-aware preload hints in index.html', () => {
  it("names the page's owning remote's entry and route chunks; other pages and other roots name none", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-hints-'));
    const dist = path.join(dir, 'dist');
    fs.mkdirSync(dist);
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script id="baeum-config" type="application/json">__BAEUM_CONFIG__</script></head><body></body></html>',
    );
    fs.writeFileSync(
      path.join(dist, 'route-table.json'),
      JSON.stringify({ routes: [{ pattern: '/class/:classId/*', remote: 'mfe_class' }] }),
    );
    const remote = Fastify();
    remote.get('/mf-manifest.json', async () => ({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './Routes', assets: { js: { sync: ['routes.1a2b.js'] }, css: { sync: [] } } },
      ],
    }));
    await remote.listen({ port: 0, host: '127.0.0.1' });
    const remoteBase = `http://127.0.0.1:${remote.server.address().port}`;
    const configFile = path.join(dir, 'runtime.json');
    fs.writeFileSync(
      configFile,
      JSON.stringify({ remotes: { mfe_class: `${remoteBase}/mf-manifest.json` } }),
    );
    const saved = process.env.BAEUM_RUNTIME_CONFIG;
    process.env.BAEUM_RUNTIME_CONFIG = configFile;
    const shell = await serveStatic({ root: dist, port: 0, quiet: true });
    try {
      const shellBase = `http://127.0.0.1:${shell.address().port}`;
      const page = await (await fetch(`${shellBase}/class/1/review`)).text();
      assert.ok(
        page.includes(`<link rel="preload" as="script" href="${remoteBase}/remoteEntry.js">`),
      );
      assert.ok(
        page.includes(`<link rel="preload" as="script" href="${remoteBase}/routes.1a2b.js">`),
      );
      assert.ok(page.indexOf('rel="preload"') < page.indexOf('</head>'));
      assert.doesNotMatch(await (await fetch(`${shellBase}/community`)).text(), /rel="preload"/);
      // A remote's own server (no route table) never adds hints.
      assert.doesNotMatch(await (await fetch(`${base}/class/1`)).text(), /rel="preload"/);
    } finally {
      if (saved === undefined) delete process.env.BAEUM_RUNTIME_CONFIG;
      else process.env.BAEUM_RUNTIME_CONFIG = saved;
      shell.closeAllConnections();
      await new Promise((r) => shell.close(() => r()));
      await remote.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the shell's first frame in index.html", () => {
  it('puts the header frame into #root and its style into <head>, except in the app’s web view', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-frame-'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      // Minified, as the build writes it (attribute quotes dropped).
      '<!doctype html><html><head></head><body><div id=root></div></body></html>',
    );
    fs.writeFileSync(
      path.join(dir, 'boot-frame.html'),
      '<style>.boot-frame{height:56px}</style>\n<div class="boot-frame" aria-hidden="true"></div>\n',
    );
    const shell = await serveStatic({ root: dir, port: 0, quiet: true });
    try {
      const url = `http://127.0.0.1:${shell.address().port}/community`;
      const page = await (await fetch(url)).text();
      assert.match(page, /<style>\.boot-frame\{height:56px\}<\/style><\/head>/);
      assert.match(page, /<div id=root><div class="boot-frame" aria-hidden="true"><\/div><\/div>/);
      const inApp = await (
        await fetch(url, { headers: { 'user-agent': 'Mozilla/5.0 (iPhone) BaeumApp/220 (iOS)' } })
      ).text();
      assert.doesNotMatch(inApp, /boot-frame/);
      assert.match(inApp, /<div id=root><\/div>/);
    } finally {
      shell.closeAllConnections();
      await new Promise((r) => shell.close(() => r()));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('knows the app by the marker the front end reads (shared/src/utils/userAgent.ts)', () => {
    const source = fs.readFileSync(
      new URL('../../shared/src/utils/userAgent.ts', import.meta.url),
      'utf8',
    );
    const marker = /APP_UA_MARKER = '([^']+)'/.exec(source)?.[1];
    assert.ok(marker);
    assert.ok(APP_UA_PATTERN.test(`Mozilla/5.0 ${marker}/215 (Android)`));
    assert.ok(!APP_UA_PATTERN.test('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1'));
  });
});

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
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head></head><body><div id=root></div></body></html>',
    );
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
      `exports.renderPage = async (request) => {
        globalThis.__firstScreenCalls.push(request);
        if (request.url.includes('fail')) throw new Error('API down');
        if (request.url.includes('none')) return null;
        if (request.credentials) return { html: '<main><h1>수업 알림</h1></main>', owner: 'mfe_class',
          state: { queries: [] }, member: { user_id: 7, user_name: '</script>' } };
        return { html: '<main><h1>커뮤니티</h1></main>', owner: 'mfe_community',
          state: { queries: [{ queryKey: ['feed'], state: { data: '</script><script>alert(1)</script>' } }] } };
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
    assert.deepEqual(calls.at(-1), {
      url: '/community',
      userAgent: 'Mozilla/5.0 (iPhone)',
      apiUrl: 'http://127.0.0.1:9',
      timeoutMs: 800,
      credentials: null,
      remotes: runtimeConfig().remotes,
    });
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
      assert.match(page, /<div id=root><div class="boot-frame"/, pathname);
      assert.doesNotMatch(page, /baeum-first-screen/, pathname);
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import {
  NGINX,
  NGINX_SHELL as SHELL,
  NGINX_SITES as SITES,
  startNginxDeployment,
  type NginxDeployment,
} from '../support/nginx';
import { COACH, apiLogin } from '../support/session';

// The production deployment (deploy/nginx/, set up by e2e/support/nginx.ts): Debian's nginx
// serves each package's dist/ as its own site, proxies /_api to the API of this run and the pages
// to the shell's render server, micro-caching a visitor's drawing. The platform checks run
// against it: composition, one React, the session, the cache policy, the CSP (no violation on any
// page), paths that climb out, and the drawn page. A remote deployed alone behind it:
// nginx-redeploy-remote.spec.ts.

const ROOT = path.resolve(__dirname, '../..');

let deployment: NginxDeployment | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.skip(!NGINX, 'nginx is not installed (npm test installs Debian’s nginx)');
  deployment = await startNginxDeployment();
});

test.afterAll(() => deployment?.stop());

/** Fails the test on any console error, page error or CSP violation. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return problems;
}

test('every remote renders its route through the shell on nginx, under the CSP', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const reactDom = new Set<string>();
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js') || !res.ok()) return;
    const body = await res.text().catch(() => '');
    if (body.includes('__reactContainer$')) reactDom.add(res.url());
  });
  for (const site of SITES.filter((s) => s.page)) {
    const manifest = page.waitForResponse(`http://localhost:${site.port}/mf-manifest.json`);
    await page.goto(`${SHELL}${site.page}`);
    expect((await manifest).ok()).toBe(true);
    await expect(page.getByRole('banner').getByRole('link', { name: '홈' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  }
  expect([...reactDom]).toHaveLength(1);
  expect([...reactDom][0]).toContain('localhost:3100/');
  expect(problems).toEqual([]);
});

test('a signed-in coach reaches the studio through the /_api proxy; the token leaves the address bar', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const token = await apiLogin(COACH);
  await page.goto(`${SHELL}/studio?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('banner').getByRole('link', { name: /마이페이지/ })).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);
  await expect(page.getByRole('main').getByRole('link', { name: /로그인/ })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('hashed chunks are immutable; the page, remoteEntry.js and the manifest revalidate by ETag', async ({
  request,
}) => {
  const manifest = await request.get('http://localhost:3103/mf-manifest.json');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const etag = manifest.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await request.get('http://localhost:3103/mf-manifest.json', {
    headers: { 'if-none-match': etag! },
  });
  expect(again.status()).toBe(304);

  const entry = await request.get('http://localhost:3103/remoteEntry.js');
  expect(entry.headers()['cache-control']).toBe('no-cache');
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  expect(entry.headers()['content-encoding']).toBe('gzip');

  const chunk = fs
    .readdirSync(path.join(ROOT, 'mfe-class/dist'))
    .find((f) => /\.[0-9a-f]{8}\.js$/.test(f));
  const hashed = await request.get(`http://localhost:3103/${chunk}`);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // A visitor's drawing: a few seconds in a shared cache, never in the browser.
  const page = await request.get(`${SHELL}/class/1`);
  expect(page.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
  expect(page.headers()['content-security-policy']).toContain("object-src 'none'");
  const html = await page.text();
  expect(html).toContain('"mfe_class":"http://localhost:3103/mf-manifest.json"');
  const pageAgain = await request.get(`${SHELL}/class/1`, {
    headers: { 'if-none-match': page.headers()['etag']! },
  });
  expect(pageAgain.status()).toBe(304);
  expect((await request.get(`${SHELL}/nothing.js`)).status()).toBe(404);
});

test('paths that climb out of a site are not found', async () => {
  const http = await import('node:http');
  const rawGet = (port: number, rawPath: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });
  for (const port of [3100, 3103]) {
    for (const attempt of [
      '/..%2Fdist-mono/main.js',
      '/%2e%2e/',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%5cmain.js',
    ]) {
      const res = await rawGet(port, attempt);
      expect(res.status, `${port}${attempt}`).toBe(404);
      expect(res.body).not.toContain('root:');
    }
  }
});

test('a page comes through nginx drawn: its markup is in #root before any script runs', async ({
  request,
  browser,
}) => {
  const res = await request.get(`${SHELL}/class/1`);
  expect(res.ok()).toBe(true);
  const html = await res.text();
  expect(html).toMatch(/<div id="root"[^>]*><[a-z]/);
  expect(html).toContain('id="baeum-first-screen"');
  // With scripts off, the page is what the render server drew: the class's heading and the header.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${SHELL}/community`);
    await expect(page.locator('#root main')).toBeVisible();
    await expect(page.locator('#root h1, #root h2').first()).toBeVisible();
    await expect(page.locator('#root a[href="/"]').first()).toBeAttached();
  } finally {
    await context.close();
  }
});

test("a visitor's drawing is micro-cached (the second request is a HIT); a member's never comes from the cache", async ({
  request,
}) => {
  const url = `${SHELL}/community?cache=${Date.now()}`;
  const first = await request.get(url);
  expect(first.headers()['x-cache-status']).toBe('MISS');
  const second = await request.get(url);
  expect(second.headers()['x-cache-status']).toBe('HIT');
  expect(await second.text()).toBe(await first.text());
  const asMember: Array<{ url: string; headers?: Record<string, string> }> = [
    { url: `${url}&token=abc` },
    { url: `${url}&hash=abc` },
    { url, headers: { 'user-agent': 'Mozilla/5.0 (iPhone) BaeumApp/220 (iOS)' } },
    { url, headers: { cookie: 'baeum_session=s.1.x' } },
  ];
  for (const ask of asMember) {
    const res = await request.get(ask.url, { headers: ask.headers });
    expect(res.headers()['x-cache-status'], JSON.stringify(ask)).toBe('BYPASS');
    expect(res.headers()['cache-control'], JSON.stringify(ask)).not.toContain('public');
  }
  // … nor fills it: the visitor still gets the visitor's drawing.
  expect((await request.get(url)).headers()['x-cache-status']).toBe('HIT');
});

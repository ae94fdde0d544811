import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { API_URL } from '../support/env';
import { COACH, apiLogin } from '../support/session';

// The production deployment without Node (deploy/nginx/): Debian's nginx serves each package's
// dist/ as its own site (the shell on :3100, the remotes on :3101–:3105) and proxies /_api to the
// API of this run. The platform checks run against it: composition, one React, the session,
// the cache policy, the CSP (no violation on any page) and paths that climb out.

const ROOT = path.resolve(__dirname, '../..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const SHELL = 'http://localhost:3100';
const SITES = [
  { name: 'shell', pkg: 'shell', port: 3100 },
  { name: 'mfe_search', pkg: 'mfe-search', port: 3101, page: '/' },
  { name: 'mfe_community', pkg: 'mfe-community', port: 3102, page: '/community' },
  { name: 'mfe_class', pkg: 'mfe-class', port: 3103, page: '/class/1' },
  { name: 'mfe_studio', pkg: 'mfe-studio', port: 3104, page: '/studio' },
  { name: 'mfe_account', pkg: 'mfe-account', port: 3105, page: '/notices' },
];

let dir = '';
const nginxArgs = () => [
  '-p',
  dir,
  '-c',
  path.join(dir, 'nginx.conf'),
  '-e',
  path.join(dir, 'error.log'),
];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.skip(!NGINX, 'nginx is not installed (npm test installs Debian’s nginx)');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-nginx-'));
  // Started as root, nginx's workers run as nobody: they must be able to read the page.
  fs.chmodSync(dir, 0o755);
  const sites = {
    api: API_URL,
    sites: Object.fromEntries(
      SITES.map((s) => [
        s.name,
        {
          listen: `127.0.0.1:${s.port}`,
          server_name: 'localhost',
          root: path.join(ROOT, s.pkg, 'dist'),
          url: `http://localhost:${s.port}`,
        },
      ]),
    ),
  };
  fs.writeFileSync(path.join(dir, 'sites.json'), JSON.stringify(sites));
  const rendered = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'deploy/nginx/render.mjs'),
      '--sites',
      path.join(dir, 'sites.json'),
      '--out',
      dir,
    ],
    { encoding: 'utf8' },
  );
  expect(rendered.status, rendered.stderr).toBe(0);
  const started = spawnSync(NGINX!, nginxArgs(), { encoding: 'utf8' });
  expect(started.status, started.stderr).toBe(0);
});

test.afterAll(() => {
  if (!NGINX || !dir) return;
  spawnSync(NGINX, [...nginxArgs(), '-s', 'quit']);
  fs.rmSync(dir, { recursive: true, force: true });
});

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

  const page = await request.get(`${SHELL}/class/1`);
  expect(page.headers()['cache-control']).toBe('no-cache');
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

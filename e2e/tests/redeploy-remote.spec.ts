// Issue #39: the server render stays federated. mfe-class is deployed alone with a changed
// heading (its own server restarted, the shell's render server untouched): the next drawing of
// /class/1 carries the new heading in the HTML before any script, and the browser hydrates it
// without a redraw, because the render server loads each remote's server container from the
// same remotes map as the browser and swaps in a new deployment by itself (shell README,
// "Server render").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test, type APIRequestContext } from '../support/test';
import { clearRemoteOverrides, setRemoteOverrides } from '../support/runtimeConfig';
import { closeServer, serveDist } from '../support/servers';

const ROOT = path.resolve(__dirname, '../..');
const CLASS_PKG = path.join(ROOT, 'mfe-class');
/** A test-owned mfe-class server, restarted to deploy a new build. */
const PORT = 3713;
const OLD_HEADING = '클래스 소개';
const NEW_HEADING = '이 클래스를 소개해요';

let work = '';
let server: Server | undefined;

test.describe.configure({ mode: 'serial' });

/** mfe-class as its team would change it: the 클래스 소개 heading reworded, built into its own dist. */
function buildChangedClass(): string {
  const copy = path.join(work, 'mfe-class');
  fs.mkdirSync(copy);
  for (const entry of ['src', 'webpack.config.cjs', 'package.json', 'tsconfig.json']) {
    if (fs.existsSync(path.join(CLASS_PKG, entry)))
      fs.cpSync(path.join(CLASS_PKG, entry), path.join(copy, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(CLASS_PKG, 'node_modules'), path.join(copy, 'node_modules'));
  const messages = path.join(copy, 'src/messages.ts');
  const source = fs.readFileSync(messages, 'utf8');
  const changed = source.replace(`title: '${OLD_HEADING}',`, `title: '${NEW_HEADING}',`);
  expect(changed, 'the heading to change is in mfe-class/src/messages.ts').not.toBe(source);
  fs.writeFileSync(messages, changed);
  const webpack = path.join(CLASS_PKG, 'node_modules/webpack/bin/webpack.js');
  for (const args of [
    ['--mode', 'production'],
    ['--env', 'server'],
  ]) {
    const built = spawnSync(process.execPath, [webpack, ...args], { cwd: copy, encoding: 'utf8' });
    expect(built.status, built.stdout + built.stderr).toBe(0);
  }
  return path.join(copy, 'dist');
}

test.beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-redeploy-'));
  // mfe-class as deployed today, on a server this test can restart.
  server = await serveDist(path.join(CLASS_PKG, 'dist'), PORT);
  setRemoteOverrides({ mfe_class: `http://localhost:${PORT}/mf-manifest.json` });
});

test.afterAll(async () => {
  clearRemoteOverrides();
  if (server) await closeServer(server);
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** The HTML of /class/1 as the shell's server sends it, before any script. */
async function drawnHeadings(request: APIRequestContext) {
  const html = await (await request.get('/class/1')).text();
  const root = /<div id="root"[^>]*>([\s\S]*?)<script id="baeum-first-screen"/.exec(html)?.[1];
  return [...(root ?? '').matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
}

test('a remote deployed alone is drawn by the shell’s server from its new code, and hydrates', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  await expect.poll(() => drawnHeadings(request), { timeout: 30_000 }).toContain(OLD_HEADING);

  const dist = buildChangedClass();
  // The deployment: mfe-class's own server goes down and comes back with the new build.
  await closeServer(server!);
  server = await serveDist(dist, PORT);

  // The shell's render server was not touched: it notices the new manifest by itself.
  await expect
    .poll(() => drawnHeadings(request), { timeout: 30_000, intervals: [500] })
    .toContain(NEW_HEADING);
  expect(await drawnHeadings(request)).not.toContain(OLD_HEADING);

  // The browser gets the same new build from the same map: it adopts the drawing as it is.
  const redrawn: string[] = [];
  page.on('console', (m) => {
    if (/first screen redrawn|#418|Hydration/i.test(m.text())) redrawn.push(m.text());
  });
  await page.goto('/class/1');
  // The app has the page: the drawn buttons that waited for it are its own again.
  await expect(page.locator('[data-awaits-app]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: NEW_HEADING, level: 2 })).toBeVisible();
  expect(redrawn).toEqual([]);
});

// Version skew (shell README, "When a remote's server and browser builds differ"): the folder
// holds the new server container beside the old browser build (a half-finished upload). The
// drawing carries the new heading; the browser's old code hydrates, finds its own text, and
// React redraws that part (the shell logs `[shell] first screen redrawn`): the reader gets the
// browser build's page, whole and working, never a broken one.
test('a server build that differs from the browser build is redrawn by the browser, and the page works', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const skewed = path.join(work, 'skewed');
  fs.cpSync(path.join(CLASS_PKG, 'dist'), skewed, { recursive: true });
  fs.rmSync(path.join(skewed, 'server'), { recursive: true, force: true });
  fs.cpSync(path.join(work, 'mfe-class/dist/server'), path.join(skewed, 'server'), {
    recursive: true,
  });
  await closeServer(server!);
  server = await serveDist(skewed, PORT);
  await expect
    .poll(() => drawnHeadings(request), { timeout: 30_000, intervals: [500] })
    .toContain(NEW_HEADING);

  const redrawn: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('[shell] first screen redrawn')) redrawn.push(m.text());
  });
  await page.goto('/class/1');
  await expect(page.getByRole('heading', { name: OLD_HEADING, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: NEW_HEADING })).toHaveCount(0);
  await expect.poll(() => redrawn.length).toBeGreaterThan(0);
  // The page is the app's: its buttons work.
  await page.getByRole('button', { name: '공유하기' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

// Issue #39: the server render stays federated. mfe-class is deployed alone with a changed
// heading (its own server restarted, the shell's render server untouched): the next drawing of
// /class/1 carries the new heading in the HTML before any script, and the browser hydrates it
// without a redraw, because the render server loads each remote's server container from the
// same remotes map as the browser and swaps in a new deployment by itself (shell README,
// "Server render").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test } from '../support/test';
import { clearRemoteOverrides, setRemoteOverrides } from '../support/runtimeConfig';
import { closeServer, serveDist } from '../support/servers';
import {
  CLASS_PKG,
  NEW_HEADING,
  OLD_HEADING,
  buildChangedClass,
  drawnHeadings,
  expectAdoptedWithNewHeading,
} from '../support/redeployClass';

/** A test-owned mfe-class server, restarted to deploy a new build. */
const PORT = 3713;

let work = '';
let server: Server | undefined;

test.describe.configure({ mode: 'serial' });

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

test('a remote deployed alone is drawn by the shell’s server from its new code, and hydrates', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  await expect.poll(() => drawnHeadings(request), { timeout: 30_000 }).toContain(OLD_HEADING);

  const dist = buildChangedClass(work);
  // The deployment: mfe-class's own server goes down and comes back with the new build.
  await closeServer(server!);
  server = await serveDist(dist, PORT);

  // The shell's render server was not touched: it notices the new manifest by itself.
  await expect
    .poll(() => drawnHeadings(request), { timeout: 30_000, intervals: [500] })
    .toContain(NEW_HEADING);
  expect(await drawnHeadings(request)).not.toContain(OLD_HEADING);

  // The browser gets the same new build from the same map: it adopts the drawing as it is.
  await expectAdoptedWithNewHeading(page);
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

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test } from '../support/test';
import { clearRemoteOverrides, setRemoteOverrides } from '../support/runtimeConfig';
import { closeServer, serveDist } from '../support/servers';
import { COACH, signInWithStoredToken } from '../support/session';

// The @baeum/shared skew rule (README, "When a remote needs a newer @baeum/shared"): a remote
// built against a newer minor than the shell provides — here mfe-studio's federation setup
// with one export the shell's copy lacks (e2e/fixtures/shared-skew) — does not run against the
// older copy: it fails into its own slot with 다시 시도, and the rest of the site keeps working.

const ROOT = path.resolve(__dirname, '../..');
const PORT = 3714;
let out = '';
let server: Server | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The fixture's build (about half a minute) belongs to this hook.
  test.setTimeout(300_000);
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-shared-skew-'));
  const studio = path.join(ROOT, 'mfe-studio');
  const built = spawnSync(
    process.execPath,
    [
      path.join(studio, 'node_modules/webpack/bin/webpack.js'),
      '--config',
      path.join(ROOT, 'e2e/fixtures/shared-skew/webpack.config.cjs'),
      '--mode',
      'production',
      '--env',
      `out=${out}`,
    ],
    { cwd: studio, encoding: 'utf8' },
  );
  expect(built.status, built.stdout + built.stderr).toBe(0);
  server = await serveDist(out, PORT);
});

test.afterAll(async () => {
  clearRemoteOverrides();
  if (server) await closeServer(server);
  if (out) fs.rmSync(out, { recursive: true, force: true });
});

test('a remote that needs a newer @baeum/shared minor fails into its slot on the older shell', async ({
  page,
  request,
  consoleGuard,
}) => {
  // The remote's code meets the older copy without the new export: its slot's error boundary
  // catches that (and the shell reports it), which is what this test is about.
  consoleGuard.allow(
    /TypeError: Cannot read properties of undefined \(reading 'addedInNextMinor'\)/,
  );
  const shellShared = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8'))
    .version as string;
  const manifest = (await (
    await request.get(`http://localhost:${PORT}/mf-manifest.json`)
  ).json()) as {
    shared: Array<{ name: string; version: string; requiredVersion: string }>;
  };
  const needed = manifest.shared.find((s) => s.name === '@baeum/shared')!;
  // Built against the next minor, and requiring it.
  expect(needed.version).not.toBe(shellShared);
  expect(needed.requiredVersion).toBe(`^${needed.version}`);

  const logged: string[] = [];
  page.on('console', (msg) => logged.push(msg.text()));
  setRemoteOverrides({ mfe_studio: `http://localhost:${PORT}/mf-manifest.json` });
  await signInWithStoredToken(page, COACH);
  await page.goto('/studio');
  const main = page.getByRole('main');
  await expect(main.getByText('이 영역을 불러오지 못했어요')).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole('button', { name: '다시 시도' })).toBeVisible();
  // The new export never ran against the old copy.
  await expect(page.getByText('added-in-next-minor')).toHaveCount(0);
  console.log(logged.join('\n'));

  // The shell and the other remotes keep working.
  await page.getByRole('banner').getByRole('link', { name: '커뮤니티' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(main.getByRole('button', { name: '다시 시도' })).toHaveCount(0);

  // Pointing the map back at the remote built with the shell's minor mends it on reload.
  clearRemoteOverrides();
  await page.goto('/studio');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(main.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
});

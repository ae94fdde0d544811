// The servers Playwright runs against: production builds of every front-end package (built
// if stale), served as `pnpm start` serves them, and the reference API on a fresh database in
// a temp folder, with a short SMS code expiry so the expired-code journey takes seconds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { API_PORT, FRONTENDS, ROOT, buildStale } from './packages.mjs';
import { serveStatic } from '@baeum/shell/server/serve.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-e2e-db-'));
if (process.env.BAEUM_RUNTIME_CONFIG) fs.writeFileSync(process.env.BAEUM_RUNTIME_CONFIG, '{}');

buildStale(FRONTENDS.map((f) => f.pkg));

const api = spawn(process.execPath, ['src/main.ts'], {
  cwd: path.join(ROOT, 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(API_PORT),
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    SMS_CODE_TTL_MS: process.env.SMS_CODE_TTL_MS || '4000',
    // The reset journey signs a member up and asks for a reset code at once: the per-phone
    // interval between codes (tested in api/test/sms and passwordReset) is not what it tests.
    SMS_MIN_INTERVAL_MS: process.env.SMS_MIN_INTERVAL_MS || '0',
    NODE_ENV: 'test',
    // The journeys read SMS codes and tracking records through the development routes.
    ENABLE_DEV_ROUTES: '1',
    // Behind the shell server's /_api proxy on loopback.
    TRUST_PROXY: 'loopback',
    // Every journey comes from 127.0.0.1: the per-client SMS and password-reset limits (api
    // README "Limits", tested in api/test/limits.test.ts) would count all runs as one person.
    LIMIT_SMS_CLIENT: '1000/1h',
    LIMIT_PHONE_CHECK_CLIENT: '1000/1h',
    LIMIT_RESET_CLIENT: '1000/1h',
    // All journeys sign in as the same few demo members.
    LIMIT_UPLOAD_USER: '1000/1h',
    // The anonymous writes' per-client limits (issue 45): every page view is a tracking record,
    // every easy-pay journey a test-provider form, all from one address.
    LIMIT_TRACKING_CLIENT: '100000/1m',
    LIMIT_STORE_REGISTER_CLIENT: '1000/1h',
    LIMIT_PG_TEST_CLIENT: '1000/1h',
  },
});
const stop = () => {
  api.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  console.error(`[e2e] api exited (${code})`);
  process.exit(1);
});

// The shell comes up last, after the API answers: Playwright waits on the shell's URL.
for (const { pkg, port } of [...FRONTENDS].reverse()) {
  if (pkg === 'shell') await waitForApi();
  await serveStatic({ root: path.join(ROOT, pkg, 'dist'), port, quiet: true });
}
console.log('[e2e] servers ready');

async function waitForApi() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${API_PORT}/xsrf`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not start');
}

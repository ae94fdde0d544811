// The reference API the bench measures against: started on a fresh database in a temp folder
// (as scripts/e2e-servers.mjs does), or reused when one already answers on the port; and what
// the bench asks it (the seeded categories, a demo member's token).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from '../../scripts/packages.mjs';
import { fetchText, portInUse, waitForHttp } from './http.mjs';

/** How long the API has to stop after SIGTERM before it is killed. */
const STOP_GRACE_MS = 10_000;

/**
 * Starts (or reuses) the API on `port`. Returns { api: 'started' | 'reused' | 'unavailable',
 * stop() }; `stop()` ends the child it started (SIGTERM, then SIGKILL) and removes its data.
 */
export async function startApi(port, notes) {
  const apiUrl = `http://127.0.0.1:${port}`;
  if (await portInUse(port)) {
    if (!(await waitForHttp(`${apiUrl}/xsrf`, 3000)))
      throw new Error(
        `port ${port} is taken by something that is not the reference API; stop it or use --port-offset=N`,
      );
    notes.push(`API: reusing the server already on :${port}.`);
    return { api: 'reused', stop: async () => {} };
  }
  if (!fs.existsSync(path.join(ROOT, 'api/src/main.ts'))) {
    notes.push(
      'API: api/src/main.ts does not exist yet; pages show their error states (bytes are still comparable).',
    );
    return { api: 'unavailable', stop: async () => {} };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-bench-db-'));
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: path.join(ROOT, 'api'),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      API_DATA_DIR: dataDir,
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  const stop = async () => {
    await endChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  if (await waitForHttp(`${apiUrl}/xsrf`, 180_000)) return { api: 'started', stop };
  notes.push(
    `API: did not answer on :${port} (${stderr.trim().split('\n').slice(-3).join(' | ') || 'no output'}); pages show their error states.`,
  );
  await stop();
  return { api: 'unavailable', stop: async () => {} };
}

/**
 * Ends a child process and lets go of it: SIGTERM, SIGKILL when it has not exited after the
 * grace time, then its pipes closed (an open pipe alone keeps the bench's process alive).
 */
export async function endChild(child, graceMs = STOP_GRACE_MS) {
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const waitExit = (ms) =>
    new Promise((resolve) => {
      if (exited()) return resolve(true);
      const timer = setTimeout(() => resolve(false), ms);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  if (!exited()) {
    child.kill('SIGTERM');
    if (!(await waitExit(graceMs))) {
      child.kill('SIGKILL');
      await waitExit(graceMs);
    }
  }
  for (const stream of [child.stdin, child.stdout, child.stderr]) stream?.destroy();
}

/** The seeded category ids, from the API (GET /category); [] when the API is not there. */
export async function categoryIds(apiPort) {
  try {
    const body = JSON.parse(await fetchText(`http://127.0.0.1:${apiPort}/category`));
    const ids = [];
    const walk = (v) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        const id = v.categoryId ?? v.id;
        if (typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)))
          ids.push(Number(id));
        else Object.values(v).forEach(walk);
      }
    };
    walk(body);
    return ids;
  } catch {
    return [];
  }
}

/**
 * A demo member's token from the API's log-in (GET /xsrf, then POST /login/Auth, as the site's
 * log-in form does); null when the API is not there or refuses.
 * @param {number} apiPort
 * @param {{ phone: string, password: string }} account
 */
export async function memberToken(apiPort, account) {
  try {
    const api = `http://127.0.0.1:${apiPort}`;
    const xsrf = await fetch(`${api}/xsrf`, { signal: AbortSignal.timeout(5000) });
    const cookie = (xsrf.headers.get('set-cookie') || '').split(';')[0] || '';
    const res = await fetch(`${api}/login/Auth`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
        'x-xsrf-token': cookie.split('=')[1] || '',
      },
      body: new URLSearchParams({ user_id: account.phone, passwd: account.password }).toString(),
      signal: AbortSignal.timeout(5000),
    });
    const body = await res.json();
    return typeof body?.data?.token === 'string' ? body.data.token : null;
  } catch {
    return null;
  }
}

// Issue 33, item 1: the API's per-client limits hold behind our own static server, set up as
// `pnpm start` sets it up: shell/server/serve.mjs proxies /_api to the API, which trusts exactly that
// hop (TRUST_PROXY=loopback). The proxy must hand on the socket's peer, never the
// X-Forwarded-For the client wrote. Two loopback addresses are two visitors.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from './serve.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

// The API's defaults (api/src/config.ts): 5 wrong passwords per phone per client, then 429.
const PER_CLIENT = 5;
const learner = { phone: '010-1234-5678', password: 'baeum1234!' };
const coach = { phone: '010-9876-5432', password: 'coach1234!' };

let api;
let site;
let siteBase;
let dataDir;
let xsrf;

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-proxy-db-'));
  const port = await freePort();
  api = spawn(process.execPath, ['src/main.ts'], {
    cwd: path.join(ROOT, 'api'),
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'loopback',
      LOGIN_SLOW_DELAY_MS: '50',
    },
  });
  const apiUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${apiUrl}/xsrf`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const root = path.join(dataDir, 'site');
  fs.mkdirSync(root);
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>배움</title>');
  site = await serveStatic({ root, port: 0, apiUrl, quiet: true });
  siteBase = `http://127.0.0.1:${site.address().port}`;
  // A visitor's XSRF pair, as the browser gets it: the cookie the API hands out, echoed back.
  const res = await fetch(`${siteBase}/_api/xsrf`);
  xsrf = /XSRF-TOKEN=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))?.[1];
  assert.ok(xsrf, 'the API hands out an XSRF cookie');
});

after(async () => {
  site?.closeAllConnections();
  await new Promise((r) => (site ? site.close(() => r()) : r()));
  api?.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A log-in try through the site's /_api from `localAddress`, with extra headers; its status. */
function logIn(localAddress, who, passwd, headers = {}) {
  const body = new URLSearchParams({ user_id: who.phone, passwd }).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${siteBase}/_api/login/Auth`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('per-client limits through shell/server/serve.mjs', () => {
  it('a forged X-Forwarded-For on every request does not buy a new budget', async () => {
    const answers = [];
    for (let i = 1; i <= PER_CLIENT + 3; i++) {
      answers.push(
        await logIn('127.0.0.2', learner, 'wrong-password1', {
          'x-forwarded-for': `203.0.113.${i}`,
        }),
      );
    }
    assert.ok(
      answers.slice(0, PER_CLIENT).every((s) => s !== 429),
      answers.join(),
    );
    assert.deepEqual(answers.slice(PER_CLIENT), [429, 429, 429]);
  });

  it('two visitors keep budgets of their own, and the owner logs in', async () => {
    for (let i = 0; i < PER_CLIENT; i++) await logIn('127.0.0.3', coach, 'wrong-password1');
    assert.equal(await logIn('127.0.0.3', coach, 'wrong-password1'), 429);
    assert.notEqual(await logIn('127.0.0.5', coach, 'wrong-password1'), 429);
    assert.equal(await logIn('127.0.0.4', coach, coach.password), 200);
  });
});

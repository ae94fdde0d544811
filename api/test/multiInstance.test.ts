// More than one machine (issue 17): two API instances (separate processes) on one PostgreSQL
// behind Debian's nginx with a round-robin upstream. A log-out through one is a log-out on the
// other, the wrong-password and SMS limits count across both, and a photo uploaded through one is
// served by the other. Runs in the PostgreSQL run (`pnpm --filter @baeum/api test:pg`); skipped,
// saying why, when there is no PostgreSQL (DATABASE_URL) or no nginx.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLimits } from '../src/config.ts';
import { Client, DEMO, freshPostgres, freePort } from './helpers.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) =>
  existsSync(p),
);
const skip = !process.env.DATABASE_URL
  ? 'needs PostgreSQL: runs in `pnpm --filter @baeum/api test:pg` (DATABASE_URL is not set)'
  : !NGINX
    ? 'needs nginx (Debian package `nginx`; `pnpm test` installs it): not found'
    : false;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Proc {
  child: ChildProcess;
  output: string;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Proc {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const proc: Proc = { child, output: '' };
  child.stdout!.on('data', (c: Buffer) => (proc.output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (proc.output += c.toString()));
  return proc;
}

async function stop(proc: Proc | undefined): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function waitUp(url: string, proc: Proc, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${what} exited:\n${proc.output}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not start:\n${proc.output}`);
}

/** How many requests for exactly `url` an instance has logged (Fastify's "incoming request"). */
function served(proc: Proc, url: string): number {
  const needle = `"url":${JSON.stringify(url)}`;
  return proc.output.split('\n').filter((l) => l.includes('incoming request') && l.includes(needle))
    .length;
}

/** Waits until the instances' logs show `total` requests for `url` (logs arrive through pipes). */
async function servedBoth(a: Proc, b: Proc, url: string, total: number) {
  const deadline = Date.now() + 10_000;
  while (served(a, url) + served(b, url) < total && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  return [served(a, url), served(b, url)] as const;
}

describe('two API instances behind nginx (round-robin) on one PostgreSQL', { skip }, () => {
  let dir: string;
  let drop: () => Promise<void> = async () => {};
  let a: Proc;
  let b: Proc;
  let nginx: Proc;
  let baseA: string;
  let baseB: string;
  let baseLb: string;

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'baeum-lb-'));
    const fresh = await freshPostgres(process.env.DATABASE_URL!);
    await fresh.db.close();
    drop = fresh.drop;
    const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
    baseA = `http://127.0.0.1:${portA}`;
    baseB = `http://127.0.0.1:${portB}`;
    baseLb = `http://127.0.0.1:${portLb}`;
    const shared = {
      ...process.env,
      DATABASE_URL: fresh.url,
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      // Every instance must sign and check tokens with the same secret (a deployment sets it).
      TOKEN_SECRET: randomBytes(32).toString('base64url'),
      // Uploaded files live where every instance reads them.
      UPLOAD_DIR: path.join(dir, 'uploads'),
    };
    a = start(process.execPath, ['src/main.ts'], { ...shared, PORT: String(portA) }, apiRoot);
    b = start(process.execPath, ['src/main.ts'], { ...shared, PORT: String(portB) }, apiRoot);
    await Promise.all([waitUp(baseA, a, 'API instance A'), waitUp(baseB, b, 'API instance B')]);

    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
    for (const t of temp) mkdirSync(path.join(dir, t));
    const asRoot = process.getuid?.() === 0;
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `${asRoot ? `user ${os.userInfo().username};\n` : ''}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_max_body_size 10m;
  client_body_buffer_size 10m;
  ${temp.map((t) => `${t}_temp_path ${dir}/${t};`).join('\n  ')}
  upstream api {
    server 127.0.0.1:${portA};
    server 127.0.0.1:${portB};
  }
  server {
    listen 127.0.0.1:${portLb};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream off;
    }
  }
}
`,
    );
    nginx = start(
      NGINX!,
      ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
      process.env,
      dir,
    );
    await waitUp(baseLb, nginx, 'nginx');
  });

  after(async () => {
    await stop(nginx);
    await Promise.all([stop(a), stop(b)]);
    await drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('nginx sends requests to both instances in turn', async () => {
    const lb = new Client(baseLb);
    for (let i = 0; i < 10; i++) assert.equal((await lb.get('/health?probe=rr')).status, 200);
    const [byA, byB] = await servedBoth(a, b, '/health?probe=rr', 10);
    assert.deepEqual([byA, byB], [5, 5]);
  });

  it('log in through one, log out through it: the token, hash and cookie are refused through the other', async () => {
    const one = new Client(baseA);
    const login = await one.form('/login/Auth', {
      user_id: '010-1234-5678',
      passwd: DEMO.learner.password,
    });
    assert.equal(login.status, 200);
    const { token, hash } = login.body.data as { token: string; hash: string };
    const cookie = one.cookies.get('baeum_session')!;
    const other = () => new Client(baseB);
    const onB = async () => {
      const bearer = other();
      bearer.token = token;
      const withCookie = other();
      withCookie.cookies.set('baeum_session', cookie);
      return [
        (await bearer.get('/new/user/me')).status,
        (await other().get('/new/user/me', { query: { hash } })).status,
        (await withCookie.get('/new/auth/token')).body.data?.token ? 'token' : 'none',
      ];
    };
    assert.deepEqual(await onB(), [200, 200, 'token']);
    one.token = token;
    assert.equal((await one.post('/new/auth/logout')).status, 200);
    assert.deepEqual(await onB(), [470, 470, 'none']);
    // And through the load balancer, whichever instance answers.
    const lb = new Client(baseLb);
    lb.token = token;
    for (let i = 0; i < 4; i++) assert.equal((await lb.get('/new/user/me')).status, 470);
  });

  it('log in and log out through nginx: both instances refuse the token afterwards', async () => {
    const lb = new Client(baseLb);
    const login = await lb.form('/login/Auth', {
      user_id: '010-9876-5432',
      passwd: DEMO.coach.password,
    });
    assert.equal(login.status, 200);
    lb.token = login.body.data.token;
    assert.equal((await lb.post('/new/auth/logout')).status, 200);
    for (const base of [baseA, baseB]) {
      const c = new Client(base);
      c.token = login.body.data.token;
      assert.equal((await c.get('/new/user/me')).status, 470, base);
    }
  });

  it(`wrong passwords count across both: the ${defaultLimits.loginClientAccount.max + 1}th try is refused by either`, async () => {
    const lb = new Client(baseLb);
    const tryWrong = (c: Client) =>
      c.form('/login/Auth', { user_id: '010-6000-0090', passwd: 'wrong-password1' });
    for (let i = 0; i < defaultLimits.loginClientAccount.max; i++)
      assert.equal((await tryWrong(lb)).status, 401);
    const [byA, byB] = await servedBoth(a, b, '/login/Auth', defaultLimits.loginClientAccount.max);
    assert.ok(byA > 0 && byB > 0, `A ${byA}, B ${byB}`);
    assert.equal((await tryWrong(lb)).status, 429);
    assert.equal((await tryWrong(new Client(baseA))).status, 429);
    assert.equal((await tryWrong(new Client(baseB))).status, 429);
  });

  it(`SMS codes count across both: ${defaultLimits.smsClient.max} per client, then 429 from either`, async () => {
    const lb = new Client(baseLb);
    const send = (c: Client, i: number) =>
      c.form('/ajaxSendAuth', { phone: `010-7700-${String(i).padStart(4, '0')}` });
    for (let i = 0; i < defaultLimits.smsClient.max; i++)
      assert.equal((await send(lb, i)).status, 200);
    const [byA, byB] = await servedBoth(a, b, '/ajaxSendAuth', defaultLimits.smsClient.max);
    assert.ok(byA > 0 && byB > 0, `A ${byA}, B ${byB}`);
    assert.equal((await send(lb, 100)).status, 429);
    assert.equal((await send(new Client(baseA), 101)).status, 429);
    assert.equal((await send(new Client(baseB), 102)).status, 429);
  });

  it('a photo uploaded through one is served by the other (and through nginx)', async () => {
    const one = new Client(baseA);
    const login = await one.form('/login/Auth', {
      user_id: '010-6000-0091',
      passwd: 'seed1234!',
    });
    assert.equal(login.status, 200);
    one.token = login.body.data.token;
    const form = new FormData();
    form.append('photo', new Blob([PNG], { type: 'image/png' }), 'a.png');
    const upload = await one.request('POST', '/photo', undefined, { raw: form });
    assert.equal(upload.status, 200, upload.text);
    const url = (upload.body.data.photo_url as string).replace(/^\/_api/, '');
    for (const base of [baseB, baseLb, baseLb]) {
      const res = await fetch(`${base}${url}`);
      assert.equal(res.status, 200, base);
      assert.deepEqual(Buffer.from(await res.arrayBuffer()), PNG);
    }
  });
});

// Uploaded photos (issue 17, item 1): files in the upload store with only their metadata in the
// database, streamed back; nothing left behind by a refused upload; per-member and service-wide
// upload limits and a daily byte quota; and /health answers while 5 MB uploads run (its p99 is a
// row of the API bench, bench/uploadLoad.ts).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLimits } from '../src/config.ts';
import { healthUnderUploads } from '../bench/uploadLoad.ts';
import { DEMO, freshPostgres, isKoreanMessage, startTestApp, type TestApp } from './helpers.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function photo(bytes: Buffer = PNG, field = 'photo'): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: 'image/png' }), 'a.png');
  return form;
}

/** Every file under the upload directory (staged `.part` files included). */
function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe('photo uploads on disk', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({
      limits: {
        ...defaultLimits,
        uploadUser: { max: 4, windowMs: 60_000 },
        uploadGlobal: { max: 1000, windowMs: 60_000 },
      },
      uploadQuotaBytes: 100_000,
    });
  });
  after(() => t.close());

  it('writes the bytes to the upload directory, keeps metadata only, and streams them back', async () => {
    const c = t.as(60);
    const res = await c.request('POST', '/photo', undefined, { raw: photo() });
    assert.equal(res.status, 200, res.text);
    const id = String(res.body.data.photo_url).split('/').pop()!;
    assert.equal(res.body.data.size, PNG.length);

    const files = filesIn(t.config.uploadDir);
    assert.deepEqual(
      files.map((f) => path.basename(f)),
      [id],
    );
    assert.deepEqual(readFileSync(files[0]!), PNG);
    const [row] = await t.db.query<{ bytes: Uint8Array | null; size: number; mime: string }>(
      'SELECT bytes, size, mime FROM uploads WHERE id = $1',
      [id],
    );
    assert.deepEqual(row, { bytes: null, size: PNG.length, mime: 'image/png' });

    const img = await fetch(`${t.base}/images/uploads/${id}`);
    assert.equal(img.status, 200);
    assert.equal(img.headers.get('content-type'), 'image/png');
    assert.equal(img.headers.get('content-length'), String(PNG.length));
    assert.match(img.headers.get('cache-control') ?? '', /immutable/);
    assert.deepEqual(Buffer.from(await img.arrayBuffer()), PNG);
  });

  it('a refused upload leaves no file behind; a row without its file is a 404', async () => {
    const c = t.as(61);
    const before = filesIn(t.config.uploadDir).length;
    const svg = await c.request('POST', '/photo', undefined, {
      raw: photo(Buffer.from('<svg onload="alert(1)"></svg>')),
    });
    assert.equal(svg.status, 415);
    const big = await c.request('POST', '/photo', undefined, {
      raw: photo(Buffer.concat([PNG, Buffer.alloc(t.config.uploadLimit + 10)])),
    });
    assert.equal(big.status, 413);
    assert.ok(isKoreanMessage(big.body.message));
    assert.equal(filesIn(t.config.uploadDir).length, before);

    await t.db.query(
      "INSERT INTO uploads (id, user_id, mime, size) VALUES ('0123456789abcdef01234567', 61, 'image/png', 10)",
    );
    assert.equal((await fetch(`${t.base}/images/uploads/0123456789abcdef01234567`)).status, 404);
    assert.equal((await fetch(`${t.base}/images/uploads/..%2f..%2fetc`)).status, 400);
  });

  it('serves a photo stored in the database before the upload store', async () => {
    await t.db.query(
      "INSERT INTO uploads (id, user_id, mime, bytes, size) VALUES ('abcdefabcdefabcdefabcdef', 60, 'image/png', $1, $2)",
      [PNG, PNG.length],
    );
    const img = await fetch(`${t.base}/images/uploads/abcdefabcdefabcdefabcdef`);
    assert.equal(img.status, 200);
    assert.deepEqual(Buffer.from(await img.arrayBuffer()), PNG);
  });

  it('limits uploads per member (429 with Retry-After), not the other members', async () => {
    const c = t.as(62);
    for (let i = 0; i < 4; i++)
      assert.equal((await c.request('POST', '/photo', undefined, { raw: photo() })).status, 200);
    const over = await c.request('POST', '/photo', undefined, { raw: photo() });
    assert.equal(over.status, 429);
    assert.ok(Number(over.headers.get('retry-after')) > 0);
    assert.match(String(over.body.message), /사진을 너무 많이 올렸어요/);
    assert.equal(
      (await t.as(63).request('POST', '/photo', undefined, { raw: photo() })).status,
      200,
    );
  });

  it('holds a daily byte quota per member with a Korean message', async () => {
    const c = t.as(64);
    const chunk = Buffer.concat([PNG, Buffer.alloc(40_000)]);
    assert.equal((await c.request('POST', '/photo', undefined, { raw: photo(chunk) })).status, 200);
    assert.equal((await c.request('POST', '/photo', undefined, { raw: photo(chunk) })).status, 200);
    const full = await c.request('POST', '/photo', undefined, { raw: photo(chunk) });
    assert.equal(full.status, 413);
    assert.match(
      String(full.body.message),
      /오늘 올릴 수 있는 사진 용량\(0MB\)|오늘 올릴 수 있는 사진 용량/,
    );
    const [used] = await t.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM uploads WHERE user_id = 64',
    );
    assert.equal(used!.n, 2);
  });
});

describe('/health while a member uploads 5 MB photos in a loop', () => {
  let server: ChildProcess;
  let base = '';
  let dir = '';
  let drop: () => Promise<void> = async () => {};

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'baeum-upload-load-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      UPLOAD_QUOTA_BYTES: String(1024 ** 4),
      LIMIT_UPLOAD_USER: '100000/1m',
      LIMIT_UPLOAD_GLOBAL: '100000/1m',
    };
    if (process.env.DATABASE_URL) {
      const fresh = await freshPostgres(process.env.DATABASE_URL);
      await fresh.db.close();
      drop = fresh.drop;
      env.DATABASE_URL = fresh.url;
    }
    // Its own process, as in production: the load generator does not share its event loop.
    server = spawn(process.execPath, [path.join(apiRoot, 'bench/server.ts')], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    base = await new Promise<string>((resolve, reject) => {
      let out = '';
      server.stdout!.on('data', (c: Buffer) => {
        out += c.toString();
        const m = /PORT (\d+)/.exec(out);
        if (m) resolve(`http://127.0.0.1:${m[1]}`);
      });
      server.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
  });
  after(async () => {
    server?.kill('SIGTERM');
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every /health call while 3 upload loops send 5 MB photos (timings: the bench)', async () => {
    const xsrf = 'load-xsrf-token-0123456789abcdef';
    const headers = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
    const login = await fetch(`${base}/login/Auth`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: `user_id=${encodeURIComponent(DEMO.learner.phone)}&passwd=${encodeURIComponent(DEMO.learner.password)}`,
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    // The uploader is another client: its own process (bench/uploadLoad.ts; the bench reports
    // the p99, a test asserts no time: #46).
    const run = await healthUnderUploads({ base, token, xsrf, seconds: 4 });
    assert.deepEqual(run.failures, []);
    assert.ok(run.uploaded >= 3, `uploads ran: ${run.uploaded}`);
    assert.ok(run.times.length > 10, `/health was called: ${run.times.length}`);
    assert.deepEqual(
      run.statuses.filter((s) => s !== 200),
      [],
      'every /health call answered 200 while the uploads ran',
    );
  });
});

// Several API instances started at once on one empty PostgreSQL (issue #33, item 5): every one
// comes up, the migrations are applied once and the seed is written once. The processes run in
// the PostgreSQL run (`pnpm --filter @baeum/api test:pg`), skipped, saying why, without
// DATABASE_URL; the same race inside one process runs on both databases.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate, migrationFiles } from '../src/db/migrate.ts';
import { openPg } from '../src/db/pg.ts';
import { openPglite } from '../src/db/pglite.ts';
import type { Db } from '../src/db/types.ts';
import { seed } from '../src/seed/seed.ts';
import { freshPostgres, freePort } from './helpers.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skip = process.env.DATABASE_URL
  ? false
  : 'needs PostgreSQL: runs in `pnpm --filter @baeum/api test:pg` (DATABASE_URL is not set)';
const INSTANCES = 3;
/** Seeded tables whose rows have no natural key: a second seed would add to them silently. */
const SEEDED = ['users', 'classes', 'notices', 'notifications', 'points', 'search_logs'];

interface Instance {
  child: ChildProcess;
  output: string;
  base: string;
}

/** Polls /health until the instance answers; fails as soon as it exits (with its output). */
async function waitUp(inst: Instance, what: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (inst.child.exitCode !== null) throw new Error(`${what} exited:\n${inst.output}`);
    try {
      if ((await fetch(`${inst.base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not start:\n${inst.output}`);
}

async function stop(inst: Instance): Promise<void> {
  const { child } = inst;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function counts(url: string): Promise<Record<string, number>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const out: Record<string, number> = {};
    for (const table of [...SEEDED, 'schema_migrations'])
      out[table] = Number((await c.query(`SELECT COUNT(*) AS n FROM ${table}`)).rows[0].n);
    out.seeded_at = Number(
      (await c.query("SELECT COUNT(*) AS n FROM settings WHERE key = 'seeded_at'")).rows[0].n,
    );
    return out;
  } finally {
    await c.end();
  }
}

describe(`${INSTANCES} API instances started at once on one empty PostgreSQL`, { skip }, () => {
  const admin = () => new pg.Client({ connectionString: process.env.DATABASE_URL });
  const name = `baeum_start_${randomBytes(6).toString('hex')}`;
  let url = '';
  let dir = '';
  let instances: Instance[] = [];

  before(async () => {
    const c = admin();
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    url = withDatabase(process.env.DATABASE_URL!, name);
    dir = mkdtempSync(path.join(os.tmpdir(), 'baeum-start-'));
    const ports = await Promise.all(Array.from({ length: INSTANCES }, freePort));
    const env = {
      ...process.env,
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TOKEN_SECRET: randomBytes(32).toString('base64url'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
    };
    // All at once: each opens the empty database, migrates and seeds as its first start does.
    instances = ports.map((port) => {
      const child = spawn(process.execPath, ['src/main.ts'], {
        cwd: apiRoot,
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const inst: Instance = { child, output: '', base: `http://127.0.0.1:${port}` };
      child.stdout!.on('data', (b: Buffer) => (inst.output += b.toString()));
      child.stderr!.on('data', (b: Buffer) => (inst.output += b.toString()));
      return inst;
    });
  });

  after(async () => {
    await Promise.all(instances.map(stop));
    const c = admin();
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('all come up and answer /health', async () => {
    await Promise.all(instances.map((inst, i) => waitUp(inst, `instance ${i + 1}`)));
    for (const inst of instances) assert.equal((await fetch(`${inst.base}/health`)).status, 200);
  });

  it('each migration was applied by exactly one instance, and one instance seeded', async () => {
    // Each migration takes the lock on its own, so instances may share the work between them;
    // what matters is that every file was applied exactly once.
    const applied = instances.flatMap(
      (i) => /migrated=(\S+)/.exec(i.output)?.[1]?.split(',') ?? [],
    );
    const log = instances.map((i) => i.output).join('\n---\n');
    assert.deepEqual([...applied].sort(), migrationFiles(), log);
    assert.equal(instances.filter((i) => /seeded in \d+ ms/.test(i.output)).length, 1, log);
  });

  it('the migrations are recorded once and no seeded row is doubled', async () => {
    const reference = await freshPostgres(process.env.DATABASE_URL!);
    try {
      const expected = await counts(reference.url);
      assert.equal(expected.schema_migrations, migrationFiles().length);
      assert.deepEqual(await counts(url), expected);
    } finally {
      await reference.db.close();
      await reference.drop();
    }
  });
});

describe('migrate and seed run twice at once on one empty database', () => {
  const name = `baeum_twice_${randomBytes(6).toString('hex')}`;
  let db: Db;
  before(async () => {
    if (!process.env.DATABASE_URL) {
      db = await openPglite();
      return;
    }
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    db = await openPg(withDatabase(process.env.DATABASE_URL, name));
  });
  after(async () => {
    await db?.close();
    if (!process.env.DATABASE_URL) return;
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });

  it('each migration is applied by one of them, the seed written by one', async () => {
    const [a, b] = await Promise.all([migrate(db), migrate(db)]);
    assert.deepEqual([...a!, ...b!].sort(), migrationFiles());
    const seeded = await Promise.all([seed(db), seed(db)]);
    assert.deepEqual(seeded.map((s) => s.seeded).sort(), [false, true]);
    const [row] = await db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM notices WHERE title LIKE '[클래스 오픈]%'",
    );
    assert.equal(row!.n, 12);
  });
});

// Test harness: starts the API on a free loopback port with a fresh, seeded database and gives
// HTTP clients that behave like the browser client (cookie jar, XSRF header, Bearer token).
//
// Fresh database per test file, fast: the seeded database is built once and reused as a
// snapshot — a PGlite data-dir dump in the temp folder, or a PostgreSQL template database
// when DATABASE_URL is set (then every test file gets its own CREATE DATABASE … TEMPLATE).
import net from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { defaultLimits, loadConfig, type Config, type Limits } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPg } from '../src/db/pg.ts';
import { openPglite } from '../src/db/pglite.ts';
import type { Db } from '../src/db/types.ts';
import { DEMO, seed } from '../src/seed/seed.ts';
import { openSession } from '../src/auth/sessions.ts';

export { DEMO };

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Changes to the schema or the seed make a new snapshot; so does a new day (seed dates are relative). */
function snapshotKey(): string {
  const h = createHash('sha256');
  for (const dir of ['src/db/migrations', 'src/seed']) {
    // Recursive: src/seed/media holds the sample lesson clips.
    for (const f of readdirSync(path.join(apiRoot, dir), {
      recursive: true,
      encoding: 'utf8',
    }).sort()) {
      const file = path.join(apiRoot, dir, f);
      if (statSync(file).isFile()) h.update(f).update(readFileSync(file));
    }
  }
  h.update(readFileSync(path.join(apiRoot, 'src/db/migrate.ts')));
  h.update(new Date().toISOString().slice(0, 10));
  return h.digest('hex').slice(0, 16);
}

/** A PGlite copy of the seeded snapshot: in memory, or in `dataDir` (for a child process). */
export async function freshPglite(dataDir?: string): Promise<Db> {
  const file = path.join(os.tmpdir(), `baeum-api-seed-${snapshotKey()}.tar`);
  if (!existsSync(file)) {
    const db = await openPglite();
    await migrate(db);
    await seed(db);
    const dump = await db.dump();
    await db.close();
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  }
  return openPglite({
    loadDataDir: new Blob([readFileSync(file)]),
    ...(dataDir ? { dataDir } : {}),
  });
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A new database copied from the seeded template (made on first use), its URL and a drop. */
export async function freshPostgres(
  url: string,
): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const template = `baeum_tpl_${snapshotKey()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (!exists.rowCount) {
      await admin.query(`CREATE DATABASE ${template}`);
      const tdb = await openPg(withDatabase(url, template), 2);
      await migrate(tdb);
      await seed(tdb);
      await tdb.close();
    }
    const name = `baeum_t_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const db = await openPg(withDatabase(url, name));
    return {
      db,
      url: withDatabase(url, name),
      drop: async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  } finally {
    await admin.end();
  }
}

// Answers are read field by field in the tests; a loose type keeps them short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface Res<T = Loose> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** Send the body form-encoded instead of JSON. */
  form?: boolean;
  /** Send this exact body (string or FormData) with the given content type. */
  raw?: string | FormData;
  contentType?: string;
  /** Leave out the X-XSRF-TOKEN header. */
  noXsrf?: boolean;
  redirect?: 'manual' | 'follow' | 'error';
}

/** A browser-like client: keeps cookies, echoes XSRF-TOKEN, sends its Bearer token. */
export class Client {
  readonly base: string;
  readonly cookies = new Map<string, string>();
  token: string | null = null;
  userId: number | null = null;
  /** Work to finish before the first request (e.g. opening the session of `as()`). */
  pending: Promise<void> | null = null;
  /** Connect from this loopback address (127.0.0.x): another client as far as the API can tell. */
  readonly localAddress: string | undefined;

  constructor(base: string, localAddress?: string) {
    this.base = base;
    this.localAddress = localAddress;
    // Any well-formed value works for double-submit XSRF: a client may bring its own.
    this.cookies.set('XSRF-TOKEN', randomBytes(18).toString('base64url'));
  }

  async request<T = Loose>(
    method: string,
    p: string,
    body?: unknown,
    opts: RequestOptions = {},
  ): Promise<Res<T>> {
    if (this.pending) await this.pending;
    const url = new URL(this.base + p);
    for (const [k, v] of Object.entries(opts.query ?? {}))
      if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...opts.headers };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.token && !('authorization' in headers)) headers.authorization = `Bearer ${this.token}`;
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (!opts.noXsrf && xsrf && method !== 'GET' && !('x-xsrf-token' in headers))
      headers['x-xsrf-token'] = xsrf;
    let payload: string | FormData | undefined;
    if (opts.raw !== undefined) {
      payload = opts.raw;
      if (opts.contentType) headers['content-type'] = opts.contentType;
    } else if (body !== undefined) {
      if (opts.form) {
        payload = new URLSearchParams(body as Record<string, string>).toString();
        headers['content-type'] = 'application/x-www-form-urlencoded';
      } else {
        payload = JSON.stringify(body);
        headers['content-type'] = 'application/json';
      }
    }
    const res = this.localAddress
      ? await fetchFrom(this.localAddress, url, method, headers, payload)
      : await fetch(url, {
          method,
          headers,
          body: payload,
          redirect: opts.redirect ?? 'manual',
        });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (HTML, SVG)
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  }

  get<T = Loose>(p: string, opts?: RequestOptions) {
    return this.request<T>('GET', p, undefined, opts);
  }
  post<T = Loose>(p: string, body?: unknown, opts?: RequestOptions) {
    return this.request<T>('POST', p, body, opts);
  }
  form<T = Loose>(p: string, body: Record<string, string>, opts?: RequestOptions) {
    return this.request<T>('POST', p, body, { ...opts, form: true });
  }
  put<T = Loose>(p: string, body?: unknown, opts?: RequestOptions) {
    return this.request<T>('PUT', p, body, opts);
  }
  delete<T = Loose>(p: string, opts?: RequestOptions) {
    return this.request<T>('DELETE', p, undefined, opts);
  }
}

/** A minimal fetch over node:http that connects from `localAddress` (no redirects followed). */
async function fetchFrom(
  localAddress: string,
  url: URL,
  method: string,
  headers: Record<string, string>,
  payload: string | FormData | undefined,
): Promise<Response> {
  let body: Buffer | undefined;
  const sendHeaders = { ...headers };
  if (payload instanceof FormData) {
    const req = new Request('http://x/', { method: 'POST', body: payload });
    sendHeaders['content-type'] = req.headers.get('content-type')!;
    body = Buffer.from(await req.arrayBuffer());
  } else if (payload !== undefined) body = Buffer.from(payload);
  if (body) sendHeaders['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers: sendHeaders, localAddress, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) {
            for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) h.append(k, one);
          }
          const status = res.statusCode ?? 0;
          const text = Buffer.concat(chunks);
          resolve(
            new Response(status === 204 || status === 304 ? null : text, { status, headers: h }),
          );
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface TestApp {
  base: string;
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The PostgreSQL database's URL (a second instance can open it); undefined on PGlite. */
  databaseUrl?: string;
  /** A signed-out client (from `localAddress`, e.g. 127.0.0.7, to be another client). */
  client(localAddress?: string): Client;
  /** A client signed in through POST login/Auth. */
  login(phone: string, password: string): Promise<Client>;
  /**
   * A client carrying an access token of a fresh session for any user id (seeded users share a
   * password); the session is opened before its first request.
   */
  as(userId: number): Client;
  close(): Promise<void>;
}

/**
 * The abuse limits of most test files: every client and global limit far out of reach, since a
 * whole file's requests come from one address (127.0.0.1). The tests of the limits themselves
 * (limits.test.ts) run with the real defaults.
 */
export const looseLimits: Limits = Object.fromEntries(
  Object.entries(defaultLimits).map(([k, v]) => [
    k,
    typeof v === 'number' ? v : { max: 100_000, windowMs: v.windowMs },
  ]),
) as unknown as Limits;

export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      tokenSecret: 'test-secret-for-the-api-tests',
      logLevel: 'silent',
      smsMinIntervalMs: 0,
      limits: looseLimits,
      uploadDir: mkdtempSync(path.join(os.tmpdir(), 'baeum-uploads-')),
      // The tests read SMS codes through the development route (never in a production config).
      devRoutes: !overrides.production,
      ...overrides,
    },
  );
  let db: Db;
  let drop = async () => {};
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const fresh = await freshPostgres(process.env.DATABASE_URL);
    db = fresh.db;
    drop = fresh.drop;
    databaseUrl = fresh.url;
  } else {
    db = await freshPglite();
  }
  const app = await buildApp({ db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    app,
    db,
    config,
    databaseUrl,
    client: (localAddress) => new Client(base, localAddress),
    async login(phone, password) {
      const c = new Client(base);
      const res = await c.form('/login/Auth', { user_id: phone, passwd: password });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
      c.token = res.body.data.token;
      c.userId = res.body.data.user_id;
      return c;
    },
    as(userId) {
      const c = new Client(base);
      c.userId = userId;
      c.pending = openSession(db, userId, config.sessionTtlMs).then((sid) => {
        c.token = app.ctx.tokens.sign(userId, 'a', sid);
      });
      return c;
    },
    async close() {
      await app.close();
      await db.close();
      await drop();
    },
  };
}

/** Seeded learner ids (not the demo learner): 50 … 469. */
export const LEARNERS = Array.from({ length: 420 }, (_, i) => 50 + i);

/** Asserts the failure envelope: HTTP status = code, a Korean message. */
export function isKoreanMessage(m: unknown): boolean {
  return typeof m === 'string' && /[\uac00-\ud7a3]/.test(m);
}

/** A TCP port free on loopback right now (for a child API process). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

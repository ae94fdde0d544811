// Abuse limits counted in the database (table rate_counters), so that every API instance on the
// same PostgreSQL shares them. Fixed windows: a counter starts at its first event and resets
// `windowMs` later. Each change is one atomic upsert, so parallel requests (on one instance or
// several) never both slip under a limit.
//
// Why not rate-limiter-flexible's Postgres store: it talks to a `pg` client or pool
// (`query({ text, values, name })`), so PGlite needs an adapter; it stamps expiry with each
// instance's own clock (Date.now()), where this uses the database's clock that all instances
// share; and it creates its own table, where ours come from migrations. What we need from it is
// one upsert statement.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Limit } from '../config.ts';
import type { Db } from '../db/types.ts';
import { ApiError } from './errors.ts';

export interface Count {
  key: string;
  /** Events in the current window, this one included. */
  n: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

export interface Hit {
  key: string;
  windowMs: number;
}

/** A counter key: a label and a hash of what is counted (no phone number or address is stored). */
export function counterKey(label: string, ...parts: string[]): string {
  if (!parts.length) return label;
  const digest = createHash('sha256').update(parts.join('\u0000')).digest('base64url');
  return `${label}:${digest.slice(0, 22)}`;
}

/**
 * Who is asking: the client's address (`req.ip`, which honours X-Forwarded-For only when the
 * server trusts its proxy). An IPv6 client is its /64, since one host usually holds the whole /64.
 */
export function clientOf(req: FastifyRequest): string {
  const ip = req.ip ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class Counters {
  readonly #db: Db;
  #lastSweep = Date.now();

  constructor(db: Db) {
    this.#db = db;
  }

  /** Adds `by` (default 1) to each counter in one statement and answers the counts after it. */
  async hit(hits: readonly Hit[], by = 1): Promise<Map<string, Count>> {
    // One order for every caller: two statements locking the same rows never wait on each other
    // in opposite orders.
    const sorted = [...new Map(hits.map((h) => [h.key, h])).values()].sort((a, b) =>
      a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
    );
    const rows = await this.#db.query<{ key: string; n: number; reset_ms: number }>(
      `INSERT INTO rate_counters AS r (key, n, reset_at)
       SELECT k, $3::int, now() + w * interval '1 millisecond'
       FROM unnest($1::text[], $2::float8[]) AS t(k, w)
       ON CONFLICT (key) DO UPDATE SET
         n = CASE WHEN r.reset_at <= now() THEN EXCLUDED.n ELSE r.n + EXCLUDED.n END,
         reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
       RETURNING key, n, GREATEST(0, EXTRACT(EPOCH FROM (reset_at - now())) * 1000)::float8 AS reset_ms`,
      [sorted.map((h) => h.key), sorted.map((h) => h.windowMs), by],
    );
    this.#maybeSweep();
    return new Map(rows.map((r) => [r.key, { key: r.key, n: r.n, resetMs: r.reset_ms }]));
  }

  /** Takes back events counted by `hit` (an attempt that turned out not to count). */
  async refund(keys: readonly string[], by = 1): Promise<void> {
    // An upsert like `hit`, not an UPDATE: it locks the rows in the same (key) order, where an
    // UPDATE would lock them in the table's physical order and could deadlock against a hit.
    const sorted = [...new Set(keys)].sort();
    await this.#db.query(
      `INSERT INTO rate_counters AS r (key, n, reset_at)
       SELECT k, 0, now() FROM unnest($1::text[]) AS t(k)
       ON CONFLICT (key) DO UPDATE SET n = GREATEST(0, r.n - $2::int) WHERE r.reset_at > now()`,
      [sorted, by],
    );
  }

  /** The current counts, without counting anything (missing or expired keys are 0). */
  async peek(keys: readonly string[]): Promise<Map<string, Count>> {
    const rows = await this.#db.query<{ key: string; n: number; reset_ms: number }>(
      `SELECT key, n, GREATEST(0, EXTRACT(EPOCH FROM (reset_at - now())) * 1000)::float8 AS reset_ms
       FROM rate_counters WHERE key = ANY($1::text[]) AND reset_at > now()`,
      [keys],
    );
    const out = new Map(keys.map((k) => [k, { key: k, n: 0, resetMs: 0 }]));
    for (const r of rows) out.set(r.key, { key: r.key, n: r.n, resetMs: r.reset_ms });
    return out;
  }

  /** Forgets expired counters now and then (any instance may do it; it is idempotent). */
  #maybeSweep(): void {
    const now = Date.now();
    if (now - this.#lastSweep < 60_000) return;
    this.#lastSweep = now;
    this.sweep().catch(() => {});
  }

  /**
   * Deletes expired counters. SKIP LOCKED: the sweep never waits for a row a request is
   * counting, so it cannot deadlock with one.
   */
  async sweep(): Promise<void> {
    await this.#db.query(
      `DELETE FROM rate_counters WHERE key IN
         (SELECT key FROM rate_counters WHERE reset_at <= now() FOR UPDATE SKIP LOCKED)`,
    );
  }
}

/** The limits' 429: a Korean message and Retry-After in whole seconds. */
export function tooMany(reply: FastifyReply, resetMs: number, message: string): ApiError {
  const seconds = Math.max(1, Math.ceil(resetMs / 1000));
  reply.header('retry-after', String(seconds));
  return new ApiError(429, message, { retry_after: seconds });
}

/**
 * Counts one event against each limit and refuses (429) when any is over: the refused event is
 * taken back, so a client that keeps knocking does not push the others' shared counters up.
 */
export async function enforce(
  counters: Counters,
  reply: FastifyReply,
  checks: readonly { key: string; limit: Limit; message: (resetMs: number) => string }[],
): Promise<{ refund: () => Promise<void> }> {
  const counts = await counters.hit(
    checks.map((c) => ({ key: c.key, windowMs: c.limit.windowMs })),
  );
  const over = checks.find((c) => (counts.get(c.key)?.n ?? 0) > c.limit.max);
  const keys = checks.map((c) => c.key);
  if (over) {
    await counters.refund(keys);
    const resetMs = counts.get(over.key)?.resetMs ?? over.limit.windowMs;
    throw tooMany(reply, resetMs, over.message(resetMs));
  }
  return { refund: () => counters.refund(keys) };
}

/**
 * A route's `onRequest` hook for anonymous writes: counts the request against the client's
 * `limit` before its body is read (a refused or invalid request counts too) and answers 429
 * over it.
 */
export function perClient(
  counters: Counters,
  label: string,
  limit: Limit,
  message: (resetMs: number) => string,
) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await enforce(counters, reply, [{ key: counterKey(label, clientOf(req)), limit, message }]);
  };
}

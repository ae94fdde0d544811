// Row locks in one fixed order, and a retry for the rare deadlock that ordering cannot rule out.
//
// Two transactions that update the same two users (A follows B while B follows A; a block racing
// a follow) used to lock them in opposite orders and deadlock on PostgreSQL (a 500). Every
// transaction that changes follow counters now locks the users it touches first, in ascending id
// order, so one waits for the other instead.
import type { Queryable } from './types.ts';

/**
 * Locks the users' rows in ascending id order; answers id → status of those that exist.
 * `FOR NO KEY UPDATE`: writers of a member's row wait for each other, but rows that merely
 * reference the member (a foreign key's `KEY SHARE`: a follow, a payment) are never held up.
 */
export async function lockUsers(
  tx: Queryable,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const rows = await tx.query<{ id: number; status: string }>(
    'SELECT id, status FROM users WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may simply run again. */
function retryable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Runs `fn` (a whole transaction) again when PostgreSQL broke a deadlock by aborting it, up to
 * `attempts` times, after a short random pause. `fn` must have no effect outside the database.
 */
export async function retryOnDeadlock<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= attempts || !retryable(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * i));
    }
  }
}

// --- issue #33 (h-ops): advisory locks ---------------------------------------------------------

/**
 * Waits for the transaction-scoped advisory lock `name` (with `id`, e.g. a member's id) and holds
 * it until the transaction ends. Transactions that take the same lock run one after another, on
 * PostgreSQL across every API instance; PGlite (one connection) supports it too.
 */
export async function advisoryXactLock(tx: Queryable, name: string, id = 0): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1), $2::int)', [name, id]);
}

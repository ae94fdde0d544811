// Blocks between two members, in one place: a block (either way) stops follows, replies, likes
// and notifications between them. Every route that lets one member act on another asks here.
import { forbidden } from '../http/errors.ts';
import type { Queryable } from '../db/types.ts';
import { msg } from '../messages.ts';

/** True (SQL) when member `a` blocks member `b` or `b` blocks `a` — two primary-key lookups. */
export const eitherBlocksSql = (a: string, b: string) => `EXISTS (SELECT 1 FROM blocks
  WHERE (blocker_id = ${a} AND blocked_id = ${b}) OR (blocker_id = ${b} AND blocked_id = ${a}))`;

/** Whether either member blocks the other. */
export async function eitherBlocks(q: Queryable, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  const rows = await q.query<{ blocked: boolean }>(
    `SELECT ${eitherBlocksSql('$1', '$2')} AS blocked`,
    [a, b],
  );
  return rows[0]?.blocked === true;
}

/** Refuses (403, Korean) an action of `actor` on `other` when either blocks the other. */
export async function refuseIfBlocked(q: Queryable, actor: number, other: number): Promise<void> {
  if (await eitherBlocks(q, actor, other)) throw forbidden(msg.blockedBetween);
}

// Blocks between two members, in one place: a block (either way) stops follows, replies, likes
// and notifications between them. Every route that lets one member act on another asks here.
import { forbidden } from '../http/errors.ts';
import type { Queryable } from '../db/types.ts';
import { msg } from '../messages.ts';

/** True (SQL) when member $1 blocks member $2 or $2 blocks $1 — two primary-key lookups. */
const EITHER_BLOCKS = `EXISTS (SELECT 1 FROM blocks
  WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1))`;

/** Whether either member blocks the other. */
export async function eitherBlocks(q: Queryable, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  const rows = await q.query<{ blocked: boolean }>(`SELECT ${EITHER_BLOCKS} AS blocked`, [a, b]);
  return rows[0]?.blocked === true;
}

/** Refuses (403, Korean) an action of `actor` on `other` when either blocks the other. */
export async function refuseIfBlocked(q: Queryable, actor: number, other: number): Promise<void> {
  if (await eitherBlocks(q, actor, other)) throw forbidden(msg.blockedBetween);
}

export interface Notice {
  pushType: number;
  title: string;
  content: string;
  link: string;
  image: string;
}

/**
 * A notification to `to` caused by `from`: never to oneself and never between members of whom
 * either blocks the other (checked in the same statement as the insert). True when one was made.
 */
export async function notifyFrom(
  q: Queryable,
  from: number,
  to: number,
  n: Notice,
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO notifications (user_id, push_type, title, content, link, image)
     SELECT $2, $3, $4, $5, $6, $7 WHERE $1::int <> $2::int AND NOT ${EITHER_BLOCKS} RETURNING 1`,
    [from, to, n.pushType, n.title, n.content, n.link, n.image],
  );
  return rows.length > 0;
}

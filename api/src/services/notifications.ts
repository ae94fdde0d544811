// Every notification is made here (issue 47): one INSERT through the caller's Queryable, so it
// commits or rolls back with what caused it. A trigger on the table (migration
// 019_notify_live.sql) sends `pg_notify('baeum_notify', …)`, which PostgreSQL (and PGlite)
// delivers only when that transaction commits; services/liveNotify.ts fans it out to open pages.
import type { Queryable } from '../db/types.ts';
import { eitherBlocksSql } from './blocks.ts';

/** The channel the notifications trigger notifies on (payload `<user id>:<notification id>`). */
export const NOTIFY_CHANNEL = 'baeum_notify';

/** The spec's kinds (push_type); the settings' eight flags govern them. */
export const PUSH_TYPE = {
  notice: 0,
  like: 1,
  reply: 2,
  follow: 3,
  point: 4,
  classNews: 5,
  event: 6,
  reviewReply: 7,
} as const;

export interface NewNotification {
  /** Who is told. */
  userId: number;
  pushType: number;
  title: string;
  content: string;
  link: string;
  image?: string | null;
  /**
   * The member whose action caused it: nothing is made for oneself, nor when either member
   * blocks the other (checked in the same statement as the insert).
   */
  actorId?: number;
  /** Made only if the member has not been told exactly this before (e.g. a like taken back and given again). */
  once?: boolean;
}

const SAME_BEFORE = ` AND NOT EXISTS (SELECT 1 FROM notifications
  WHERE user_id = $1 AND push_type = $2 AND link = $5 AND content = $4)`;

/** Inserts one notification; its id, or null when none was made (self or a block). */
export async function createNotification(q: Queryable, n: NewNotification): Promise<number | null> {
  const values = [n.userId, n.pushType, n.title, n.content, n.link, n.image ?? null];
  const rows =
    n.actorId === undefined
      ? await q.query<{ id: number }>(
          `INSERT INTO notifications (user_id, push_type, title, content, link, image)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          values,
        )
      : await q.query<{ id: number }>(
          `INSERT INTO notifications (user_id, push_type, title, content, link, image)
           SELECT $1, $2, $3, $4, $5, $6 WHERE $1::int <> $7::int
             AND NOT ${eitherBlocksSql('$1', '$7')}${n.once ? SAME_BEFORE : ''} RETURNING id`,
          [...values, n.actorId],
        );
  return rows[0]?.id ?? null;
}

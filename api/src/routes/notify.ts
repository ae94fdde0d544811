// Notifications (main server, client prefix /api1) and the news counter.
import type { FastifyInstance } from 'fastify';
import { notFound, ok } from '../http/errors.ts';
import { requireUser, type Ctx } from '../http/context.ts';
import { id, page, parse, z } from '../http/validate.ts';
import { iso, pageInfo } from '../services/cards.ts';
import type { Queryable } from '../db/types.ts';

export const NOTIFY_PAGE_SIZE = 10;

/** The columns of a notification as listed (and as sent live, routes/notifyStream.ts). */
export const NOTIFY_COLUMNS = 'id, push_type, title, content, link, image, read_status, created_at';

export interface NotificationRow {
  id: number;
  push_type: number;
  title: string;
  content: string;
  link: string;
  image: string | null;
  read_status: string;
  created_at: Date;
}

/** The member's unread notifications (the header badge's news count). */
export async function unreadNotifications(q: Queryable, userId: number): Promise<number> {
  const rows = await q.query<{ n: number }>(
    "SELECT COUNT(*)::int AS n FROM notifications WHERE user_id = $1 AND read_status = 'N'",
    [userId],
  );
  return rows[0]!.n;
}

/** One notification as the list answers it. */
export function notificationWire(ctx: Ctx, r: NotificationRow) {
  return {
    id: r.id,
    notify_id: r.id,
    push_type: r.push_type,
    title: r.title,
    content: r.content,
    link: r.link,
    image: r.image ? ctx.img(r.image) : '',
    user_photo: r.image ? ctx.img(r.image) : '',
    read_status: r.read_status,
    created_at: iso(r.created_at),
  };
}

export function notifyRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const unread = (userId: number) => unreadNotifications(db, userId);

  app.get('/api/v3/notify/:page', async (req) => {
    const p = parse(z.object({ page: page() }), req.params);
    const user = await requireUser(ctx, req);
    const [rows, counts] = await Promise.all([
      db.query<NotificationRow>(
        `SELECT ${NOTIFY_COLUMNS} FROM notifications
         WHERE user_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
        [user.id, (p.page - 1) * NOTIFY_PAGE_SIZE, NOTIFY_PAGE_SIZE],
      ),
      db.query<{ total: number; unread: number }>(
        `SELECT COUNT(*)::int AS total, COUNT(*) FILTER (WHERE read_status = 'N')::int AS unread
         FROM notifications WHERE user_id = $1`,
        [user.id],
      ),
    ]);
    const c = counts[0]!;
    return ok({
      list: rows.map((r) => notificationWire(ctx, r)),
      ...pageInfo(p.page, c.total, NOTIFY_PAGE_SIZE),
      unread_count: c.unread,
    });
  });

  app.post('/api/v3/notify/all', async (req) => {
    const user = await requireUser(ctx, req);
    const rows = await db.query(
      "UPDATE notifications SET read_status = 'Y' WHERE user_id = $1 AND read_status = 'N' RETURNING id",
      [user.id],
    );
    return ok({ updated_count: rows.length, unread_count: 0 });
  });

  app.post('/api/v3/notify/all_delete', async (req) => {
    const user = await requireUser(ctx, req);
    const rows = await db.query('DELETE FROM notifications WHERE user_id = $1 RETURNING id', [
      user.id,
    ]);
    return ok({ deleted_count: rows.length, unread_count: 0 });
  });

  app.post('/api/v3/notify/:notifyId', async (req) => {
    const p = parse(z.object({ notifyId: id() }), req.params);
    const b = parse(z.object({ type: z.enum(['read', 'delete']).default('read') }), req.body);
    const user = await requireUser(ctx, req);
    if (b.type === 'delete') {
      const rows = await db.query(
        'DELETE FROM notifications WHERE id = $1 AND user_id = $2 RETURNING id',
        [p.notifyId, user.id],
      );
      if (!rows.length) throw notFound('알림');
      return ok({ id: p.notifyId, deleted: true, unread_count: await unread(user.id) });
    }
    const rows = await db.query(
      "UPDATE notifications SET read_status = 'Y' WHERE id = $1 AND user_id = $2 RETURNING id",
      [p.notifyId, user.id],
    );
    if (!rows.length) throw notFound('알림');
    return ok({ id: p.notifyId, read_status: 'Y', unread_count: await unread(user.id) });
  });

  app.get('/newsCount', async (req) => {
    const user = await requireUser(ctx, req);
    const rows = await db.query<{ chat: number }>(
      'SELECT chat_unread_cnt AS chat FROM users WHERE id = $1',
      [user.id],
    );
    return ok({ chat_unread_count: rows[0]?.chat ?? 0, news_unread_count: await unread(user.id) });
  });
}

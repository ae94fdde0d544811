// The learner's library: recently viewed classes, the wishlist, and bookmarking a class.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, notFound } from '../http/errors.ts';
import { requireSelf, requireUser, type Ctx } from '../http/context.ts';
import { count, id, offset, parse, z } from '../http/validate.ts';
import { CARD_FROM, CARD_SELECT, cards, iso, type CardRow } from '../services/cards.ts';

export function libraryRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  /** A page of the user's own classes from a table of links to classes (class views, bookmarks),
   * the newest link first: the rows with the link's time (`at`), their cards and the count. */
  const userClassPage = async (
    req: FastifyRequest,
    table: 'class_views' | 'bookmarks',
    timeColumn: 'viewed_at' | 'created_at',
  ) => {
    const p = parse(z.object({ userId: id() }), req.params);
    const q = parse(z.object({ skip: offset(), limit: count(50, 20) }), req.query);
    await requireSelf(ctx, req, p.userId);
    const rows = await db.query<CardRow & { at: Date }>(
      `SELECT ${CARD_SELECT}, l.${timeColumn} AS at FROM ${table} l JOIN ${CARD_FROM} ON c.id = l.class_id
       WHERE l.user_id = $1 ORDER BY l.${timeColumn} DESC, c.id OFFSET $2 LIMIT $3`,
      [p.userId, q.skip, q.limit],
    );
    const [{ total }] = (await db.query<{ total: number }>(
      `SELECT COUNT(*)::int AS total FROM ${table} WHERE user_id = $1`,
      [p.userId],
    )) as [{ total: number }];
    return { rows, total, list: await cards(ctx, rows, p.userId) };
  };

  app.get('/log/view-class/:userId', async (req) => {
    const { rows, total, list } = await userClassPage(req, 'class_views', 'viewed_at');
    return ok({
      total_count: total,
      list: list.map((c, i) => ({ ...c, viewed_at: iso(rows[i]!.at) })),
    });
  });

  app.get('/log/wishlist-class/:userId', async (req) => {
    const { total, list } = await userClassPage(req, 'bookmarks', 'created_at');
    return ok({ total_count: total, list });
  });

  app.post('/have/:classId', async (req) => {
    const p = parse(z.object({ classId: id() }), req.params);
    const b = parse(z.object({ mode: z.enum(['add', 'remove']) }), req.body);
    const user = await requireUser(ctx, req);
    // A draft (issue 36) is no class to anyone but its coach.
    const exists = await db.query('SELECT 1 FROM classes WHERE id = $1 AND NOT draft', [p.classId]);
    if (exists.length === 0) throw notFound('클래스');
    const haveCnt = await db.transaction(async (tx) => {
      const changed =
        b.mode === 'add'
          ? await tx.query(
              'INSERT INTO bookmarks (user_id, class_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
              [user.id, p.classId],
            )
          : await tx.query(
              'DELETE FROM bookmarks WHERE user_id = $1 AND class_id = $2 RETURNING 1',
              [user.id, p.classId],
            );
      const rows = changed.length
        ? await tx.query<{ have_cnt: number }>(
            `UPDATE classes SET have_cnt = have_cnt ${b.mode === 'add' ? '+' : '-'} 1 WHERE id = $1 RETURNING have_cnt`,
            [p.classId],
          )
        : await tx.query<{ have_cnt: number }>('SELECT have_cnt FROM classes WHERE id = $1', [
            p.classId,
          ]);
      return rows[0]!.have_cnt;
    });
    return ok({
      class_id: p.classId,
      mode: b.mode,
      class_have_status: b.mode === 'add' ? 'Y' : 'N',
      have_cnt: haveCnt,
    });
  });
}

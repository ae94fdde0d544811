// The member's points: the my-page figures (profile_app) and the point history, page by page.
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/errors.ts';
import { requireUser, type Ctx } from '../http/context.ts';
import { page, parse, z } from '../http/validate.ts';
import { iso, pageInfo } from '../services/cards.ts';
import { levelInfo, pointSummary } from '../services/users.ts';

const POINT_PAGE_SIZE = 20;

export function pointRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  app.get('/profile_app', async (req) => {
    const auth = await requireUser(ctx, req);
    const [points, counts] = await Promise.all([
      pointSummary(db, auth.id),
      db.query<Record<string, number>>(
        `SELECT (SELECT COUNT(*)::int FROM bookmarks WHERE user_id = $1) AS bookmark_cnt,
                (SELECT COUNT(*)::int FROM reviews WHERE user_id = $1) AS review_cnt,
                (SELECT COUNT(*)::int FROM enrollments WHERE user_id = $1) AS class_cnt,
                (SELECT COUNT(*)::int FROM coupon_uses WHERE user_id = $1) AS coupon_cnt,
                (SELECT following_cnt FROM users WHERE id = $1) AS follow_cnt,
                (SELECT follower_cnt FROM users WHERE id = $1) AS follower_cnt`,
        [auth.id],
      ),
    ]);
    return ok({
      user_id: auth.id,
      level_info: levelInfo(points.earned),
      point: points.total_point,
      total_point: points.total_point,
      month_expire_point: points.month_expire_point,
      review_point: points.review_point,
      ...counts[0],
    });
  });

  app.get('/coin_point/:page', async (req) => {
    const p = parse(z.object({ page: page() }), req.params);
    const auth = await requireUser(ctx, req);
    const [rows, totals, summary] = await Promise.all([
      db.query<{
        id: number;
        amount: number;
        kind: string;
        title: string;
        created_at: Date;
        expire_at: Date | null;
      }>(
        'SELECT id, amount, kind, title, created_at, expire_at FROM points WHERE user_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3',
        [auth.id, (p.page - 1) * POINT_PAGE_SIZE, POINT_PAGE_SIZE],
      ),
      db.query<{ total: number }>('SELECT COUNT(*)::int AS total FROM points WHERE user_id = $1', [
        auth.id,
      ]),
      pointSummary(db, auth.id),
    ]);
    return ok({
      list: rows.map((r) => ({
        id: r.id,
        point: r.amount,
        amount: r.amount,
        kind: r.kind,
        title: r.title,
        created_at: iso(r.created_at),
        expire_at: iso(r.expire_at),
      })),
      ...pageInfo(p.page, totals[0]!.total, POINT_PAGE_SIZE),
      total_point: summary.total_point,
      month_expire_point: summary.month_expire_point,
      review_point: summary.review_point,
    });
  });
}

// Recommendations (recom/*): the main page's lists, keyword and event based lists, next classes.
import type { FastifyInstance } from 'fastify';
import { searchClasses } from '../services/search.ts';
import { currentEvents } from './pilot.ts';
import { ok, notFound } from '../http/errors.ts';
import { optionalUser, type Ctx } from '../http/context.ts';
import { INT_MAX, id, parse, z } from '../http/validate.ts';
import { cardsByIds } from '../services/cards.ts';

const RECOM_SIZE = 12;

/** Popular open classes, optionally leaning to the categories a user has shown interest in. */
async function recommendFor(ctx: Ctx, userId: number | null, excludeClassId: number | null = null) {
  if (userId) {
    const rows = await ctx.db.query<{ id: number }>(
      `WITH interest AS (
         SELECT c.category_id, COUNT(*) AS w FROM (
           SELECT class_id FROM class_views WHERE user_id = $1
           UNION ALL SELECT class_id FROM bookmarks WHERE user_id = $1
           UNION ALL SELECT class_id FROM enrollments WHERE user_id = $1) x
         JOIN classes c ON c.id = x.class_id GROUP BY c.category_id)
       SELECT c.id FROM classes c LEFT JOIN interest i ON i.category_id = c.category_id
       WHERE c.open_flag = 'Y' AND ($2::int IS NULL OR c.id <> $2)
         AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = $1 AND e.class_id = c.id)
       ORDER BY COALESCE(i.w, 0) DESC, c.signup_cnt DESC, c.id LIMIT $3`,
      [userId, excludeClassId, RECOM_SIZE],
    );
    return cardsByIds(
      ctx,
      rows.map((r) => r.id),
      userId,
    );
  }
  const rows = await ctx.db.query<{ id: number }>(
    `SELECT c.id FROM classes c WHERE c.open_flag = 'Y' AND ($1::int IS NULL OR c.id <> $1)
     ORDER BY c.signup_cnt * (CASE WHEN c.review_cnt > 0 THEN c.review_sum::float8 / c.review_cnt ELSE 3 END) DESC, c.id LIMIT $2`,
    [excludeClassId, RECOM_SIZE],
  );
  return cardsByIds(
    ctx,
    rows.map((r) => r.id),
    null,
  );
}

export function recommendationRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const userParam = z.object({ userId: id().optional() });

  /** Personalised only for the signed-in owner of the path's user id; anyone else gets the general list. */
  async function viewer(req: Parameters<typeof optionalUser>[1], userId: number | undefined) {
    if (userId === undefined) return null;
    const user = await optionalUser(ctx, req);
    return user && user.id === userId ? user : null;
  }

  app.get('/recom/main/:userId?', async (req) => {
    const p = parse(userParam, req.params);
    const user = await viewer(req, p.userId);
    return ok({
      title: user ? `${user.name}님을 위한 추천 클래스` : '오늘의 추천 클래스',
      recom_list: await recommendFor(ctx, user?.id ?? null),
    });
  });

  app.get('/recom/keyword-base/:userId?', async (req) => {
    const p = parse(userParam, req.params);
    const user = await viewer(req, p.userId);
    let keyword = '';
    let keywordType = 'popular';
    if (user) {
      const recent = await db.query<{ keyword: string }>(
        'SELECT keyword FROM search_logs WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
        [user.id],
      );
      if (recent[0]) {
        keyword = recent[0].keyword;
        keywordType = 'recent';
      }
    }
    if (!keyword) {
      const top = await db.query<{ keyword: string }>(
        'SELECT keyword FROM popular_keywords ORDER BY score DESC, keyword LIMIT 5',
      );
      // The popular keyword of the day rotates through the top five.
      keyword = top[Math.floor(Date.now() / 86_400_000) % Math.max(1, top.length)]?.keyword ?? '';
    }
    const found = await searchClasses(ctx, {
      keyword,
      order: 'match_score',
      start: 0,
      end: RECOM_SIZE,
      userId: user?.id ?? null,
    });
    return ok({ keyword, keyword_type: keywordType, recom_list: found.list });
  });

  app.get('/recom/event-base/:userId?', async (req) => {
    const p = parse(userParam, req.params);
    const user = await viewer(req, p.userId);
    const events = await currentEvents(ctx);
    const event = events[0];
    if (!event) return ok({ event: null, recom_list: [] });
    const ids = await db.query<{ class_id: number }>(
      'SELECT class_id FROM event_classes WHERE event_id = $1 ORDER BY sort',
      [event.event_id],
    );
    return ok({
      ...event,
      event,
      recom_list: await cardsByIds(
        ctx,
        ids.map((r) => r.class_id),
        user?.id ?? null,
      ),
    });
  });

  // userId 0: a visitor (the class page shows the same category's classes to everyone).
  app.get('/recom/secondclass/:userId/:classId', async (req) => {
    const p = parse(
      z.object({ userId: z.coerce.number().int().min(0).max(INT_MAX), classId: id() }),
      req.params,
    );
    const user = await viewer(req, p.userId);
    const base = await db.query<{ category_id: number; sub_category_id: number }>(
      'SELECT category_id, sub_category_id FROM classes WHERE id = $1',
      [p.classId],
    );
    if (!base[0]) throw notFound('클래스');
    const rows = await db.query<{ id: number }>(
      `SELECT id FROM classes WHERE open_flag = 'Y' AND id <> $1 AND category_id = $2
       ORDER BY (sub_category_id = $3) DESC, signup_cnt DESC, id LIMIT $4`,
      [p.classId, base[0].category_id, base[0].sub_category_id, RECOM_SIZE],
    );
    return ok({
      class_id: p.classId,
      recom_list: await cardsByIds(
        ctx,
        rows.map((r) => r.id),
        user?.id ?? null,
      ),
    });
  });

  app.get('/recom/:userId', async (req) => {
    const p = parse(z.object({ userId: id() }), req.params);
    const user = await viewer(req, p.userId);
    return ok({ recom_list: await recommendFor(ctx, user?.id ?? null) });
  });
}

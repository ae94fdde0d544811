// Categories, class lists, class detail, banners, recommendations, recent views and bookmarks.
import type { FastifyInstance } from 'fastify';
import { ok, notFound } from '../http/errors.ts';
import { optionalUser, requireSelf, requireUser, type Ctx } from '../http/context.ts';
import { count, id, offset, parse, z } from '../http/validate.ts';
import {
  CARD_FROM,
  CARD_SELECT,
  cards,
  cardsByIds,
  iso,
  rating,
  type CardRow,
} from '../services/cards.ts';
import { searchClasses } from '../services/search.ts';
import { cachedListPage, cachedPublic } from '../services/listCache.ts';

const SORT_SQL: Record<string, [string, 'asc' | 'desc']> = {
  popular: ['c.signup_cnt', 'desc'],
  latest: ['c.created_at', 'desc'],
  rating: ['(CASE WHEN c.review_cnt > 0 THEN c.review_sum::float8 / c.review_cnt ELSE 0 END)', 'desc'],
  review: ['c.review_cnt', 'desc'],
  price: ['(c.price * (100 - c.discount))', 'asc'],
  discount: ['c.discount', 'desc'],
};

const categoryClassQuery = z.object({
  category: id().optional(),
  sub_category: id().optional(),
  sort_item: z.enum(Object.keys(SORT_SQL) as [string, ...string[]]).default('popular'),
  order: z.enum(['asc', 'desc']).optional(),
  skip: offset(),
  limit: count(50, 20),
});

function formatDuration(sec: number): string {
  return `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;
}

export function catalogRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  app.get('/category', async (req) => {
    const q = parse(z.object({ category: id().optional() }), req.query);
    const cats = await cachedPublic(ctx, 'categories', () =>
      db.query<{ id: number; name: string; icon: string; class_cnt: number }>(
        `SELECT k.id, k.name, k.icon, (SELECT COUNT(*)::int FROM classes c WHERE c.category_id = k.id AND c.open_flag = 'Y') AS class_cnt
         FROM categories k ORDER BY k.sort`,
      ),
    );
    const categoryList = cats.map((c) => ({ category: c.id, category_name: c.name, icon: ctx.img(c.icon), class_cnt: c.class_cnt }));
    if (q.category === undefined) return ok({ categoryList });
    const cat = cats.find((c) => c.id === q.category);
    if (!cat) throw notFound('카테고리');
    const subs = await cachedPublic(ctx, `sub_categories:${q.category}`, () =>
      db.query<{ id: number; name: string; class_cnt: number }>(
        `SELECT s.id, s.name, (SELECT COUNT(*)::int FROM classes c WHERE c.sub_category_id = s.id AND c.open_flag = 'Y') AS class_cnt
         FROM sub_categories s WHERE s.category_id = $1 ORDER BY s.sort`,
        [q.category],
      ),
    );
    return ok({
      category: cat.id,
      category_name: cat.name,
      icon: ctx.img(cat.icon),
      totalCount: cat.class_cnt,
      subCategoryList: subs.map((s) => ({ sub_category: s.id, sub_category_name: s.name, class_cnt: s.class_cnt })),
      categoryList,
    });
  });

  app.get('/category/class', async (req) => {
    const q = parse(categoryClassQuery, req.query);
    const user = await optionalUser(ctx, req);
    const [expr, natural] = SORT_SQL[q.sort_item]!;
    const dir = (q.order ?? natural).toUpperCase();
    const where = `c.open_flag = 'Y' AND ($1::int IS NULL OR c.category_id = $1) AND ($2::int IS NULL OR c.sub_category_id = $2)`;
    const params = [q.category ?? null, q.sub_category ?? null];
    const page = await cachedListPage(ctx, `category:${JSON.stringify(q)}`, async () => {
      // One statement: the page and, through the window, the total.
      const rows = await db.query<CardRow & { total: number }>(
        `SELECT ${CARD_SELECT}, (COUNT(*) OVER ())::int AS total FROM ${CARD_FROM} WHERE ${where}
         ORDER BY ${expr} ${dir}, c.id OFFSET $3 LIMIT $4`,
        [...params, q.skip, q.limit],
      );
      if (rows.length > 0 || q.skip === 0) return { total: rows[0]?.total ?? 0, rows };
      // Past the end the window has no row to carry the total.
      const count = await db.query<{ total: number }>(`SELECT COUNT(*)::int AS total FROM classes c WHERE ${where}`, params);
      return { total: count[0]?.total ?? 0, rows: [] };
    });
    return ok({ total_count: page.total, class_list: await cards(ctx, page.rows, user?.id ?? null) });
  });

  app.get('/class-summary', async (req) => {
    const q = parse(z.object({ class_id: id() }), req.query);
    const user = await optionalUser(ctx, req);
    const rows = await db.query<
      CardRow & {
        summary: string;
        description: string;
        keywords: string;
        view_cnt: number;
        category_name: string;
        sub_category_name: string;
        coach_comment: string;
        coach_follower_cnt: number;
      }
    >(
      `SELECT ${CARD_SELECT}, c.summary, c.description, c.keywords, c.view_cnt, k.name AS category_name,
              s.name AS sub_category_name, u.profile_comment AS coach_comment, u.follower_cnt AS coach_follower_cnt
       FROM ${CARD_FROM} JOIN categories k ON k.id = c.category_id JOIN sub_categories s ON s.id = c.sub_category_id
       WHERE c.id = $1`,
      [q.class_id],
    );
    const row = rows[0];
    if (!row) throw notFound('클래스');
    const [lessons, coachClasses, scores, friend] = await Promise.all([
      db.query<{ id: number; chapter: number; chapter_title: string; seq: number; title: string; duration_sec: number }>(
        'SELECT id, chapter, chapter_title, seq, title, duration_sec FROM curriculum WHERE class_id = $1 ORDER BY seq',
        [q.class_id],
      ),
      db.query<{ cnt: number }>("SELECT COUNT(*)::int AS cnt FROM classes WHERE coach_id = $1 AND open_flag = 'Y'", [row.coach_id]),
      db.query<{ score: number; cnt: number }>('SELECT score, COUNT(*)::int AS cnt FROM reviews WHERE class_id = $1 GROUP BY score', [
        q.class_id,
      ]),
      user
        ? db.query('SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2', [user.id, row.coach_id])
        : Promise.resolve([]),
    ]);
    if (user) {
      // A signed-in view is a "recent class" (spec: recentClassList); counting views is best effort.
      await db.query(
        `INSERT INTO class_views (user_id, class_id, viewed_at) VALUES ($1, $2, now())
         ON CONFLICT (user_id, class_id) DO UPDATE SET viewed_at = now()`,
        [user.id, q.class_id],
      );
    }
    await db.query('UPDATE classes SET view_cnt = view_cnt + 1 WHERE id = $1', [q.class_id]);
    const [card] = await cards(ctx, [row], user?.id ?? null);
    return ok({
      ...card,
      summary: row.summary,
      description: row.description,
      class_intro: row.description,
      keywords: row.keywords.split(',').filter(Boolean),
      category_name: row.category_name,
      sub_category_name: row.sub_category_name,
      months: row.months,
      view_cnt: row.view_cnt + 1,
      total_duration_sec: lessons.reduce((s, l) => s + l.duration_sec, 0),
      curriculum: lessons.map((l) => ({
        curriculum_id: l.id,
        chapter: l.chapter,
        chapter_title: l.chapter_title,
        seq: l.seq,
        title: l.title,
        duration_sec: l.duration_sec,
        duration: formatDuration(l.duration_sec),
      })),
      coach: {
        user_id: row.coach_id,
        user_name: row.coach_name,
        user_photo: ctx.img(row.coach_photo),
        profile_comment: row.coach_comment,
        class_cnt: coachClasses[0]?.cnt ?? 0,
        follower_cnt: row.coach_follower_cnt,
        friend_yn: friend.length > 0 ? 'Y' : 'N',
      },
      statis: reviewStatis(scores, row.review_sum, row.review_cnt),
    });
  });

  app.get('/pilot/appMainWeb', async () => ok(await serviceInfo(ctx, 'web')));
  app.get('/pilot/appMain', async () => {
    const base = await serviceInfo(ctx, 'app');
    const events = await currentEvents(ctx);
    const cats = await db.query<{ id: number; name: string; icon: string }>('SELECT id, name, icon FROM categories ORDER BY sort');
    return ok({
      ...base,
      event_list: events,
      category_list: cats.map((c) => ({ category: c.id, category_name: c.name, icon: ctx.img(c.icon) })),
    });
  });

  app.get('/log/view-class/:userId', async (req) => {
    const p = parse(z.object({ userId: id() }), req.params);
    const q = parse(z.object({ skip: offset(), limit: count(50, 20) }), req.query);
    await requireSelf(ctx, req, p.userId);
    const rows = await db.query<CardRow & { viewed_at: Date }>(
      `SELECT ${CARD_SELECT}, v.viewed_at FROM class_views v JOIN ${CARD_FROM} ON c.id = v.class_id
       WHERE v.user_id = $1 ORDER BY v.viewed_at DESC, c.id OFFSET $2 LIMIT $3`,
      [p.userId, q.skip, q.limit],
    );
    const [{ total }] = (await db.query<{ total: number }>('SELECT COUNT(*)::int AS total FROM class_views WHERE user_id = $1', [
      p.userId,
    ])) as [{ total: number }];
    const list = await cards(ctx, rows, p.userId);
    return ok({ total_count: total, list: list.map((c, i) => ({ ...c, viewed_at: iso(rows[i]!.viewed_at) })) });
  });

  app.get('/log/wishlist-class/:userId', async (req) => {
    const p = parse(z.object({ userId: id() }), req.params);
    const q = parse(z.object({ skip: offset(), limit: count(50, 20) }), req.query);
    await requireSelf(ctx, req, p.userId);
    const rows = await db.query<CardRow>(
      `SELECT ${CARD_SELECT} FROM bookmarks b JOIN ${CARD_FROM} ON c.id = b.class_id
       WHERE b.user_id = $1 ORDER BY b.created_at DESC, c.id OFFSET $2 LIMIT $3`,
      [p.userId, q.skip, q.limit],
    );
    const [{ total }] = (await db.query<{ total: number }>('SELECT COUNT(*)::int AS total FROM bookmarks WHERE user_id = $1', [
      p.userId,
    ])) as [{ total: number }];
    return ok({ total_count: total, list: await cards(ctx, rows, p.userId) });
  });

  app.post('/have/:classId', async (req) => {
    const p = parse(z.object({ classId: id() }), req.params);
    const b = parse(z.object({ mode: z.enum(['add', 'remove']) }), req.body);
    const user = await requireUser(ctx, req);
    const exists = await db.query('SELECT 1 FROM classes WHERE id = $1', [p.classId]);
    if (exists.length === 0) throw notFound('클래스');
    const haveCnt = await db.transaction(async (tx) => {
      const changed =
        b.mode === 'add'
          ? await tx.query('INSERT INTO bookmarks (user_id, class_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1', [user.id, p.classId])
          : await tx.query('DELETE FROM bookmarks WHERE user_id = $1 AND class_id = $2 RETURNING 1', [user.id, p.classId]);
      const rows = changed.length
        ? await tx.query<{ have_cnt: number }>(
            `UPDATE classes SET have_cnt = have_cnt ${b.mode === 'add' ? '+' : '-'} 1 WHERE id = $1 RETURNING have_cnt`,
            [p.classId],
          )
        : await tx.query<{ have_cnt: number }>('SELECT have_cnt FROM classes WHERE id = $1', [p.classId]);
      return rows[0]!.have_cnt;
    });
    return ok({ class_id: p.classId, mode: b.mode, class_have_status: b.mode === 'add' ? 'Y' : 'N', have_cnt: haveCnt });
  });
}

export function reviewStatis(scores: { score: number; cnt: number }[], sum: number, cnt: number) {
  const by = new Map(scores.map((s) => [s.score, s.cnt]));
  return {
    review_score: rating(sum, cnt),
    review_cnt: cnt,
    score_list: [5, 4, 3, 2, 1].map((score) => ({ score, cnt: by.get(score) ?? 0 })),
  };
}

async function serviceInfo(ctx: Ctx, kind: 'web' | 'app') {
  const [banners, stats] = await Promise.all([
    ctx.db.query<{ id: number; title: string; subtitle: string; image: string; link: string; bgcolor: string }>(
      'SELECT id, title, subtitle, image, link, bgcolor FROM banners WHERE kind = $1 ORDER BY sort',
      [kind],
    ),
    ctx.db.query<{ class_cnt: number; coach_cnt: number; user_cnt: number; review_cnt: number; review_sum: number }>(
      `SELECT (SELECT COUNT(*)::int FROM classes WHERE open_flag = 'Y') AS class_cnt,
              (SELECT COUNT(*)::int FROM users WHERE coach_yn = 'Y' AND status = 'active') AS coach_cnt,
              (SELECT COUNT(*)::int FROM users WHERE status = 'active') AS user_cnt,
              (SELECT COUNT(*)::int FROM reviews) AS review_cnt,
              (SELECT COALESCE(SUM(score), 0)::int FROM reviews) AS review_sum`,
    ),
  ]);
  const s = stats[0]!;
  return {
    banner_list: banners.map((b) => ({
      banner_id: b.id,
      title: b.title,
      subtitle: b.subtitle,
      image: ctx.img(b.image),
      link: b.link,
      bgcolor: b.bgcolor,
    })),
    service_info: {
      service_name: '배움',
      class_cnt: s.class_cnt,
      coach_cnt: s.coach_cnt,
      user_cnt: s.user_cnt,
      review_cnt: s.review_cnt,
      review_score: rating(s.review_sum, s.review_cnt),
      cs_phone: '1660-0000',
      cs_hours: '평일 10:00~18:00 (점심 12:30~13:30, 주말·공휴일 휴무)',
      cs_email: 'help@baeum.test',
      company_name: '(주)배움',
      share_title: '배움 - 세상의 모든 배움을 가장 저렴하게',
      share_image: ctx.img('/images/banner/1.svg'),
    },
  };
}

async function currentEvents(ctx: Ctx) {
  const rows = await ctx.db.query<{
    id: number;
    title: string;
    description: string;
    banner_image: string;
    bgcolor: string;
    starts_at: Date;
    ends_at: Date;
  }>('SELECT id, title, description, banner_image, bgcolor, starts_at, ends_at FROM events WHERE ends_at > now() ORDER BY starts_at DESC, id');
  return rows.map((e) => ({
    event_id: e.id,
    title: e.title,
    description: e.description,
    banner_image: ctx.img(e.banner_image),
    bgcolor: e.bgcolor,
    starts_at: iso(e.starts_at),
    ends_at: iso(e.ends_at),
  }));
}

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
    return cardsByIds(ctx, rows.map((r) => r.id), userId);
  }
  const rows = await ctx.db.query<{ id: number }>(
    `SELECT c.id FROM classes c WHERE c.open_flag = 'Y' AND ($1::int IS NULL OR c.id <> $1)
     ORDER BY c.signup_cnt * (CASE WHEN c.review_cnt > 0 THEN c.review_sum::float8 / c.review_cnt ELSE 3 END) DESC, c.id LIMIT $2`,
    [excludeClassId, RECOM_SIZE],
  );
  return cardsByIds(ctx, rows.map((r) => r.id), null);
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
      const top = await db.query<{ keyword: string }>('SELECT keyword FROM popular_keywords ORDER BY score DESC, keyword LIMIT 5');
      // The popular keyword of the day rotates through the top five.
      keyword = top[Math.floor(Date.now() / 86_400_000) % Math.max(1, top.length)]?.keyword ?? '';
    }
    const found = await searchClasses(ctx, { keyword, order: 'match_score', start: 0, end: RECOM_SIZE, userId: user?.id ?? null });
    return ok({ keyword, keyword_type: keywordType, recom_list: found.list });
  });

  app.get('/recom/event-base/:userId?', async (req) => {
    const p = parse(userParam, req.params);
    const user = await viewer(req, p.userId);
    const events = await currentEvents(ctx);
    const event = events[0];
    if (!event) return ok({ event: null, recom_list: [] });
    const ids = await db.query<{ class_id: number }>('SELECT class_id FROM event_classes WHERE event_id = $1 ORDER BY sort', [
      event.event_id,
    ]);
    return ok({ ...event, event, recom_list: await cardsByIds(ctx, ids.map((r) => r.class_id), user?.id ?? null) });
  });

  app.get('/recom/secondclass/:userId/:classId', async (req) => {
    const p = parse(z.object({ userId: id(), classId: id() }), req.params);
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
    return ok({ class_id: p.classId, recom_list: await cardsByIds(ctx, rows.map((r) => r.id), user?.id ?? null) });
  });

  app.get('/recom/:userId', async (req) => {
    const p = parse(z.object({ userId: id() }), req.params);
    const user = await viewer(req, p.userId);
    return ok({ recom_list: await recommendFor(ctx, user?.id ?? null) });
  });
}

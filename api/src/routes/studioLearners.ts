// The studio's learners and sales (issue 36): a class's enrolled learners (nickname, enrolled on,
// progress from the classroom, last studied), searchable and paged; and the coach's payments by
// day, week or month (Korean calendar) and by class, with totals. Only the class's coach sees them.
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/errors.ts';
import type { Ctx } from '../http/context.ts';
import { id, isoDate, page, parse, text, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { iso, pageInfo, userNameSql, userPhotoSql } from '../services/cards.ts';
import { percentOf } from '../services/classroom.ts';
import { fieldError, ownClass, requireCoach } from '../services/studioClasses.ts';

const LEARNERS_PAGE_SIZE = 20;
/** The longest span a sales query covers (about three years). */
const SALES_MAX_DAYS = 3 * 366;
const DAY_MS = 86_400_000;
/** Korean time: sales days, weeks (from Monday) and months are Seoul's. */
const KST_MS = 9 * 3_600_000;
const SALES_DEFAULT_SPAN = { day: 30, week: 12 * 7, month: 365 } as const;

/** `LIKE` text matching `value` literally (`%`, `_` and `\` escaped). */
const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function studioLearnerRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  app.get('/new/studio/classes/:classId/learners', async (req) => {
    const p = parse(z.object({ classId: id() }), req.params);
    const q = parse(z.object({ q: text(20).default(''), page: page() }), req.query);
    const coach = await requireCoach(ctx, req);
    const c = await ownClass(db, coach.id, p.classId);
    const rows = await db.query<{
      user_id: number;
      nickname: string;
      photo: string;
      enrolled_at: Date;
      last_studied_at: Date | null;
      done: number;
      total: number;
    }>(
      `SELECT e.user_id, ${userNameSql('u')} AS nickname, ${userPhotoSql('u')} AS photo,
              e.created_at AS enrolled_at, e.last_watched_at AS last_studied_at,
              (SELECT COUNT(*)::int FROM lesson_progress lp JOIN lessons l ON l.id = lp.lesson_id
               WHERE lp.user_id = e.user_id AND l.class_id = e.class_id AND lp.done) AS done,
              (COUNT(*) OVER ())::int AS total
       FROM enrollments e JOIN users u ON u.id = e.user_id
       WHERE e.class_id = $1 AND u.status = 'active'
         AND ($2 = '' OR lower(${userNameSql('u')}) LIKE '%' || lower($2) || '%' ESCAPE '\\')
       ORDER BY e.created_at DESC, e.user_id DESC OFFSET $3 LIMIT $4`,
      [p.classId, likeEscape(q.q), (q.page - 1) * LEARNERS_PAGE_SIZE, LEARNERS_PAGE_SIZE],
    );
    const total =
      rows[0]?.total ??
      (
        await db.query<{ total: number }>(
          `SELECT COUNT(*)::int AS total FROM enrollments e JOIN users u ON u.id = e.user_id
           WHERE e.class_id = $1 AND u.status = 'active'
             AND ($2 = '' OR lower(${userNameSql('u')}) LIKE '%' || lower($2) || '%' ESCAPE '\\')`,
          [p.classId, likeEscape(q.q)],
        )
      )[0]!.total;
    return ok({
      class_id: p.classId,
      class_name: c.name,
      lesson_cnt: c.curriculum_cnt,
      q: q.q,
      list: rows.map((r) => ({
        user_id: r.user_id,
        nickname: r.nickname,
        user_photo: ctx.img(r.photo),
        enrolled_at: iso(r.enrolled_at),
        // As the classroom computes it: done lessons of the class's lessons now.
        progress: percentOf(r.done, c.curriculum_cnt),
        done_lessons: r.done,
        last_studied_at: iso(r.last_studied_at),
      })),
      ...pageInfo(q.page, total, LEARNERS_PAGE_SIZE),
    });
  });

  // Payments of the coach's classes (what each learner paid then, never today's price), less
  // refunds on the days they were refunded.
  app.get('/new/studio/sales', async (req) => {
    const q = parse(
      z.object({
        period: z.enum(['day', 'week', 'month']).default('day'),
        from: isoDate().optional(),
        to: isoDate().optional(),
        class_id: id().optional(),
      }),
      req.query,
    );
    const coach = await requireCoach(ctx, req);
    if (q.class_id !== undefined) await ownClass(db, coach.id, q.class_id);
    const to = q.to ?? new Date(Date.now() + KST_MS).toISOString().slice(0, 10);
    const from =
      q.from ??
      new Date(Date.parse(to) - (SALES_DEFAULT_SPAN[q.period] - 1) * DAY_MS)
        .toISOString()
        .slice(0, 10);
    const span = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    if (span < 0 || span > SALES_MAX_DAYS) throw fieldError('from', msg.studioSalesRange);
    const args = [coach.id, q.class_id ?? null, from, to, q.period];
    // Money movements of the coach's classes in [from, to] (Seoul days), each with its period's
    // start: a payment adds its amount on the day it was paid (a later refund does not undo
    // that day), a refund subtracts its amount on the day it was refunded. `sale` counts payments.
    const paid = `SELECT m.class_id, m.amount, m.sale,
        date_trunc($5, timezone('Asia/Seoul', m.at))::date AS start
      FROM (SELECT p.class_id, p.amount, 1 AS sale, p.created_at AS at FROM payments p
              WHERE p.status IN ('paid', 'refund_requested', 'refunded')
            UNION ALL
            SELECT p.class_id, -COALESCE(p.refund_amount, p.amount), 0, p.refunded_at FROM payments p
              WHERE p.status = 'refunded' AND p.refunded_at IS NOT NULL) m
      JOIN classes c ON c.id = m.class_id
      WHERE c.coach_id = $1 AND ($2::int IS NULL OR m.class_id = $2)
        AND m.at >= timezone('Asia/Seoul', $3::date::timestamp)
        AND m.at < timezone('Asia/Seoul', ($4::date + 1)::timestamp)`;
    const [buckets, classes] = await Promise.all([
      db.query<{ start: string; amount: number; count: number }>(
        `WITH paid AS (${paid}),
         b AS (SELECT generate_series(date_trunc($5, $3::date::timestamp), date_trunc($5, $4::date::timestamp),
                                      ('1 ' || $5)::interval)::date AS start)
         SELECT to_char(b.start, 'YYYY-MM-DD') AS start, COALESCE(SUM(paid.amount), 0)::float8 AS amount,
                COALESCE(SUM(paid.sale), 0)::int AS count
         FROM b LEFT JOIN paid ON paid.start = b.start GROUP BY b.start ORDER BY b.start`,
        args,
      ),
      db.query<{ class_id: number; class_name: string; amount: number; count: number }>(
        `WITH paid AS (${paid})
         SELECT c.id AS class_id, c.name AS class_name, COALESCE(SUM(paid.amount), 0)::float8 AS amount,
                COALESCE(SUM(paid.sale), 0)::int AS count
         FROM classes c LEFT JOIN paid ON paid.class_id = c.id
         WHERE c.coach_id = $1 AND ($2::int IS NULL OR c.id = $2)
         GROUP BY c.id, c.name ORDER BY amount DESC, c.id`,
        args,
      ),
    ]);
    return ok({
      period: q.period,
      from,
      to,
      class_id: q.class_id ?? null,
      buckets,
      classes,
      total: {
        amount: buckets.reduce((s, b) => s + b.amount, 0),
        count: buckets.reduce((s, b) => s + b.count, 0),
      },
    });
  });
}

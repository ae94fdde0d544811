// Coach studio: dashboard, per-class feedback and replies to reviews (coaches only).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InboxReviewFields, StudioClassReviewFields } from '@baeum/shared/wire';
import { forbidden, notFound, ok } from '../http/errors.ts';
import { requireUser, type Ctx } from '../http/context.ts';
import { id, page, parse, text, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { createNotification, PUSH_TYPE } from '../services/notifications.ts';
import { cards, iso, managedClassRows, pageInfo, rating } from '../services/cards.ts';
import { STATUS_SQL, type ClassStatus } from '../services/studioClasses.ts';

const INBOX_PAGE_SIZE = 20;
const CLASS_REVIEWS_PAGE_SIZE = 10;
const TREND_SIZE = 20;
/** Notification type of a coach's reply to a review (issue 36); its link opens the review. */
export const REVIEW_REPLY_PUSH_TYPE = PUSH_TYPE.reviewReply;
/** The filters of a managed class's reviews: each one a fixed SQL condition (never user text). */
const REVIEW_FILTERS = {
  all: 'TRUE',
  unanswered: 'r.coach_reply IS NULL',
  suggestions: "r.suggestions <> ''",
  low: 'r.score <= 3',
} as const;

/** A review row of the studio's lists: the wire type's columns, its `id`, its time and the count
 * of the whole list (`COUNT(*) OVER ()`). */
type StudioReviewRow<Fields> = Fields & { id: number; created_at: Date; total: number };

/** A studio list's review as answered: `review_id` for `id`, the selected columns in their
 * order, the time in ISO; the list's count is not repeated in each item. */
function studioReview<Fields>({
  id: reviewId,
  created_at,
  total: _total,
  ...fields
}: StudioReviewRow<Fields>) {
  return { review_id: reviewId, ...fields, created_at: iso(created_at) };
}

export function studioRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const requireCoach = async (req: FastifyRequest) => {
    const user = await requireUser(ctx, req);
    if (!user.coach) throw forbidden(msg.coachOnly);
    return user;
  };
  const ownClass = async (coachId: number, classId: number) => {
    const rows = await db.query<{ coach_id: number }>(
      'SELECT coach_id FROM classes WHERE id = $1',
      [classId],
    );
    if (!rows[0]) throw notFound('클래스');
    if (rows[0].coach_id !== coachId) throw forbidden();
  };

  app.get('/studio/dashboard', async (req) => {
    const coach = await requireCoach(req);
    const [rows, stats, user, states] = await Promise.all([
      managedClassRows(db, coach.id),
      db.query<{ class_id: number; no_reply: number; suggestions: number }>(
        `SELECT r.class_id, COUNT(*) FILTER (WHERE r.coach_reply IS NULL)::int AS no_reply,
                COUNT(*) FILTER (WHERE r.suggestions <> '')::int AS suggestions
         FROM reviews r JOIN classes c ON c.id = r.class_id WHERE c.coach_id = $1 GROUP BY r.class_id`,
        [coach.id],
      ),
      db.query<{ follower_cnt: number; photo: string }>(
        "SELECT follower_cnt, COALESCE(photo, '/images/avatar/' || id || '.webp') AS photo FROM users WHERE id = $1",
        [coach.id],
      ),
      // 임시 저장 / 공개 중 / 판매 종료 on each card (#54 item 8).
      db.query<{ id: number; status: ClassStatus }>(
        `SELECT c.id, ${STATUS_SQL} AS status FROM classes c WHERE c.coach_id = $1`,
        [coach.id],
      ),
    ]);
    const byClass = new Map(stats.map((s) => [s.class_id, s]));
    const statusOf = new Map(states.map((s) => [s.id, s.status]));
    const list = (await cards(ctx, rows, coach.id)).map((c) => ({
      ...c,
      no_reply_review_count: byClass.get(c.class_id)?.no_reply ?? 0,
      suggestions_count: byClass.get(c.class_id)?.suggestions ?? 0,
      status: statusOf.get(c.class_id) ?? 'closed',
    }));
    const reviewCnt = rows.reduce((s, r) => s + r.review_cnt, 0);
    const reviewSum = rows.reduce((s, r) => s + r.review_sum, 0);
    return ok({
      user_info: {
        user_id: coach.id,
        user_name: coach.name,
        user_photo: ctx.img(user[0]!.photo),
        follower_cnt: user[0]!.follower_cnt,
      },
      management_class: list,
      summary: {
        class_cnt: rows.length,
        signup_cnt: rows.reduce((s, r) => s + r.signup_cnt, 0),
        review_cnt: reviewCnt,
        review_score: rating(reviewSum, reviewCnt),
        no_reply_review_count: stats.reduce((s, r) => s + r.no_reply, 0),
      },
    });
  });

  app.get('/studio/feedback/:classId', async (req) => {
    const p = parse(z.object({ classId: id() }), req.params);
    const coach = await requireCoach(req);
    await ownClass(coach.id, p.classId);
    const [counts, suggestions, distribution, trend, named] = await Promise.all([
      db.query<{
        review_count: number;
        review_sum: number;
        content_review_count: number;
        no_reply_review_count: number;
        suggestions_count: number;
      }>(
        `SELECT COUNT(*)::int AS review_count, COALESCE(SUM(score), 0)::int AS review_sum,
                COUNT(*) FILTER (WHERE length(pros_content) + length(cons_content) >= 20)::int AS content_review_count,
                COUNT(*) FILTER (WHERE coach_reply IS NULL)::int AS no_reply_review_count,
                COUNT(*) FILTER (WHERE suggestions <> '')::int AS suggestions_count
         FROM reviews WHERE class_id = $1`,
        [p.classId],
      ),
      db.query<{
        id: number;
        user_name: string;
        suggestions: string;
        score: number;
        created_at: Date;
      }>(
        `SELECT r.id, COALESCE(u.nickname, u.name) AS user_name, r.suggestions, r.score, r.created_at
         FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.class_id = $1 AND r.suggestions <> ''
         ORDER BY r.created_at DESC LIMIT 50`,
        [p.classId],
      ),
      db.query<{ score: number; n: number }>(
        'SELECT score, COUNT(*)::int AS n FROM reviews WHERE class_id = $1 GROUP BY score',
        [p.classId],
      ),
      db.query<{ id: number; score: number; created_at: Date }>(
        'SELECT id, score, created_at FROM reviews WHERE class_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
        [p.classId, TREND_SIZE],
      ),
      db.query<{ name: string }>('SELECT name FROM classes WHERE id = $1', [p.classId]),
    ]);
    const c = counts[0]!;
    const byScore = new Map(distribution.map((d) => [d.score, d.n]));
    return ok({
      class_id: p.classId,
      class_name: named[0]?.name ?? '',
      score_distribution: [5, 4, 3, 2, 1].map((score) => ({
        score,
        count: byScore.get(score) ?? 0,
      })),
      recent_scores: trend
        .reverse()
        .map((r) => ({ review_id: r.id, score: r.score, created_at: iso(r.created_at) })),
      review_count: c.review_count,
      review_score: rating(c.review_sum, c.review_count),
      content_review_count: c.content_review_count,
      no_reply_review_count: c.no_reply_review_count,
      suggestions_count: c.suggestions_count,
      suggestions: suggestions.map((s) => ({
        review_id: s.id,
        user_name: s.user_name,
        suggestions: s.suggestions,
        score: s.score,
        created_at: iso(s.created_at),
      })),
    });
  });

  app.post('/studio/review/:reviewId/reply', async (req) => {
    const p = parse(z.object({ reviewId: id() }), req.params);
    const b = parse(z.object({ content: text(2000, 1) }), req.body);
    const coach = await requireCoach(req);
    const rows = await db.query<{ class_id: number; user_id: number }>(
      'SELECT class_id, user_id FROM reviews WHERE id = $1',
      [p.reviewId],
    );
    const review = rows[0];
    if (!review) throw notFound('후기');
    await ownClass(coach.id, review.class_id);
    await db.transaction(async (tx) => {
      // The learner hears of the first reply (an edited reply does not notify again).
      const first = await tx.query<{ name: string; photo: string }>(
        `UPDATE reviews r SET coach_reply = $2 FROM classes c
         WHERE r.id = $1 AND c.id = r.class_id AND r.coach_reply IS NULL RETURNING c.name, c.photo`,
        [p.reviewId, b.content],
      );
      if (first[0])
        await createNotification(tx, {
          userId: review.user_id,
          actorId: coach.id,
          pushType: REVIEW_REPLY_PUSH_TYPE,
          title: msg.reviewReplyTitle,
          content: msg.reviewReplyContent(coach.name, first[0].name),
          link: `/class/${review.class_id}/review/${p.reviewId}`,
          image: first[0].photo,
        });
      else
        await tx.query('UPDATE reviews SET coach_reply = $2 WHERE id = $1', [
          p.reviewId,
          b.content,
        ]);
    });
    return ok({ review_id: p.reviewId, coach_reply: b.content });
  });

  // One managed class's reviews, newest first, with the coach's reply, filtered for what to act on.
  app.get('/studio/class/:classId/reviews', async (req) => {
    const p = parse(z.object({ classId: id() }), req.params);
    const q = parse(
      z.object({
        page: page(),
        filter: z.enum(['all', 'unanswered', 'suggestions', 'low']).default('all'),
      }),
      req.query,
    );
    const coach = await requireCoach(req);
    await ownClass(coach.id, p.classId);
    const rows = await db.query<StudioReviewRow<StudioClassReviewFields>>(
      `SELECT r.id, COALESCE(u.nickname, u.name) AS user_name, r.score, r.pros_content, r.cons_content,
              r.suggestions, r.coach_reply, r.created_at, (COUNT(*) OVER ())::int AS total
       FROM reviews r JOIN users u ON u.id = r.user_id
       WHERE r.class_id = $1 AND ${REVIEW_FILTERS[q.filter]}
       ORDER BY r.created_at DESC, r.id DESC OFFSET $2 LIMIT $3`,
      [p.classId, (q.page - 1) * CLASS_REVIEWS_PAGE_SIZE, CLASS_REVIEWS_PAGE_SIZE],
    );
    const total =
      rows[0]?.total ??
      (
        await db.query<{ total: number }>(
          `SELECT COUNT(*)::int AS total FROM reviews r WHERE r.class_id = $1 AND ${REVIEW_FILTERS[q.filter]}`,
          [p.classId],
        )
      )[0]!.total;
    return ok({
      list: rows.map(studioReview),
      filter: q.filter,
      ...pageInfo(q.page, total, CLASS_REVIEWS_PAGE_SIZE),
    });
  });

  // Every unanswered review across the coach's classes, oldest first: one queue to work through.
  app.get('/studio/inbox', async (req) => {
    const q = parse(z.object({ page: page() }), req.query);
    const coach = await requireCoach(req);
    const rows = await db.query<StudioReviewRow<InboxReviewFields>>(
      `SELECT r.id, r.class_id, c.name AS class_name, COALESCE(u.nickname, u.name) AS user_name, r.score,
              r.pros_content, r.cons_content, r.suggestions, r.created_at, (COUNT(*) OVER ())::int AS total
       FROM reviews r JOIN classes c ON c.id = r.class_id JOIN users u ON u.id = r.user_id
       WHERE c.coach_id = $1 AND r.coach_reply IS NULL
       ORDER BY r.created_at, r.id OFFSET $2 LIMIT $3`,
      [coach.id, (q.page - 1) * INBOX_PAGE_SIZE, INBOX_PAGE_SIZE],
    );
    const total =
      rows[0]?.total ??
      (
        await db.query<{ total: number }>(
          `SELECT COUNT(*)::int AS total FROM reviews r JOIN classes c ON c.id = r.class_id
           WHERE c.coach_id = $1 AND r.coach_reply IS NULL`,
          [coach.id],
        )
      )[0]!.total;
    return ok({
      list: rows.map(studioReview),
      ...pageInfo(q.page, total, INBOX_PAGE_SIZE),
    });
  });
}

// Class reviews: the class's list (spec helper) plus the review screens' own calls.
import type { FastifyInstance } from 'fastify';
import type { ReviewListFields } from '@baeum/shared/wire';
import { ApiError, conflict, forbidden, notFound, ok } from '../http/errors.ts';
import { optionalUser, requireUser, type Ctx } from '../http/context.ts';
import { id, page, parse, text, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import {
  CARD_FROM,
  CARD_SELECT,
  cards,
  iso,
  pageInfo,
  userNameSql,
  userPhotoSql,
  type CardRow,
} from '../services/cards.ts';
import { viewerLinks } from '../services/users.ts';
import { reviewStatis } from './classDetail.ts';
import { photoListSchema } from '../http/photoList.ts';

export const REVIEW_PAGE_SIZE = 10;
const REVIEW_POINT = 500;

export const REVIEW_SELECT = `
  r.id, r.class_id, c.name AS class_name, c.photo AS class_photo, r.user_id, ${userNameSql('u')} AS user_name,
  ${userPhotoSql('u')} AS user_photo, r.score, r.pros_content, r.cons_content, r.suggestions, r.progress, r.photo_list,
  r.helpful_cnt, r.coach_reply, r.blocked, r.created_at, r.updated_at`;
export const REVIEW_FROM =
  'reviews r JOIN users u ON u.id = r.user_id JOIN classes c ON c.id = r.class_id';

export interface ReviewRow extends ReviewListFields {
  id: number;
  coach_reply: string | null;
  blocked: string;
  created_at: Date;
  updated_at: Date;
}

export async function reviewItems(ctx: Ctx, rows: ReviewRow[], viewerId: number | null) {
  const ids = rows.map((r) => r.id);
  const authors = [...new Set(rows.map((r) => r.user_id))];
  const [helpfulSet, blockedSet] = await Promise.all([
    viewerLinks(ctx.db, 'helpfulReviews', viewerId, ids),
    viewerLinks(ctx.db, 'blockedUsers', viewerId, authors),
  ]);
  return rows.map((r) => {
    const photos = (Array.isArray(r.photo_list) ? r.photo_list : []).map((p) => ctx.img(p));
    return {
      review_id: r.id,
      id: r.id,
      version: 2,
      class_id: r.class_id,
      class_name: r.class_name,
      class_photo: ctx.img(r.class_photo),
      user_id: r.user_id,
      user_name: r.user_name,
      user_photo: ctx.img(r.user_photo),
      score: r.score,
      review_score: r.score,
      pros_content: r.pros_content,
      cons_content: r.cons_content,
      suggestions: r.suggestions,
      progress: r.progress,
      photo_list: photos,
      media_id: null,
      thumbnail_link: photos[0] ?? '',
      helpful_cnt: r.helpful_cnt,
      helpful_yn: helpfulSet.has(r.id) ? 'Y' : 'N',
      coach_reply: r.coach_reply ?? '',
      blocked: blockedSet.has(r.user_id) || r.blocked === 'Y' ? 'Y' : 'N',
      mine: viewerId === r.user_id ? 'Y' : 'N',
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
    };
  });
}

export function reviewRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const reviewBody = z.object({
    score: z.coerce.number().int().min(1).max(5),
    pros_content: text(2000, 1),
    cons_content: text(2000).default(''),
    suggestions: text(2000).default(''),
    photo_list: photoListSchema(ctx.config.publicBase).optional(),
  });

  // Filters and order of the list (our addition; the spec's call has none): `sort` latest
  // (default), helpful or score; `photo=Y` only reviews with photos; `score` one star count.
  // The statistics always describe the whole class; the paging counts what the filter keeps.
  const listQuery = z.object({
    sort: z.enum(['latest', 'helpful', 'score']).default('latest'),
    photo: z.enum(['Y', 'N']).default('N'),
    score: z.coerce.number().int().min(1).max(5).optional(),
  });
  const LIST_ORDER = {
    latest: 'r.created_at DESC, r.id DESC',
    helpful: 'r.helpful_cnt DESC, r.created_at DESC, r.id DESC',
    score: 'r.score DESC, r.created_at DESC, r.id DESC',
  } as const;

  app.get('/review/class/:classId/:page', async (req) => {
    const p = parse(z.object({ classId: id(), page: page() }), req.params);
    const q = parse(listQuery, req.query);
    const viewer = await optionalUser(ctx, req);
    const cls = await db.query<{ review_cnt: number; review_sum: number }>(
      'SELECT review_cnt, review_sum FROM classes WHERE id = $1',
      [p.classId],
    );
    if (!cls[0]) throw notFound('클래스');
    const where = `r.class_id = $1 AND ($2::int IS NULL OR r.score = $2)${
      q.photo === 'Y' ? ' AND jsonb_array_length(r.photo_list) > 0' : ''
    }`;
    const filtered = q.photo === 'Y' || q.score !== undefined;
    const [rows, scores, counted] = await Promise.all([
      db.query<ReviewRow>(
        `SELECT ${REVIEW_SELECT} FROM ${REVIEW_FROM} WHERE ${where}
         ORDER BY ${LIST_ORDER[q.sort]} OFFSET $3 LIMIT $4`,
        [p.classId, q.score ?? null, (p.page - 1) * REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE],
      ),
      db.query<{ score: number; cnt: number }>(
        'SELECT score, COUNT(*)::int AS cnt FROM reviews WHERE class_id = $1 GROUP BY score',
        [p.classId],
      ),
      filtered
        ? db.query<{ cnt: number }>(`SELECT COUNT(*)::int AS cnt FROM reviews r WHERE ${where}`, [
            p.classId,
            q.score ?? null,
          ])
        : Promise.resolve([{ cnt: cls[0].review_cnt }]),
    ]);
    const count = counted[0]?.cnt ?? 0;
    return ok({
      class_id: p.classId,
      list: await reviewItems(ctx, rows, viewer?.id ?? null),
      ...pageInfo(p.page, count, REVIEW_PAGE_SIZE),
      statis: reviewStatis(scores, cls[0].review_sum, cls[0].review_cnt),
    });
  });

  app.get('/review/my', async (req) => {
    const user = await requireUser(ctx, req);
    const [rows, notReviewed] = await Promise.all([
      db.query<ReviewRow>(
        `SELECT ${REVIEW_SELECT} FROM ${REVIEW_FROM} WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
        [user.id],
      ),
      db.query<CardRow>(
        `SELECT ${CARD_SELECT} FROM enrollments e JOIN ${CARD_FROM} ON c.id = e.class_id
         WHERE e.user_id = $1 AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = e.user_id AND r.class_id = e.class_id)
         ORDER BY e.created_at DESC`,
        [user.id],
      ),
    ]);
    return ok({
      reviewed_list: await reviewItems(ctx, rows, user.id),
      not_reviewed_list: await cards(ctx, notReviewed, user.id),
    });
  });

  app.get('/review/:reviewId', async (req) => {
    const p = parse(z.object({ reviewId: id() }), req.params);
    const viewer = await optionalUser(ctx, req);
    const rows = await db.query<ReviewRow>(
      `SELECT ${REVIEW_SELECT} FROM ${REVIEW_FROM} WHERE r.id = $1`,
      [p.reviewId],
    );
    if (!rows[0]) throw notFound('후기');
    return ok((await reviewItems(ctx, rows, viewer?.id ?? null))[0]);
  });

  app.post('/review/class/:classId', async (req) => {
    const p = parse(z.object({ classId: id() }), req.params);
    const b = parse(reviewBody, req.body);
    const user = await requireUser(ctx, req);
    const { id: reviewId, point } = await db.transaction(async (tx) => {
      const cls = await tx.query<{ coach_id: number; open_flag: string }>(
        'SELECT coach_id, open_flag FROM classes WHERE id = $1',
        [p.classId],
      );
      if (!cls[0]) throw notFound('클래스');
      // A coach's own class is never reviewed by its coach (points and rating), enrolled or not.
      if (cls[0].coach_id === user.id) throw conflict(msg.ownClassReview);
      // FOR SHARE: a refund finishing meanwhile ends the enrolment either before (no review)
      // or after this review and its reward are in (both then archived and taken back).
      const enrolled = await tx.query<{ progress: number }>(
        'SELECT progress FROM enrollments WHERE user_id = $1 AND class_id = $2 FOR SHARE',
        [user.id, p.classId],
      );
      if (!enrolled[0]) {
        // A closed class takes new reviews only from its learners (who keep their access).
        if (cls[0].open_flag !== 'Y') throw conflict(msg.classClosed);
        throw forbidden('수강 중인 클래스에만 후기를 남길 수 있습니다.');
      }
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO reviews (class_id, user_id, score, pros_content, cons_content, suggestions, progress, photo_list)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) ON CONFLICT (class_id, user_id) DO NOTHING RETURNING id`,
        [
          p.classId,
          user.id,
          b.score,
          b.pros_content,
          b.cons_content,
          b.suggestions,
          enrolled[0].progress,
          JSON.stringify(b.photo_list ?? []),
        ],
      );
      if (!inserted[0]) throw conflict(msg.reviewExists);
      await tx.query(
        'UPDATE classes SET review_cnt = review_cnt + 1, review_sum = review_sum + $2 WHERE id = $1',
        [p.classId, b.score],
      );
      // The reward belongs to the payment of the enrolment (a refund takes it back), once per
      // payment; a free enrolment (nothing paid, in won or points) earns none. An enrolment from
      // before payments were recorded (seed data) has nothing to refund and keeps the reward.
      const rewarded = await tx.query(
        `WITH pay AS (
           SELECT id, amount + points_used AS paid FROM payments
           WHERE user_id = $1 AND class_id = $3 AND status IN ('paid', 'refund_requested')
           ORDER BY created_at DESC, id DESC LIMIT 1)
         INSERT INTO points (user_id, amount, kind, title, expire_at, payment_id)
         SELECT $1, $2, 'review', '후기 작성 적립', now() + interval '1 year', (SELECT id FROM pay)
         WHERE COALESCE((SELECT paid FROM pay), 1) > 0
         ON CONFLICT (payment_id, kind) WHERE payment_id IS NOT NULL DO NOTHING RETURNING 1`,
        [user.id, REVIEW_POINT, p.classId],
      );
      return { id: inserted[0].id, point: rewarded.length ? REVIEW_POINT : 0 };
    });
    const rows = await db.query<ReviewRow>(
      `SELECT ${REVIEW_SELECT} FROM ${REVIEW_FROM} WHERE r.id = $1`,
      [reviewId],
    );
    return ok({
      review_id: reviewId,
      review_point: point,
      review: (await reviewItems(ctx, rows, user.id))[0],
    });
  });

  app.put('/review/:reviewId', async (req) => {
    const p = parse(z.object({ reviewId: id() }), req.params);
    const b = parse(reviewBody.partial(), req.body);
    const user = await requireUser(ctx, req);
    await db.transaction(async (tx) => {
      const rows = await tx.query<{ user_id: number; class_id: number; score: number }>(
        'SELECT user_id, class_id, score FROM reviews WHERE id = $1 FOR UPDATE',
        [p.reviewId],
      );
      const r = rows[0];
      if (!r) throw notFound('후기');
      if (r.user_id !== user.id) throw forbidden(msg.notAuthor);
      if (b.pros_content === '') throw new ApiError(400, '좋았던 점(pros_content)을 입력해주세요.');
      await tx.query(
        `UPDATE reviews SET score = COALESCE($2, score), pros_content = COALESCE($3, pros_content), cons_content = COALESCE($4, cons_content),
           suggestions = COALESCE($5, suggestions), photo_list = COALESCE($6::jsonb, photo_list), updated_at = now() WHERE id = $1`,
        [
          p.reviewId,
          b.score ?? null,
          b.pros_content ?? null,
          b.cons_content ?? null,
          b.suggestions ?? null,
          b.photo_list ? JSON.stringify(b.photo_list) : null,
        ],
      );
      if (b.score !== undefined && b.score !== r.score) {
        await tx.query('UPDATE classes SET review_sum = review_sum + $2 WHERE id = $1', [
          r.class_id,
          b.score - r.score,
        ]);
      }
    });
    const rows = await db.query<ReviewRow>(
      `SELECT ${REVIEW_SELECT} FROM ${REVIEW_FROM} WHERE r.id = $1`,
      [p.reviewId],
    );
    return ok({ review_id: p.reviewId, review: (await reviewItems(ctx, rows, user.id))[0] });
  });
}

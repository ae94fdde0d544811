// Profiles, profile editing, points, coach application (follow and block: social.ts; photo
// uploads: uploads.ts).
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, ok } from '../http/errors.ts';
import { optionalUser, requireSelf, requireUser, type Ctx } from '../http/context.ts';
import { id, page, parse, personName, phone, text, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { claimingName } from '../services/names.ts';
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
import {
  FEED_FROM,
  FEED_PAGE_SIZE,
  FEED_SELECT,
  feedItems,
  type FeedRow,
} from '../services/feed.ts';
import { levelInfo, pointSummary } from '../services/users.ts';
import { photoListSchema } from '../http/photoList.ts';

const POINT_PAGE_SIZE = 20;

export function profileRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const photoUrl = photoListSchema(ctx.config.publicBase);

  app.get('/interested/profile/:userId/:page', async (req) => {
    const p = parse(z.object({ userId: id(), page: page() }), req.params);
    const viewer = await optionalUser(ctx, req);
    const users = await db.query<{
      id: number;
      user_name: string;
      user_photo: string;
      profile_comment: string;
      coach_yn: string;
      gender: string;
      follower_cnt: number;
      following_cnt: number;
    }>(
      `SELECT u.id, ${userNameSql('u')} AS user_name, ${userPhotoSql('u')} AS user_photo, u.profile_comment, u.coach_yn, u.gender,
              u.follower_cnt, u.following_cnt
       FROM users u WHERE u.id = $1 AND u.status = 'active'`,
      [p.userId],
    );
    const u = users[0];
    if (!u) throw notFound('회원');
    const [rel, totals, rows, classes, points] = await Promise.all([
      viewer
        ? db.query<{ friend: boolean; blocked: boolean }>(
            `SELECT EXISTS (SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2) AS friend,
                    EXISTS (SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2) AS blocked`,
            [viewer.id, u.id],
          )
        : Promise.resolve([{ friend: false, blocked: false }]),
      db.query<{ posts: number; reviews: number }>(
        `SELECT (SELECT COUNT(*)::int FROM comments WHERE user_id = $1 AND parent_id IS NULL) AS posts,
                (SELECT COUNT(*)::int FROM reviews WHERE user_id = $1) AS reviews`,
        [u.id],
      ),
      db.query<FeedRow>(
        `SELECT ${FEED_SELECT} FROM ${FEED_FROM} WHERE cm.user_id = $1 AND cm.parent_id IS NULL AND cm.visible
         ORDER BY cm.created_at DESC, cm.id DESC OFFSET $2 LIMIT $3`,
        [u.id, (p.page - 1) * FEED_PAGE_SIZE, FEED_PAGE_SIZE],
      ),
      u.coach_yn === 'Y'
        ? db.query<CardRow>(
            `SELECT ${CARD_SELECT} FROM ${CARD_FROM} WHERE c.coach_id = $1 AND c.open_flag = 'Y' ORDER BY c.signup_cnt DESC, c.id`,
            [u.id],
          )
        : Promise.resolve([] as CardRow[]),
      pointSummary(db, u.id),
    ]);
    const t = totals[0]!;
    return ok({
      user_id: u.id,
      user_name: u.user_name,
      user_photo: ctx.img(u.user_photo),
      profile_comment: u.profile_comment,
      coach_yn: u.coach_yn,
      gender: u.gender,
      follow_cnt: u.following_cnt,
      follower_cnt: u.follower_cnt,
      friend_yn: rel[0]?.friend ? 'Y' : 'N',
      block_flag: rel[0]?.blocked ? 'Y' : 'N',
      is_me: viewer?.id === u.id ? 'Y' : 'N',
      level_info: levelInfo(points.earned),
      review_cnt: t.reviews,
      class_list: await cards(ctx, classes, viewer?.id ?? null),
      comment_list: await feedItems(ctx, rows, viewer?.id ?? null),
      ...pageInfo(p.page, t.posts, FEED_PAGE_SIZE),
    });
  });

  app.get('/profile_edit', async (req) => {
    const auth = await requireUser(ctx, req);
    const rows = await db.query<{
      name: string;
      nickname: string | null;
      photo: string | null;
      profile_comment: string;
      email: string | null;
      phone: string;
    }>('SELECT name, nickname, photo, profile_comment, email, phone FROM users WHERE id = $1', [
      auth.id,
    ]);
    const u = rows[0]!;
    const current = u.photo ?? `/images/avatar/${auth.id}.webp`;
    return ok({
      userInfo: {
        user_id: auth.id,
        name: u.name,
        user_name: u.nickname ?? u.name,
        nickname: u.nickname ?? u.name,
        profile_comment: u.profile_comment,
        email: u.email ?? '',
        phone: u.phone,
        photo: [{ photo_url: ctx.img(current), is_default: u.photo ? 'N' : 'Y' }],
      },
    });
  });

  app.put('/new/v2/api/user', async (req) => {
    const q = parse(
      z.object({ user_id: id(), community_id: z.coerce.number().int().min(0).default(0) }),
      req.query,
    );
    const b = parse(
      z.object({
        nickname: personName(msg.nicknameRule),
        photo: z.union([z.literal(''), z.string().max(300)]).optional(),
        profile_comment: text(300).optional(),
      }),
      req.body,
    );
    await requireSelf(ctx, req, q.user_id);
    // The client always sends photo; '' means "keep the current one", 'default' resets it.
    let photo: string | null | undefined;
    if (b.photo === 'default') photo = null;
    else if (b.photo) photo = parse(photoUrl, [b.photo])[0];
    await claimingName(() =>
      db.query(
        `UPDATE users SET nickname = $2, profile_comment = COALESCE($3, profile_comment),
           photo = CASE WHEN $4::boolean THEN $5 ELSE photo END WHERE id = $1`,
        [q.user_id, b.nickname, b.profile_comment ?? null, photo !== undefined, photo ?? null],
      ),
    );
    const rows = await db.query<{ photo: string; profile_comment: string }>(
      `SELECT ${userPhotoSql('users')} AS photo, profile_comment FROM users WHERE id = $1`,
      [q.user_id],
    );
    return ok({
      user_id: q.user_id,
      nickname: b.nickname,
      user_photo: ctx.img(rows[0]!.photo),
      profile_comment: rows[0]!.profile_comment,
    });
  });

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

  app.post('/coach/:userId', async (req) => {
    const p = parse(z.object({ userId: id() }), req.params);
    const b = parse(
      z.object({
        phone: z.union([z.literal(''), phone()]).optional(),
        kakako_id: text(50).optional(),
        living_abroad: z
          .union([z.boolean(), z.enum(['Y', 'N', 'true', 'false', '1', '0'])])
          .transform((v) => (v === true || v === 'Y' || v === 'true' || v === '1' ? 'Y' : 'N'))
          .default('N'),
      }),
      req.body,
    );
    await requireSelf(ctx, req, p.userId);
    if (!b.phone && !b.kakako_id) throw badRequest(msg.contactRequired);
    const rows = await db.transaction(async (tx) => {
      await tx.query(
        'UPDATE users SET kakao_id = COALESCE($2, kakao_id), living_abroad = $3 WHERE id = $1',
        [p.userId, b.kakako_id || null, b.living_abroad],
      );
      return tx.query<{ id: number; created_at: Date }>(
        'INSERT INTO coach_applications (user_id, phone, kakao_id, living_abroad) VALUES ($1, $2, $3, $4) RETURNING id, created_at',
        [p.userId, b.phone ?? '', b.kakako_id ?? '', b.living_abroad],
      );
    });
    return ok({
      application_id: rows[0]!.id,
      user_id: p.userId,
      status: 'submitted',
      created_at: iso(rows[0]!.created_at),
    });
  });
}

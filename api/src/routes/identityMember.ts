// The signed-in member's own answers: who they are (with their classes), their my-page figures,
// their e-mail address.
import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/errors.ts';
import { requireUser, type Ctx } from '../http/context.ts';
import { formatPhone, parse, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { cards, enrolledClassRows, managedClassRows } from '../services/cards.ts';
import { levelInfo, pointSummary } from '../services/users.ts';
import { queueEmailVerification } from '../services/outboxMessages.ts';

interface UserRow {
  id: number;
  name: string;
  nickname: string | null;
  photo: string;
  email: string | null;
  phone: string;
  coach_yn: string;
  profile_comment: string;
  gender: string;
  follower_cnt: number;
  following_cnt: number;
  company_id: number | null;
}

export async function loadUser(ctx: Ctx, userId: number): Promise<UserRow> {
  const rows = await ctx.db.query<UserRow>(
    `SELECT id, name, nickname, COALESCE(photo, '/images/avatar/' || id || '.webp') AS photo, email, phone, coach_yn,
            profile_comment, gender, follower_cnt, following_cnt, company_id
     FROM users WHERE id = $1 AND status = 'active'`,
    [userId],
  );
  if (!rows[0]) throw new ApiError(470, msg.sessionInvalid);
  return rows[0];
}

export function memberRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  app.get('/new/user/me', async (req) => {
    const auth = await requireUser(ctx, req);
    const u = await loadUser(ctx, auth.id);
    const [enrolled, managed] = await Promise.all([
      enrolledClassRows(db, u.id),
      managedClassRows(db, u.id),
    ]);
    const enrolledCards = await cards(ctx, enrolled, u.id);
    const managedCards = await cards(ctx, managed, u.id);
    return ok({
      user_id: u.id,
      user_info: {
        user_name: u.nickname ?? u.name,
        name: u.name,
        nickname: u.nickname,
        profile_comment: u.profile_comment,
      },
      user_name: u.nickname ?? u.name,
      user_photo: ctx.img(u.photo),
      email: u.email ?? '',
      phone: formatPhone(u.phone),
      coach_yn: u.coach_yn,
      // "Registered classes": the classes a coach manages, the classes a learner takes.
      class_list: u.coach_yn === 'Y' ? managedCards : enrolledCards,
      registered_class_list: enrolledCards,
      management_class_list: managedCards,
    });
  });

  app.get('/new/user/data', async (req) => {
    const auth = await requireUser(ctx, req);
    const u = await loadUser(ctx, auth.id);
    const [points, counts, registered, managed] = await Promise.all([
      pointSummary(db, u.id),
      db.query<{ review_cnt: number; bookmark_cnt: number; comment_cnt: number }>(
        `SELECT (SELECT COUNT(*)::int FROM reviews WHERE user_id = $1) AS review_cnt,
                (SELECT COUNT(*)::int FROM bookmarks WHERE user_id = $1) AS bookmark_cnt,
                (SELECT COUNT(*)::int FROM comments WHERE user_id = $1 AND parent_id IS NULL) AS comment_cnt`,
        [u.id],
      ),
      enrolledClassRows(db, u.id),
      managedClassRows(db, u.id),
    ]);
    return ok({
      user_id: u.id,
      user_name: u.nickname ?? u.name,
      user_photo: ctx.img(u.photo),
      profile_comment: u.profile_comment,
      coach_yn: u.coach_yn,
      point: points.total_point,
      level_info: levelInfo(points.earned),
      follow_cnt: u.following_cnt,
      follower_cnt: u.follower_cnt,
      ...counts[0],
      registered: await cards(ctx, registered, u.id),
      management: await cards(ctx, managed, u.id),
    });
  });

  app.post('/user', async (req) => {
    const b = parse(
      z.object({ email: z.email({ message: '올바른 이메일 주소를 입력해주세요.' }).max(200) }),
      req.body,
    );
    const auth = await requireUser(ctx, req);
    // A new address is unverified (users.verified_email) until the link mailed to it is followed.
    await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET email = $1 WHERE id = $2', [b.email, auth.id]);
      await queueEmailVerification(tx, ctx.config, auth.id);
    });
    return ok({ user_id: auth.id, email: b.email });
  });
}

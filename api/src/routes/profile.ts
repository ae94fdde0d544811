// Profiles: a member's public profile (posts, classes, figures). Editing one's own profile and
// applying as a coach (profileEdit.ts) and the point figures (points.ts) are their own plugins,
// registered from here; follow and block: social.ts; photo uploads: uploads.ts.
import type { FastifyInstance } from 'fastify';
import { notFound, ok } from '../http/errors.ts';
import { optionalUser, type Ctx } from '../http/context.ts';
import { id, page, parse, z } from '../http/validate.ts';
import {
  CARD_FROM,
  CARD_SELECT,
  cards,
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
import { profileEditRoutes } from './profileEdit.ts';
import { pointRoutes } from './points.ts';

export function profileRoutes(app: FastifyInstance, ctx: Ctx): void {
  publicProfileRoute(app, ctx);
  profileEditRoutes(app, ctx);
  pointRoutes(app, ctx);
}

function publicProfileRoute(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
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
}

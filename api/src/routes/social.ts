// Follow and block: the following, follower and block lists and the two relations (spec section 4).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest, notFound, ok } from '../http/errors.ts';
import { optionalUser, requireUser, type Ctx } from '../http/context.ts';
import { count, id, page, parse, z } from '../http/validate.ts';
import type { Queryable } from '../db/types.ts';
import { lockUsers, retryOnDeadlock } from '../db/locks.ts';
import { msg } from '../messages.ts';
import { refuseIfBlocked } from '../services/blocks.ts';
import { createNotification, PUSH_TYPE } from '../services/notifications.ts';
import { iso, pageInfo, userNameSql, userPhotoSql } from '../services/cards.ts';
import { viewerLinks } from '../services/users.ts';

const listQuery = z.object({ page: page(), limit_no: count(100, 20) });

interface MemberRow {
  id: number;
  user_name: string;
  user_photo: string;
  profile_comment: string;
  coach_yn: string;
  follower_cnt: number;
  created_at: Date;
}

const MEMBER_SELECT = `u.id, ${userNameSql('u')} AS user_name, ${userPhotoSql('u')} AS user_photo, u.profile_comment, u.coach_yn, u.follower_cnt`;

async function memberList(ctx: Ctx, rows: MemberRow[], viewerId: number | null) {
  const ids = rows.map((r) => r.id);
  const following = await viewerLinks(ctx.db, 'followedUsers', viewerId, ids);
  return rows.map((r) => ({
    user_id: r.id,
    user_name: r.user_name,
    user_photo: ctx.img(r.user_photo),
    profile_comment: r.profile_comment,
    coach_yn: r.coach_yn,
    follower_cnt: r.follower_cnt,
    friend_yn: following.has(r.id) ? 'Y' : 'N',
    created_at: iso(r.created_at),
  }));
}

async function activeUser(q: Queryable, userId: number): Promise<boolean> {
  return (
    (await q.query("SELECT 1 FROM users WHERE id = $1 AND status = 'active'", [userId])).length > 0
  );
}

/** Removes a follow edge and keeps both counters exact. */
async function unfollow(tx: Queryable, follower: number, followee: number): Promise<boolean> {
  const gone = await tx.query(
    'DELETE FROM follows WHERE follower_id = $1 AND followee_id = $2 RETURNING 1',
    [follower, followee],
  );
  if (!gone.length) return false;
  await tx.query('UPDATE users SET follower_cnt = follower_cnt - 1 WHERE id = $1', [followee]);
  await tx.query('UPDATE users SET following_cnt = following_cnt - 1 WHERE id = $1', [follower]);
  return true;
}

export function socialRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  const relationList = (kind: 'following' | 'follower') => async (req: FastifyRequest) => {
    const p = parse(z.object({ userId: id() }), req.params);
    const q = parse(listQuery, req.query);
    const viewer = await optionalUser(ctx, req);
    if (!(await activeUser(db, p.userId))) throw notFound('회원');
    const [mine, other] =
      kind === 'following' ? ['follower_id', 'followee_id'] : ['followee_id', 'follower_id'];
    const [{ total }] = (await db.query<{ total: number }>(
      `SELECT COUNT(*)::int AS total FROM follows f JOIN users u ON u.id = f.${other} AND u.status = 'active' WHERE f.${mine} = $1`,
      [p.userId],
    )) as [{ total: number }];
    const rows = await db.query<MemberRow>(
      `SELECT ${MEMBER_SELECT}, f.created_at FROM follows f JOIN users u ON u.id = f.${other} AND u.status = 'active'
       WHERE f.${mine} = $1 ORDER BY f.created_at DESC, u.id OFFSET $2 LIMIT $3`,
      [p.userId, (q.page - 1) * q.limit_no, q.limit_no],
    );
    return ok({
      list: await memberList(ctx, rows, viewer?.id ?? null),
      ...pageInfo(q.page, total, q.limit_no),
    });
  };
  app.get('/following/:userId', relationList('following'));
  app.get('/follower/:userId', relationList('follower'));

  app.get('/poor', async (req) => {
    const q = parse(listQuery, req.query);
    const auth = await requireUser(ctx, req);
    const [{ total }] = (await db.query<{ total: number }>(
      'SELECT COUNT(*)::int AS total FROM blocks WHERE blocker_id = $1',
      [auth.id],
    )) as [{ total: number }];
    const rows = await db.query<MemberRow>(
      `SELECT ${MEMBER_SELECT}, b.created_at FROM blocks b JOIN users u ON u.id = b.blocked_id
       WHERE b.blocker_id = $1 ORDER BY b.created_at DESC, u.id OFFSET $2 LIMIT $3`,
      [auth.id, (q.page - 1) * q.limit_no, q.limit_no],
    );
    const list = (await memberList(ctx, rows, auth.id)).map((m) => ({ ...m, block_flag: 'Y' }));
    return ok({ list, ...pageInfo(q.page, total, q.limit_no) });
  });

  app.post('/friend/:userId', async (req) => {
    const p = parse(z.object({ userId: id() }), req.params);
    const b = parse(z.object({ mode: z.enum(['add', 'delete']).default('add') }), req.body);
    const me = await requireUser(ctx, req);
    if (p.userId === me.id) throw badRequest(msg.selfFollow);
    const followerCnt = await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        // Both members locked in id order first: A following B while B follows A (or blocks, or
        // withdraws) waits instead of deadlocking (db/locks.ts).
        const locked = await lockUsers(tx, [me.id, p.userId]);
        if (locked.get(p.userId) !== 'active') throw notFound('회원');
        if (locked.get(me.id) !== 'active') throw new ApiError(470, msg.sessionInvalid);
        if (b.mode === 'delete') await unfollow(tx, me.id, p.userId);
        else {
          // Under both users' row locks: a block made meanwhile is seen, never slipped past.
          await refuseIfBlocked(tx, me.id, p.userId);
          const added = await tx.query(
            'INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
            [me.id, p.userId],
          );
          if (added.length) {
            await tx.query('UPDATE users SET following_cnt = following_cnt + 1 WHERE id = $1', [
              me.id,
            ]);
            await tx.query('UPDATE users SET follower_cnt = follower_cnt + 1 WHERE id = $1', [
              p.userId,
            ]);
            await createNotification(tx, {
              userId: p.userId,
              actorId: me.id,
              pushType: PUSH_TYPE.follow,
              title: msg.noticeFollowTitle,
              content: msg.noticeFollow(me.name),
              link: `/user/${me.id}`,
              image: `/images/avatar/${me.id}.webp`,
            });
          }
        }
        const rows = await tx.query<{ n: number }>(
          'SELECT follower_cnt AS n FROM users WHERE id = $1',
          [p.userId],
        );
        return rows[0]!.n;
      }),
    );
    return ok({
      user_id: p.userId,
      mode: b.mode,
      friend_yn: b.mode === 'delete' ? 'N' : 'Y',
      follower_cnt: followerCnt,
    });
  });

  app.post('/poorUser/:userId', async (req) => {
    const p = parse(z.object({ userId: id() }), req.params);
    const b = parse(z.object({ mode: z.enum(['add', 'delete']).default('add') }), req.body);
    const me = await requireUser(ctx, req);
    if (p.userId === me.id) throw badRequest(msg.selfBlock);
    await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const locked = await lockUsers(tx, [me.id, p.userId]);
        if (!locked.has(p.userId)) throw notFound('회원');
        if (locked.get(me.id) !== 'active') throw new ApiError(470, msg.sessionInvalid);
        if (b.mode === 'delete')
          await tx.query('DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [
            me.id,
            p.userId,
          ]);
        else {
          await tx.query(
            'INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
            [me.id, p.userId],
          );
          // Blocking someone also ends the follow in both directions.
          await unfollow(tx, me.id, p.userId);
          await unfollow(tx, p.userId, me.id);
        }
      }),
    );
    return ok({ user_id: p.userId, mode: b.mode, block_flag: b.mode === 'delete' ? 'N' : 'Y' });
  });
}

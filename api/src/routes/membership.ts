// Becoming a member (sign-up after the phone check) and leaving (the check, then the withdrawal).
import type { FastifyInstance } from 'fastify';
import { ApiError, conflict, ok } from '../http/errors.ts';
import { requireUser, type Ctx } from '../http/context.ts';
import { parse, password, personName, phone, text, z } from '../http/validate.ts';
import { hashPassword } from '../auth/password.ts';
import { rememberDevice } from '../auth/deviceCookie.ts';
import { clearSessionCookie, closeAllSessions, issueCredentials } from '../auth/sessions.ts';
import { lockUsers, retryOnDeadlock } from '../db/locks.ts';
import type { Queryable } from '../db/types.ts';
import { msg } from '../messages.ts';
import { createNotification, PUSH_TYPE } from '../services/notifications.ts';
import { pointSummary } from '../services/users.ts';
import { claimingName } from '../services/names.ts';
import { queueEmailVerification } from '../services/outboxMessages.ts';

const registerBody = z.object({
  phone: phone(),
  passwd: password(),
  user_name: personName(msg.nameRule),
  email: z.email().max(200).optional(),
});

export function membershipRoutes(app: FastifyInstance, ctx: Ctx): void {
  signUpRoute(app, ctx);
  withdrawalRoutes(app, ctx);
}

function signUpRoute(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  app.post('/new/user_register', async (req, reply) => {
    const b = parse(registerBody, req.body);
    const verified = await db.query<{ expires_at: Date }>(
      'SELECT expires_at FROM phone_verifications WHERE phone = $1',
      [b.phone],
    );
    if (!verified[0] || new Date(verified[0].expires_at).getTime() <= Date.now())
      throw new ApiError(403, msg.phoneNotVerified);
    const hash = await hashPassword(b.passwd);
    const userId = await createMember(ctx, b, hash);
    rememberDevice(ctx, req, reply, userId);
    return ok({ ...(await issueCredentials(ctx, reply, userId)), user_name: b.user_name });
  });
}

function withdrawalRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  app.get('/withdrawal_check', async (req) => {
    const auth = await requireUser(ctx, req);
    const [points, counts] = await Promise.all([
      pointSummary(db, auth.id),
      db.query<{ enrolled: number; managed: number }>(
        `SELECT (SELECT COUNT(*)::int FROM enrollments WHERE user_id = $1) AS enrolled,
                (SELECT COUNT(*)::int FROM classes WHERE coach_id = $1 AND open_flag = 'Y') AS managed`,
        [auth.id],
      ),
    ]);
    const c = counts[0]!;
    return ok({
      can_withdraw: c.managed === 0 ? 'Y' : 'N',
      message:
        c.managed === 0 ? '탈퇴하면 보유 포인트와 수강 기록이 모두 사라집니다.' : msg.withdrawCoach,
      point: points.total_point,
      class_cnt: c.enrolled,
      management_class_cnt: c.managed,
    });
  });

  app.post('/withdrawal', async (req, reply) => {
    const b = parse(z.object({ reason: text(500).optional() }), req.body);
    const auth = await requireUser(ctx, req);
    await retryOnDeadlock(() =>
      db.transaction((tx) => withdrawMember(tx, auth.id, b.reason ?? '')),
    );
    clearSessionCookie(ctx, reply);
    return ok({ message: msg.withdrawn });
  });
}

/** The member's row, the welcome points and the welcome notification. Returns the new id. */
async function createMember(
  ctx: Ctx,
  b: z.output<typeof registerBody>,
  passwordHash: string,
): Promise<number> {
  return claimingName(() =>
    ctx.db.transaction(async (tx) => {
      const existing = await tx.query(
        "SELECT 1 FROM users WHERE phone = $1 AND status = 'active'",
        [b.phone],
      );
      if (existing.length) throw new ApiError(501, msg.smsExisting);
      const rows = await tx.query<{ id: number }>(
        'INSERT INTO users (phone, password_hash, name, email) VALUES ($1, $2, $3, $4) RETURNING id',
        [b.phone, passwordHash, b.user_name, b.email ?? null],
      );
      const id = rows[0]!.id;
      await queueEmailVerification(tx, ctx.config, id);
      await tx.query('DELETE FROM phone_verifications WHERE phone = $1', [b.phone]);
      await tx.query(
        `INSERT INTO points (user_id, amount, kind, title, expire_at) VALUES ($1, 3000, 'event', '신규 회원 웰컴 포인트', now() + interval '1 year')`,
        [id],
      );
      await createNotification(tx, {
        userId: id,
        pushType: PUSH_TYPE.notice,
        title: msg.noticeWelcomeTitle,
        content: msg.noticeWelcome(b.user_name),
        link: '/',
      });
      return id;
    }),
  );
}

/**
 * Withdraws the member: refused while they run an open class; their follows, posts, progress
 * and consents go, and every credential of theirs stops working.
 */
async function withdrawMember(tx: Queryable, userId: number, reason: string): Promise<void> {
  const managed = await tx.query(
    "SELECT 1 FROM classes WHERE coach_id = $1 AND open_flag = 'Y' LIMIT 1",
    [userId],
  );
  if (managed.length) throw conflict(msg.withdrawCoach);
  // The member and everyone on the other side of a follow, locked in id order: a follow or
  // block racing the withdrawal takes the same locks in the same order (db/locks.ts).
  const related = await tx.query<{ id: number }>(
    `SELECT followee_id AS id FROM follows WHERE follower_id = $1
     UNION SELECT follower_id FROM follows WHERE followee_id = $1`,
    [userId],
  );
  const locked = await lockUsers(tx, [userId, ...related.map((r) => r.id)]);
  if (locked.get(userId) !== 'active') throw new ApiError(470, msg.sessionInvalid);
  await tx.query("UPDATE users SET status = 'withdrawn', withdrawn_at = now() WHERE id = $1", [
    userId,
  ]);
  // Follow counters of the people on the other side stay exact.
  await tx.query(
    `UPDATE users SET follower_cnt = follower_cnt - 1 WHERE id IN (SELECT followee_id FROM follows WHERE follower_id = $1)`,
    [userId],
  );
  await tx.query(
    `UPDATE users SET following_cnt = following_cnt - 1 WHERE id IN (SELECT follower_id FROM follows WHERE followee_id = $1)`,
    [userId],
  );
  await tx.query('DELETE FROM follows WHERE follower_id = $1 OR followee_id = $1', [userId]);
  // The feed leaves the withdrawn member's posts and replies out (their reply counts follow).
  await tx.query(
    `UPDATE comments p SET reply_cnt = reply_cnt - r.n
     FROM (SELECT parent_id, COUNT(*)::int AS n FROM comments WHERE user_id = $1 AND parent_id IS NOT NULL AND visible GROUP BY parent_id) r
     WHERE p.id = r.parent_id`,
    [userId],
  );
  await tx.query('UPDATE comments SET visible = false WHERE user_id = $1', [userId]);
  // Lesson progress goes with the account (the withdrawal notice says so); issue 35.
  await tx.query('DELETE FROM lesson_progress WHERE user_id = $1', [userId]);
  // No marketing to a member who left (issue #38).
  await tx.query('DELETE FROM marketing_consents WHERE user_id = $1', [userId]);
  await tx.query('INSERT INTO withdrawals (user_id, reason) VALUES ($1, $2)', [userId, reason]);
  // Every credential of the member stops working, on every device.
  await closeAllSessions(tx, userId);
}

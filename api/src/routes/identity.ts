// Log-in, session, current user, sign-up, withdrawal and the sibling site's stand-in pages.
import type { FastifyInstance } from 'fastify';
import { httpUrl } from '@baeum/shared/validation';
import { ApiError, conflict, ok } from '../http/errors.ts';
import { markMemberAnswer, requireUser, type Ctx } from '../http/context.ts';
import {
  formatPhone,
  normalizePhone,
  parse,
  password,
  personName,
  phone,
  text,
  z,
} from '../http/validate.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { startLoginAttempt } from '../auth/loginLimits.ts';
import { rememberDevice } from '../auth/deviceCookie.ts';
import {
  clearSessionCookie,
  closeAllSessions,
  closeSessions,
  issueCredentials,
  SESSION_COOKIE,
  sessionIdsOf,
  userOfCredential,
} from '../auth/sessions.ts';
import { lockUsers, retryOnDeadlock } from '../db/locks.ts';
import { msg } from '../messages.ts';
import { escapeXml } from '../images/svg.ts';
import { cards, enrolledClassRows, managedClassRows } from '../services/cards.ts';
import { levelInfo, pointSummary } from '../services/users.ts';
import { claimingName } from '../services/names.ts';

const registerBody = z.object({
  phone: phone(),
  passwd: password(),
  user_name: personName(msg.nameRule),
  email: z.email().max(200).optional(),
});

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

/** A tiny HTML page for the sibling-site stand-ins. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeXml(title)}</title></head><body>${body}</body></html>`;
}

/** Answers that carry credentials or who the user is: never kept by a browser or a proxy. */
const NO_STORE = new Set([
  '/login/Auth',
  '/new/auth/token',
  '/new/auth/logout',
  '/new/auth/logout_all',
  '/new/user/me',
  '/new/user/data',
  '/new/user_register',
  '/withdrawal_check',
  '/withdrawal',
  '/sibling/login_check',
  '/sibling/logout',
]);

export function identityRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  // app.ts answers them with `Cache-Control: private, no-store`.
  app.addHook('onRequest', async (req) => {
    if (NO_STORE.has(req.routeOptions.url ?? '')) markMemberAnswer(req);
  });
  app.post('/login/Auth', async (req, reply) => {
    const b = parse(
      z.object({ user_id: text(20, 1), passwd: z.string().min(1).max(200) }),
      req.body,
    );
    const digits = normalizePhone(b.user_id);
    if (!digits) throw new ApiError(401, msg.loginFailed);
    const rows = await db.query<{ id: number; password_hash: string | null }>(
      "SELECT id, password_hash FROM users WHERE phone = $1 AND status = 'active'",
      [digits],
    );
    // Limits first (a refused try costs no password hash), then one scrypt whether or not the
    // phone is registered.
    const attempt = await startLoginAttempt(ctx, req, reply, digits, rows[0]?.id);
    const good = (await verifyPassword(b.passwd, rows[0]?.password_hash)) && rows[0] !== undefined;
    await attempt.done(good);
    if (!good) throw new ApiError(401, msg.loginFailed);
    rememberDevice(ctx, req, reply, rows[0]!.id);
    return ok(await issueCredentials(ctx, reply, rows[0]!.id));
  });

  app.get('/new/auth/token', async (req, reply) => {
    const cookieValue = req.cookies[SESSION_COOKIE];
    const user = await userOfCredential(ctx, cookieValue, ['s']);
    // A visitor without a session is not an error: the answer says so with no token (and no
    // 401 in every anonymous visitor's console).
    if (!user) {
      if (cookieValue) clearSessionCookie(ctx, reply);
      return ok({ token: null });
    }
    // The access token belongs to the cookie's session: logging out ends both.
    return ok({ token: ctx.tokens.sign(user.id, 'a', user.sid), user_id: user.id });
  });

  // Ends the session of every credential the request carries (cookie, Bearer token, hash): the
  // access token, the hash and the cookie of that log-in stop working on every API instance.
  app.post('/new/auth/logout', async (req, reply) => {
    await closeSessions(db, sessionIdsOf(ctx, req).ids);
    clearSessionCookie(ctx, reply);
    return ok({ message: msg.loggedOut });
  });

  // Log out everywhere: ends every session of the signed-in user (any valid credential, the
  // session cookie included), on every device.
  app.post('/new/auth/logout_all', async (req, reply) => {
    const cookieUser = await userOfCredential(ctx, req.cookies[SESSION_COOKIE], ['s']);
    const auth = req.headers.authorization || (req.query as { hash?: unknown })?.hash;
    const user = auth ? await requireUser(ctx, req) : cookieUser;
    if (!user) throw new ApiError(401, msg.loginRequired);
    const closed = await closeAllSessions(db, user.id);
    clearSessionCookie(ctx, reply);
    return ok({ message: msg.loggedOutEverywhere(closed), closed_sessions: closed });
  });

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

  app.post('/new/user_register', async (req, reply) => {
    const b = parse(registerBody, req.body);
    const verified = await db.query<{ expires_at: Date }>(
      'SELECT expires_at FROM phone_verifications WHERE phone = $1',
      [b.phone],
    );
    if (!verified[0] || new Date(verified[0].expires_at).getTime() <= Date.now())
      throw new ApiError(403, msg.phoneNotVerified);
    const hash = await hashPassword(b.passwd);
    const userId = await claimingName(() =>
      db.transaction(async (tx) => {
        const existing = await tx.query(
          "SELECT 1 FROM users WHERE phone = $1 AND status = 'active'",
          [b.phone],
        );
        if (existing.length) throw new ApiError(501, msg.smsExisting);
        const rows = await tx.query<{ id: number }>(
          'INSERT INTO users (phone, password_hash, name, email) VALUES ($1, $2, $3, $4) RETURNING id',
          [b.phone, hash, b.user_name, b.email ?? null],
        );
        const id = rows[0]!.id;
        await tx.query('DELETE FROM phone_verifications WHERE phone = $1', [b.phone]);
        await tx.query(
          `INSERT INTO points (user_id, amount, kind, title, expire_at) VALUES ($1, 3000, 'event', '신규 회원 웰컴 포인트', now() + interval '1 year')`,
          [id],
        );
        await tx.query(
          `INSERT INTO notifications (user_id, push_type, title, content, link) VALUES ($1, 0, '환영합니다', $2, '/')`,
          [id, `${b.user_name}님, 배움에 오신 것을 환영해요! 웰컴 포인트 3,000P가 적립되었습니다.`],
        );
        return id;
      }),
    );
    rememberDevice(ctx, req, reply, userId);
    return ok({ ...(await issueCredentials(ctx, reply, userId)), user_name: b.user_name });
  });

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
      db.transaction(async (tx) => {
        const managed = await tx.query(
          "SELECT 1 FROM classes WHERE coach_id = $1 AND open_flag = 'Y' LIMIT 1",
          [auth.id],
        );
        if (managed.length) throw conflict(msg.withdrawCoach);
        // The member and everyone on the other side of a follow, locked in id order: a follow or
        // block racing the withdrawal takes the same locks in the same order (db/locks.ts).
        const related = await tx.query<{ id: number }>(
          `SELECT followee_id AS id FROM follows WHERE follower_id = $1
           UNION SELECT follower_id FROM follows WHERE followee_id = $1`,
          [auth.id],
        );
        const locked = await lockUsers(tx, [auth.id, ...related.map((r) => r.id)]);
        if (locked.get(auth.id) !== 'active') throw new ApiError(470, msg.sessionInvalid);
        await tx.query(
          "UPDATE users SET status = 'withdrawn', withdrawn_at = now() WHERE id = $1",
          [auth.id],
        );
        // Follow counters of the people on the other side stay exact.
        await tx.query(
          `UPDATE users SET follower_cnt = follower_cnt - 1 WHERE id IN (SELECT followee_id FROM follows WHERE follower_id = $1)`,
          [auth.id],
        );
        await tx.query(
          `UPDATE users SET following_cnt = following_cnt - 1 WHERE id IN (SELECT follower_id FROM follows WHERE followee_id = $1)`,
          [auth.id],
        );
        await tx.query('DELETE FROM follows WHERE follower_id = $1 OR followee_id = $1', [auth.id]);
        // The feed leaves the withdrawn member's posts and replies out (their reply counts follow).
        await tx.query(
          `UPDATE comments p SET reply_cnt = reply_cnt - r.n
           FROM (SELECT parent_id, COUNT(*)::int AS n FROM comments WHERE user_id = $1 AND parent_id IS NOT NULL AND visible GROUP BY parent_id) r
           WHERE p.id = r.parent_id`,
          [auth.id],
        );
        await tx.query('UPDATE comments SET visible = false WHERE user_id = $1', [auth.id]);
        // Lesson progress goes with the account (the withdrawal notice says so); issue 35.
        await tx.query('DELETE FROM lesson_progress WHERE user_id = $1', [auth.id]);
        // No marketing to a member who left (issue #38).
        await tx.query('DELETE FROM marketing_consents WHERE user_id = $1', [auth.id]);
        await tx.query('INSERT INTO withdrawals (user_id, reason) VALUES ($1, $2)', [
          auth.id,
          b.reason ?? '',
        ]);
        // Every credential of the member stops working, on every device.
        await closeAllSessions(tx, auth.id);
      }),
    );
    clearSessionCookie(ctx, reply);
    return ok({ message: msg.withdrawn });
  });

  app.post('/user', async (req) => {
    const b = parse(
      z.object({ email: z.email({ message: '올바른 이메일 주소를 입력해주세요.' }).max(200) }),
      req.body,
    );
    const auth = await requireUser(ctx, req);
    await db.query('UPDATE users SET email = $1 WHERE id = $2', [b.email, auth.id]);
    return ok({ user_id: auth.id, email: b.email });
  });

  // Sibling-site stand-ins (spec section 4, cross-site check): same-origin through the proxy.
  app.get('/sibling/login_check', async (req, reply) => {
    const user = await userOfCredential(ctx, req.cookies[SESSION_COOKIE], ['s']);
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    return page(
      '로그인 확인',
      `<input type="hidden" id="login_user_id" value="${user?.id ?? ''}">`,
    );
  });

  // Logging out is a POST (a link, an <img> or a prefetch cannot log anyone out). The shell posts
  // a form (field `xsrf` = the XSRF cookie, as a form cannot send the header) or calls it with
  // the header; `return` must be a path on this site or an address on a configured origin.
  app.post('/sibling/logout', { config: { xsrfFormField: true } }, async (req, reply) => {
    const b = parse(
      z.object({ return: z.string().max(2000).optional(), xsrf: z.string().max(200).optional() }),
      req.body ?? {},
    );
    await closeSessions(db, sessionIdsOf(ctx, req).ids);
    clearSessionCookie(ctx, reply);
    reply.header('Cache-Control', 'no-store');
    const target = safeReturnUrl(b.return, ctx.config.corsOrigins);
    if (target) return reply.redirect(target, 303);
    reply.type('text/html; charset=utf-8');
    return page(msg.loggedOut, `<p>${msg.loggedOut}</p>`);
  });

  app.get('/sibling/logout', async (_req, reply) => {
    reply
      .code(405)
      .header('Allow', 'POST')
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8');
    return page(msg.logoutByPost, `<p>${msg.logoutByPost}</p>`);
  });
}

/**
 * Where a log-out may send the browser: a path on this site (`/…`, not `//…`), or an http(s)
 * address whose origin is one of `origins` (the configured front-end origins). Anything else: null.
 */
export function safeReturnUrl(
  value: string | undefined,
  origins: readonly string[],
): string | null {
  if (!value) return null;
  // Control characters and backslashes (browsers read `/\\host` as `//host`): never.
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\\')) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  const url = httpUrl(value);
  if (!url) return null;
  if (url.username || url.password) return null;
  return origins.includes(url.origin) ? url.toString() : null;
}

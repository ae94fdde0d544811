// Log-in and the session: log in, the access token, log out here or everywhere. The member's own
// answers (identityMember.ts), signing up and withdrawing (membership.ts) and the sibling site's
// stand-in pages (sibling.ts) are their own plugins, registered from here.
import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/errors.ts';
import { markMemberAnswer, requireUser, type Ctx } from '../http/context.ts';
import { normalizePhone, parse, text, z } from '../http/validate.ts';
import { verifyPassword } from '../auth/password.ts';
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
import { msg } from '../messages.ts';
import { memberRoutes } from './identityMember.ts';
import { membershipRoutes } from './membership.ts';
import { siblingRoutes } from './sibling.ts';

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
  // app.ts answers them with `Cache-Control: private, no-store`.
  app.addHook('onRequest', async (req) => {
    if (NO_STORE.has(req.routeOptions.url ?? '')) markMemberAnswer(req);
  });
  sessionRoutes(app, ctx);
  memberRoutes(app, ctx);
  membershipRoutes(app, ctx);
  siblingRoutes(app, ctx);
}

function sessionRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
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
}

// Server-side sessions (table sessions, migration 006). A log-in or sign-up opens one; the access
// token, the hash and the session cookie it hands out all name it. A credential works only while
// its session row exists and has not expired, so deleting the row (log-out) revokes all three at
// once, on every API instance.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../http/context.ts';
import type { Queryable } from '../db/types.ts';
import type { TokenKind } from './tokens.ts';

export const SESSION_COOKIE = 'baeum_session';
/** The XSRF cookie (JS-readable: the client echoes it as X-XSRF-TOKEN). */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** Opens a session for the user and answers its id. */
export async function openSession(q: Queryable, userId: number, ttlMs: number): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await q.query(
    `INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')`,
    [id, userId, ttlMs],
  );
  // Expired sessions go a batch at a time, on log-ins (no cron job needed); rows another log-in
  // is deleting are skipped, never waited for.
  await q.query(
    `DELETE FROM sessions WHERE id IN
       (SELECT id FROM sessions WHERE expires_at <= now() LIMIT 100 FOR UPDATE SKIP LOCKED)`,
  );
  return id;
}

/** Ends the named sessions (log-out); answers how many were open. */
export async function closeSessions(q: Queryable, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await q.query('DELETE FROM sessions WHERE id = ANY($1::text[]) RETURNING 1', [ids]);
  return rows.length;
}

/** Ends every session of the user ("log out everywhere", withdrawal); answers how many. */
export async function closeAllSessions(q: Queryable, userId: number): Promise<number> {
  const rows = await q.query('DELETE FROM sessions WHERE user_id = $1 RETURNING 1', [userId]);
  return rows.length;
}

/** The session cookie's options; the cookie lives as long as its session. */
function cookieOptions(ctx: Ctx) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.secureCookies,
  };
}

/** Sets the XSRF cookie (JS-readable, so not httpOnly). */
export function setXsrfCookie(ctx: Ctx, reply: FastifyReply, value: string): void {
  reply.setCookie(XSRF_COOKIE, value, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: ctx.config.secureCookies,
  });
}

/**
 * Opens a session and hands out its three credentials: the session cookie (set on the reply), and
 * the access token and hash of the log-in answer.
 */
export async function issueCredentials(ctx: Ctx, reply: FastifyReply, userId: number) {
  const sid = await openSession(ctx.db, userId, ctx.config.sessionTtlMs);
  reply.setCookie(SESSION_COOKIE, ctx.tokens.sign(userId, 's', sid), {
    ...cookieOptions(ctx),
    maxAge: Math.floor(ctx.config.sessionTtlMs / 1000),
  });
  // The XSRF value of a session is bound to it (http/xsrf.ts): the client echoes this one.
  setXsrfCookie(ctx, reply, ctx.tokens.xsrf(sid));
  return {
    token: ctx.tokens.sign(userId, 'a', sid),
    hash: ctx.tokens.sign(userId, 'h', sid),
    user_id: userId,
  };
}

export function clearSessionCookie(ctx: Ctx, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(ctx));
}

export interface SessionUser {
  id: number;
  sid: string;
  name: string;
  coach: boolean;
}

/**
 * The signed-in user of a credential of one of `kinds`: the signature and expiry are checked,
 * then the session must still be open and the user active. Null otherwise.
 */
export async function userOfCredential(
  ctx: Ctx,
  token: string | undefined,
  kinds: readonly TokenKind[],
): Promise<SessionUser | null> {
  if (!token) return null;
  const payload = ctx.tokens.verify(token, kinds);
  if (!payload) return null;
  const rows = await ctx.db.query<{ id: number; name: string; coach_yn: string }>(
    `SELECT u.id, COALESCE(u.nickname, u.name) AS name, u.coach_yn
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > now() AND u.status = 'active'`,
    [payload.sid, payload.sub],
  );
  const row = rows[0];
  return row ? { id: row.id, sid: payload.sid, name: row.name, coach: row.coach_yn === 'Y' } : null;
}

/**
 * The session ids named by every credential the request carries (cookie, Bearer, `?hash=`), for
 * log-out: a signature is enough (an expired access token still names its session).
 */
export function sessionIdsOf(ctx: Ctx, req: FastifyRequest): { ids: string[]; userIds: number[] } {
  const found: { sid: string; sub: number }[] = [];
  const add = (token: unknown, kinds: TokenKind[]) => {
    if (typeof token !== 'string' || !token) return;
    const p = ctx.tokens.verify(token, kinds, { ignoreExpiry: true });
    if (p) found.push({ sid: p.sid, sub: p.sub });
  };
  add(req.cookies[SESSION_COOKIE], ['s']);
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  add(bearer, ['a', 'h']);
  add((req.query as Record<string, unknown> | undefined)?.hash, ['h']);
  return {
    ids: [...new Set(found.map((f) => f.sid))],
    userIds: [...new Set(found.map((f) => f.sub))],
  };
}

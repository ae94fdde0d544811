// What every route module receives: the database, the configuration and a few shared services.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { Tokens, TokenKind } from '../auth/tokens.ts';
import { msg } from '../messages.ts';
import { ApiError, forbidden } from './errors.ts';

export interface Ctx {
  db: Db;
  config: Config;
  tokens: Tokens;
  /** Last SMS code per phone, kept only outside production for `GET /dev/sms/last`. */
  devSms: Map<string, string>;
  /** Turns a stored `/images/...` path into the URL the browser uses (PUBLIC_BASE prefix). */
  img(path: string | null | undefined): string;
}

export interface AuthUser {
  id: number;
  name: string;
  coach: boolean;
}

function credentialOf(req: FastifyRequest): { token: string; kinds: TokenKind[] } | null {
  const header = req.headers.authorization;
  if (header) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return { token: m?.[1] ?? '', kinds: ['a', 'h'] };
  }
  const hash = (req.query as Record<string, unknown> | undefined)?.hash;
  if (typeof hash === 'string' && hash !== '') return { token: hash, kinds: ['h'] };
  return null;
}

const cache = new WeakMap<FastifyRequest, Promise<AuthUser | null | 'invalid'>>();

async function resolve(ctx: Ctx, req: FastifyRequest): Promise<AuthUser | null | 'invalid'> {
  const cred = credentialOf(req);
  if (!cred) return null;
  const payload = ctx.tokens.verify(cred.token, cred.kinds);
  if (!payload) return 'invalid';
  const rows = await ctx.db.query<{ id: number; name: string; coach_yn: string }>(
    "SELECT id, COALESCE(nickname, name) AS name, coach_yn FROM users WHERE id = $1 AND status = 'active'",
    [payload.sub],
  );
  const row = rows[0];
  return row ? { id: row.id, name: row.name, coach: row.coach_yn === 'Y' } : 'invalid';
}

function lookup(ctx: Ctx, req: FastifyRequest) {
  let p = cache.get(req);
  if (!p) {
    p = resolve(ctx, req);
    cache.set(req, p);
  }
  return p;
}

/** The signed-in user; 401 without a credential, 470 for an invalid or expired one. */
export async function requireUser(ctx: Ctx, req: FastifyRequest): Promise<AuthUser> {
  const user = await lookup(ctx, req);
  if (user === null) throw new ApiError(401, msg.loginRequired);
  if (user === 'invalid') throw new ApiError(470, msg.sessionInvalid);
  return user;
}

/** The signed-in user or null; a bad credential on a public route is treated as signed out. */
export async function optionalUser(ctx: Ctx, req: FastifyRequest): Promise<AuthUser | null> {
  const user = await lookup(ctx, req);
  return user === 'invalid' ? null : user;
}

/** Like requireUser, and the path's user id must be the caller's own. */
export async function requireSelf(
  ctx: Ctx,
  req: FastifyRequest,
  userId: number,
): Promise<AuthUser> {
  const user = await requireUser(ctx, req);
  if (user.id !== userId) throw forbidden(msg.notYourself);
  return user;
}

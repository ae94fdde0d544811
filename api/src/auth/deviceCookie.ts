// The device cookie (issue #33, item 7): a browser where an account's owner has logged in is
// recognised at the next log-in, so that others behind the same address (one NAT, one office)
// cannot lock the owner out by spending that address's wrong-password allowance for the account.
//
// The cookie is httpOnly, long-lived and signed (@fastify/cookie's signer, keyed from the token
// secret in app.ts): `v1.<device id>.<expiry, epoch seconds>.<user ids>`. It names a random device
// id and the accounts that logged in on this browser (up to MAX_ACCOUNTS, newest first). It is no
// credential: it only moves that browser's wrong tries for a named account from the address's
// counter to a counter of its own (auth/loginLimits.ts), with the same allowance — so a stolen
// cookie buys no more guesses, and the spraying, service-wide and slow-down rules still apply.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../http/context.ts';

export const DEVICE_COOKIE = 'baeum_device';
/** How long a browser stays recognised after its last successful log-in. */
export const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;
const MAX_ACCOUNTS = 5;
const VALUE = /^v1\.([A-Za-z0-9_-]{24})\.(\d{1,12})\.(\d{1,10}(?:,\d{1,10}){0,4})$/;

interface Device {
  id: string;
  users: number[];
}

/** The request's device cookie when its signature is right and it has not expired; else null. */
function readDevice(req: FastifyRequest): Device | null {
  const raw = req.cookies[DEVICE_COOKIE];
  if (!raw || raw.length > 512) return null;
  const unsigned = req.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  const m = VALUE.exec(unsigned.value);
  if (!m) return null;
  if (Number(m[2]) * 1000 <= Date.now()) return null;
  return { id: m[1]!, users: m[3]!.split(',').map(Number) };
}

/** The device id when this browser's cookie vouches for `userId`; null otherwise. */
export function trustedDeviceFor(req: FastifyRequest, userId: number | undefined): string | null {
  if (userId === undefined) return null;
  const device = readDevice(req);
  return device && device.users.includes(userId) ? device.id : null;
}

/** After a successful log-in: the browser is (again) recognised for `userId`, for a year. */
export function rememberDevice(
  ctx: Ctx,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): void {
  const previous = readDevice(req);
  const id = previous?.id ?? randomBytes(18).toString('base64url');
  const users = [userId, ...(previous?.users ?? []).filter((u) => u !== userId)].slice(
    0,
    MAX_ACCOUNTS,
  );
  const expires = Math.floor(Date.now() / 1000) + DEVICE_TTL_SECONDS;
  reply.setCookie(DEVICE_COOKIE, `v1.${id}.${expires}.${users.join(',')}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    maxAge: DEVICE_TTL_SECONDS,
    signed: true,
  });
}

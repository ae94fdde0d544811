// Log-in limits (README "Limits"). Counted in the database, so every API instance shares them.
// What is counted is wrong passwords: each try is counted before the password is checked (so a
// burst of parallel tries cannot slip past) and taken back when it was right.
//
// - one client, one phone: after `loginClientAccount` wrong tries that client is refused (429) for
//   that phone until the window ends. Other clients (the owner) are not affected — and neither is a
//   browser whose device cookie names the account (auth/deviceCookie.ts: the owner behind the same
//   NAT): its tries for that account are counted per device instead, with the same allowance;
// - one client, any phones: after `loginClient` wrong tries that client is refused (spraying);
// - the whole service: above `loginGlobal` wrong tries the service is under attack, and a client
//   may have only `loginClientUnderAttack` wrong tries. A client whose first try is right still
//   gets in;
// - one phone, all clients: after `loginAccountSlow` wrong tries every try for that phone waits
//   `loginSlowDelayMs` before the check. It slows guessing down and never locks the owner out:
//   the right password still succeeds.
// Refused tries cost no password hash; unknown phones cost a dummy one (auth/password.ts), so an
// answer's timing does not tell whether a phone is registered.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../http/context.ts';
import { clientOf, counterKey, tooMany } from '../http/ratelimit.ts';
import { msg } from '../messages.ts';
import { trustedDeviceFor } from './deviceCookie.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoginAttempt {
  /** Whether this try waited because the phone had many wrong tries. */
  slowed: boolean;
  /** Records the outcome: a right password is taken back from every counter. */
  done(success: boolean): Promise<void>;
}

export async function startLoginAttempt(
  ctx: Ctx,
  req: FastifyRequest,
  reply: FastifyReply,
  phone: string,
  /** The account of the phone, if any (a device cookie vouches for an account, not a phone). */
  userId: number | undefined,
): Promise<LoginAttempt> {
  const limits = ctx.config.limits;
  const client = clientOf(req);
  const device = trustedDeviceFor(req, userId);
  const keys = {
    clientAccount: device
      ? counterKey('login:device-phone', device, phone)
      : counterKey('login:client-phone', client, phone),
    client: counterKey('login:client', client),
    global: 'login:global',
    account: counterKey('login:phone', phone),
  };
  const counts = await ctx.counters.hit([
    { key: keys.clientAccount, windowMs: limits.loginClientAccount.windowMs },
    { key: keys.client, windowMs: limits.loginClient.windowMs },
    { key: keys.global, windowMs: limits.loginGlobal.windowMs },
    { key: keys.account, windowMs: limits.loginAccountSlow.windowMs },
  ]);
  const all = Object.values(keys);
  const n = (key: string) => counts.get(key) ?? { key, n: 0, resetMs: 0 };
  const underAttack = n(keys.global).n > limits.loginGlobal.max;
  const clientMax = underAttack
    ? Math.min(limits.loginClient.max, limits.loginClientUnderAttack)
    : limits.loginClient.max;
  const refused =
    n(keys.clientAccount).n > limits.loginClientAccount.max
      ? n(keys.clientAccount)
      : n(keys.client).n > clientMax
        ? n(keys.client)
        : null;
  if (refused) {
    await ctx.counters.refund(all);
    throw tooMany(reply, refused.resetMs, msg.loginTooMany(refused.resetMs));
  }
  const slowed = n(keys.account).n > limits.loginAccountSlow.max;
  if (slowed) await sleep(limits.loginSlowDelayMs);
  return {
    slowed,
    async done(success) {
      if (success) await ctx.counters.refund(all);
    },
  };
}

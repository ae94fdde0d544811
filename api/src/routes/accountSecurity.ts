// Issue #38 (h-account): a password reset that finishes, the signed-in member's password change
// and the marketing consent.
//
// Reset, in three calls (README "Account security"):
// 1. `POST /biz/reset_password` { phone } (spec section 7; biz.ts calls `requestPasswordReset`)
//    sends a 6-digit code by SMS to a registered phone. Every valid phone gets the same answer
//    and a row in password_reset_codes (an unknown phone's code is never sent), so neither the
//    answer nor a later check tells who is registered.
// 2. `POST /new/auth/reset_password/verify` { phone, code } checks it with the SMS codes of spec
//    section 8 (421 wrong, 472 expired, 502 none) and answers a one-time `reset_token`.
// 3. `POST /new/auth/reset_password` { phone, reset_token, passwd } sets the new password (the
//    shared rule) and ends every session of that member.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/errors.ts';
import { markMemberAnswer, requireUser, type Ctx } from '../http/context.ts';
import { clientOf, counterKey, enforce } from '../http/ratelimit.ts';
import { normalizePhone, parse, password, phone, text, z } from '../http/validate.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { startLoginAttempt } from '../auth/loginLimits.ts';
import { closeAllSessions } from '../auth/sessions.ts';
import { iso } from '../services/cards.ts';
import { msg } from '../messages.ts';
import { queuePasswordChanged } from '../services/outboxMessages.ts';

const sha = (value: string) => createHash('sha256').update(value).digest('base64url');
const codeHash = (phone: string, code: string) => sha(`reset:${phone}:${code}`);

/**
 * `POST /biz/reset_password`: limited per client, per phone and over the service (the reset
 * limits), and like sign-up's codes (SMS per client and service, one per phone per
 * SMS_MIN_INTERVAL_MS, SMS_MAX_PER_WINDOW per SMS_WINDOW_MS). The answer is the same for every
 * valid phone.
 */
export async function requestPasswordReset(
  ctx: Ctx,
  req: FastifyRequest,
  reply: FastifyReply,
  rawPhone: unknown,
): Promise<{ message: string; expires_in: number }> {
  const { db, config } = ctx;
  const limits = config.limits;
  const phone = normalizePhone(rawPhone);
  if (!phone) throw new ApiError(422, msg.smsBadPhone);
  // The 429s are the same for every phone, so they reveal nothing either.
  const counted = await enforce(ctx.counters, reply, [
    {
      key: counterKey('reset:client', clientOf(req)),
      limit: limits.resetClient,
      message: msg.resetTooMany,
    },
    { key: counterKey('reset:phone', phone), limit: limits.resetPhone, message: msg.resetTooMany },
    { key: 'reset:global', limit: limits.resetGlobal, message: msg.resetTooMany },
    {
      key: counterKey('sms:client', clientOf(req)),
      limit: limits.smsClient,
      message: msg.smsClientTooMany,
    },
    { key: 'sms:global', limit: limits.smsGlobal, message: msg.smsServiceBusy },
  ]);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = Date.now();
  const userId = await db
    .transaction(async (tx) => {
      // The sign-up sender's lock: one code per phone at a time, whichever flow sends it.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${phone}`]);
      const sends = await tx.query<{ sent_at: Date }>(
        'SELECT sent_at FROM sms_sends WHERE phone = $1 AND sent_at > $2 ORDER BY sent_at DESC',
        [phone, new Date(now - config.smsWindowMs).toISOString()],
      );
      const last = sends[0] ? new Date(sends[0].sent_at).getTime() : 0;
      if (last && now - last < config.smsMinIntervalMs) {
        const wait = Math.ceil((config.smsMinIntervalMs - (now - last)) / 1000);
        throw new ApiError(429, msg.smsTooSoon(wait));
      }
      if (sends.length >= config.smsMaxPerWindow) throw new ApiError(429, msg.smsTooMany);
      const users = await tx.query<{ id: number }>(
        "SELECT id FROM users WHERE phone = $1 AND status = 'active'",
        [phone],
      );
      const id = users[0]?.id ?? null;
      await tx.query('INSERT INTO sms_sends (phone, sent_at) VALUES ($1, $2)', [
        phone,
        new Date(now).toISOString(),
      ]);
      await tx.query('INSERT INTO password_resets (phone) VALUES ($1)', [phone]);
      await tx.query(
        `INSERT INTO password_reset_codes (phone, user_id, code_hash, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (phone) DO UPDATE SET user_id = EXCLUDED.user_id, code_hash = EXCLUDED.code_hash,
           expires_at = EXCLUDED.expires_at, attempts = 0, last_wrong = NULL, token_hash = NULL,
           token_expires_at = NULL`,
        [phone, id, codeHash(phone, code), new Date(now + config.smsCodeTtlMs).toISOString()],
      );
      return id;
    })
    .catch(async (err: unknown) => {
      await counted.refund();
      throw err;
    });
  // A real deployment hands the code to the SMS gateway here (registered phones only); locally
  // only the development route sees it, like sign-up's codes.
  if (userId !== null && config.devRoutes) ctx.devSms.set(phone, code);
  return { message: msg.resetRequested, expires_in: Math.round(config.smsCodeTtlMs / 1000) };
}

const verifyBody = z.object({ phone: z.unknown(), code: z.unknown() });
const resetBody = z.object({
  phone: phone(),
  reset_token: text(100, 1),
  passwd: password(),
});
const changeBody = z.object({
  current_passwd: z.string().min(1, { message: msg.currentPasswordEmpty }).max(200),
  passwd: password(),
});
const consentBody = z.object({
  agreed: z
    .union([z.boolean(), z.enum(['Y', 'N', 'true', 'false'])], { error: msg.marketingValue })
    .transform((v) => v === true || v === 'Y' || v === 'true'),
});

export function accountSecurityRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, config } = ctx;

  app.post('/new/auth/reset_password/verify', async (req) => {
    markMemberAnswer(req); // the answer carries a credential (the reset token)
    const b = parse(verifyBody, req.body);
    const phone = normalizePhone(b.phone);
    if (!phone) throw new ApiError(422, msg.smsBadPhone);
    const code = typeof b.code === 'string' || typeof b.code === 'number' ? String(b.code) : '';
    const token = randomBytes(24).toString('base64url');
    // A wrong code must be counted, so errors leave the transaction as values (it commits).
    const outcome = await db.transaction(async (tx): Promise<ApiError | null> => {
      const rows = await tx.query<{
        user_id: number | null;
        code_hash: string;
        expires_at: Date;
        attempts: number;
        last_wrong: string | null;
      }>(
        'SELECT user_id, code_hash, expires_at, attempts, last_wrong FROM password_reset_codes WHERE phone = $1 FOR UPDATE',
        [phone],
      );
      const row = rows[0];
      if (!row) return new ApiError(502, msg.smsNotRequested);
      if (new Date(row.expires_at).getTime() <= Date.now()) {
        await tx.query('DELETE FROM password_reset_codes WHERE phone = $1', [phone]);
        return new ApiError(472, msg.smsExpired);
      }
      if (row.attempts >= config.smsMaxAttempts) return new ApiError(421, msg.smsTooManyAttempts);
      if (!/^\d{6}$/.test(code.trim())) return new ApiError(421, msg.smsBadCode);
      const tried = codeHash(phone, code.trim());
      // An unknown phone's code was never sent: even a lucky guess is a wrong code.
      if (tried !== row.code_hash || row.user_id === null) {
        if (tried === row.last_wrong) return new ApiError(421, msg.smsWrongCode);
        await tx.query(
          'UPDATE password_reset_codes SET attempts = attempts + 1, last_wrong = $2 WHERE phone = $1',
          [phone, tried],
        );
        return new ApiError(
          421,
          row.attempts + 1 >= config.smsMaxAttempts ? msg.smsTooManyAttempts : msg.smsWrongCode,
        );
      }
      // The code is used up; the token sets the password once, within PHONE_VERIFIED_TTL_MS.
      await tx.query(
        `UPDATE password_reset_codes SET code_hash = '', token_hash = $2, token_expires_at = $3
         WHERE phone = $1`,
        [phone, sha(token), new Date(Date.now() + config.phoneVerifiedTtlMs).toISOString()],
      );
      return null;
    });
    if (outcome) throw outcome;
    return ok({
      reset_token: token,
      expires_in: Math.round(config.phoneVerifiedTtlMs / 1000),
      message: msg.smsVerified,
    });
  });

  app.post('/new/auth/reset_password', async (req) => {
    markMemberAnswer(req);
    const b = parse(resetBody, req.body);
    const hash = await hashPassword(b.passwd);
    const closed = await db.transaction(async (tx) => {
      const rows = await tx.query<{ user_id: number | null }>(
        `SELECT user_id FROM password_reset_codes
         WHERE phone = $1 AND token_hash = $2 AND token_expires_at > now() FOR UPDATE`,
        [b.phone, sha(b.reset_token)],
      );
      const userId = rows[0]?.user_id;
      if (!userId) throw new ApiError(403, msg.resetTokenInvalid);
      const updated = await tx.query(
        "UPDATE users SET password_hash = $1 WHERE id = $2 AND phone = $3 AND status = 'active' RETURNING id",
        [hash, userId, b.phone],
      );
      if (!updated.length) throw new ApiError(403, msg.resetTokenInvalid);
      await tx.query('DELETE FROM password_reset_codes WHERE phone = $1', [b.phone]);
      await queuePasswordChanged(tx, userId);
      // Whoever knew the old password is signed out everywhere.
      return closeAllSessions(tx, userId);
    });
    return ok({ message: msg.passwordResetDone, closed_sessions: closed });
  });

  // 비밀번호 변경: the current password counts as a log-in try (same limits), the other
  // sessions end, this one stays.
  app.post('/new/auth/password', async (req, reply) => {
    const b = parse(changeBody, req.body);
    const auth = await requireUser(ctx, req);
    const rows = await db.query<{ phone: string; password_hash: string | null }>(
      "SELECT phone, password_hash FROM users WHERE id = $1 AND status = 'active'",
      [auth.id],
    );
    const user = rows[0];
    if (!user) throw new ApiError(470, msg.sessionInvalid);
    const attempt = await startLoginAttempt(ctx, req, reply, user.phone, auth.id);
    const good = await verifyPassword(b.current_passwd, user.password_hash);
    await attempt.done(good);
    if (!good) throw new ApiError(403, msg.currentPasswordWrong);
    if (b.passwd === b.current_passwd) throw new ApiError(400, msg.passwordUnchanged);
    const hash = await hashPassword(b.passwd);
    const closed = await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $1 WHERE id = $2', [hash, auth.id]);
      await queuePasswordChanged(tx, auth.id);
      const other = await tx.query(
        'DELETE FROM sessions WHERE user_id = $1 AND id <> $2 RETURNING 1',
        [auth.id, auth.sid],
      );
      return other.length;
    });
    return ok({ message: msg.passwordChanged, closed_sessions: closed });
  });

  const readConsent = async (userId: number) => {
    const rows = await db.query<{ agreed: boolean; decided_at: Date }>(
      'SELECT agreed, decided_at FROM marketing_consents WHERE user_id = $1',
      [userId],
    );
    const row = rows[0];
    return { agreed: row?.agreed === true, decided_at: row ? iso(row.decided_at) : null };
  };

  app.get('/new/marketing_consent', async (req) => {
    const auth = await requireUser(ctx, req);
    return ok(await readConsent(auth.id));
  });

  // The date changes only when the answer does: sending the same answer again keeps its date.
  app.put('/new/marketing_consent', async (req) => {
    const b = parse(consentBody, req.body);
    const auth = await requireUser(ctx, req);
    await db.query(
      `INSERT INTO marketing_consents (user_id, agreed) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET agreed = EXCLUDED.agreed,
         decided_at = CASE WHEN marketing_consents.agreed = EXCLUDED.agreed
                           THEN marketing_consents.decided_at ELSE now() END`,
      [auth.id, b.agreed],
    );
    return ok(await readConsent(auth.id));
  });
}

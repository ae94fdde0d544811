// Phone verification with the exact codes of spec section 8:
// 200 ok, 421 wrong code, 422 bad phone, 472 expired, 501 phone already registered,
// 502 no code requested; 429 when sending too often.
// Limits (README "Limits"), in the database so that every API instance shares them: per phone
// (sms_sends: one code per SMS_MIN_INTERVAL_MS, SMS_MAX_PER_WINDOW per SMS_WINDOW_MS), per client
// and over the service for codes sent, and per client and over the service for the requests that
// can answer 501 (whether a phone is registered), counted before the phone is looked up.
import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/errors.ts';
import type { Ctx } from '../http/context.ts';
import { clientOf, counterKey, enforce } from '../http/ratelimit.ts';
import { formatPhone, normalizePhone, parse, z } from '../http/validate.ts';
import type { Queryable } from '../db/types.ts';
import { msg } from '../messages.ts';

const codeHash = (phone: string, code: string) =>
  createHash('sha256').update(`${phone}:${code}`).digest('base64url');

async function registered(q: Queryable, phone: string): Promise<boolean> {
  return (
    (await q.query("SELECT 1 FROM users WHERE phone = $1 AND status = 'active'", [phone])).length >
    0
  );
}

export function smsRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, config } = ctx;
  const limits = config.limits;

  /** Counts a request that can answer 501 (is this phone registered?), per client and overall. */
  const countPhoneCheck = (req: FastifyRequest, reply: FastifyReply) =>
    enforce(ctx.counters, reply, [
      {
        key: counterKey('phone-check:client', clientOf(req)),
        limit: limits.phoneCheckClient,
        message: msg.phoneCheckTooMany,
      },
      { key: 'phone-check:global', limit: limits.phoneCheckGlobal, message: msg.phoneCheckTooMany },
    ]);

  app.post('/ajaxSendAuth', async (req, reply) => {
    const b = parse(z.object({ phone: z.unknown() }), req.body);
    const phone = normalizePhone(b.phone);
    if (!phone) throw new ApiError(422, msg.smsBadPhone);
    await countPhoneCheck(req, reply);
    if (await registered(db, phone)) throw new ApiError(501, msg.smsExisting);
    // Codes sent, per client and over the service (an SMS costs money); a code that is not sent
    // after all (the per-phone limits below) is taken back.
    const sending = await enforce(ctx.counters, reply, [
      {
        key: counterKey('sms:client', clientOf(req)),
        limit: limits.smsClient,
        message: msg.smsClientTooMany,
      },
      { key: 'sms:global', limit: limits.smsGlobal, message: msg.smsServiceBusy },
    ]);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = Date.now();
    await db
      .transaction(async (tx) => {
        // One sender per phone at a time, so the rate limit holds under parallel requests.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${phone}`]);
        const sends = await tx.query<{ sent_at: Date }>(
          'SELECT sent_at FROM sms_sends WHERE phone = $1 AND sent_at > $2 ORDER BY sent_at DESC',
          [phone, new Date(now - config.smsWindowMs).toISOString()],
        );
        const last = sends[0] ? new Date(sends[0].sent_at).getTime() : 0;
        if (last && now - last < config.smsMinIntervalMs) {
          throw new ApiError(
            429,
            msg.smsTooSoon(Math.ceil((config.smsMinIntervalMs - (now - last)) / 1000)),
          );
        }
        if (sends.length >= config.smsMaxPerWindow) throw new ApiError(429, msg.smsTooMany);
        await tx.query('INSERT INTO sms_sends (phone, sent_at) VALUES ($1, $2)', [
          phone,
          new Date(now).toISOString(),
        ]);
        await tx.query(
          `INSERT INTO sms_codes (phone, code_hash, expires_at, attempts) VALUES ($1, $2, $3, 0)
         ON CONFLICT (phone) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, attempts = 0, last_wrong = NULL`,
          [phone, codeHash(phone, code), new Date(now + config.smsCodeTtlMs).toISOString()],
        );
      })
      .catch(async (err: unknown) => {
        await sending.refund();
        throw err;
      });
    // A real deployment hands the code to an SMS gateway here; locally only the dev route sees it.
    if (config.devRoutes) ctx.devSms.set(phone, code);
    return ok({
      phone: formatPhone(phone),
      expires_in: Math.round(config.smsCodeTtlMs / 1000),
      message: msg.smsSent,
    });
  });

  app.post('/ajaxSmsAuth', async (req, reply) => {
    const b = parse(z.object({ hpno: z.unknown(), authno: z.unknown() }), req.body);
    const phone = normalizePhone(b.hpno);
    if (!phone) throw new ApiError(422, msg.smsBadPhone);
    await countPhoneCheck(req, reply);
    if (await registered(db, phone)) throw new ApiError(501, msg.smsExisting);
    const authno =
      typeof b.authno === 'string' || typeof b.authno === 'number' ? String(b.authno).trim() : '';
    // Failed attempts must be counted, so errors are returned from the transaction (committing
    // the attempt) and thrown after it.
    const outcome = await db.transaction(async (tx): Promise<ApiError | null> => {
      const rows = await tx.query<{
        code_hash: string;
        expires_at: Date;
        attempts: number;
        last_wrong: string | null;
      }>(
        'SELECT code_hash, expires_at, attempts, last_wrong FROM sms_codes WHERE phone = $1 FOR UPDATE',
        [phone],
      );
      const row = rows[0];
      if (!row) return new ApiError(502, msg.smsNotRequested);
      if (new Date(row.expires_at).getTime() <= Date.now()) {
        await tx.query('DELETE FROM sms_codes WHERE phone = $1', [phone]);
        return new ApiError(472, msg.smsExpired);
      }
      // Browsers (the Fetch standard) resend a request answered 421 once on a new connection,
      // so every 421 path is idempotent: the same wrong code twice in a row is one attempt, and
      // a used-up code stays (answering 421) until a new one is requested.
      if (row.attempts >= config.smsMaxAttempts) return new ApiError(421, msg.smsTooManyAttempts);
      if (!/^\d{6}$/.test(authno)) return new ApiError(421, msg.smsBadCode);
      const tried = codeHash(phone, authno);
      if (tried !== row.code_hash) {
        if (tried === row.last_wrong) return new ApiError(421, msg.smsWrongCode);
        await tx.query(
          'UPDATE sms_codes SET attempts = attempts + 1, last_wrong = $2 WHERE phone = $1',
          [phone, tried],
        );
        return new ApiError(
          421,
          row.attempts + 1 >= config.smsMaxAttempts ? msg.smsTooManyAttempts : msg.smsWrongCode,
        );
      }
      await tx.query('DELETE FROM sms_codes WHERE phone = $1', [phone]);
      await tx.query(
        `INSERT INTO phone_verifications (phone, expires_at) VALUES ($1, $2)
         ON CONFLICT (phone) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
        [phone, new Date(Date.now() + config.phoneVerifiedTtlMs).toISOString()],
      );
      return null;
    });
    if (outcome) throw outcome;
    return ok({ phone: formatPhone(phone), verified: 'Y', message: msg.smsVerified });
  });

  if (config.devRoutes) {
    app.get('/dev/sms/last', async (req) => {
      const q = parse(z.object({ phone: z.string().max(20) }), req.query);
      const phone = normalizePhone(q.phone);
      const code = phone ? ctx.devSms.get(phone) : undefined;
      if (!phone || !code) throw new ApiError(404, msg.noSmsCode);
      return ok({ phone: formatPhone(phone), code });
    });
  }
}

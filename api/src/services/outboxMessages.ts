// The messages the API queues itself (issue #47): each reads what its template needs and calls
// `enqueue` in the caller's transaction, so a call site is one line. Receipts, refunds and
// password changes are transactional (no consent needed); e-mail verification is how an address
// becomes one the outbox sends to.
import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError } from '../http/errors.ts';
import { msg } from '../messages.ts';
import { enqueue } from './outbox.ts';
import type { Channel } from './outboxTemplates.ts';

interface PaymentFacts {
  id: number;
  user_id: number;
  name: string;
  class_name: string;
  amount: number;
  method: string;
  created_at: Date;
  order_id: string | null;
  refund_amount: number | null;
  refunded_at: Date | null;
}

async function paymentFacts(q: Queryable, where: string, value: unknown): Promise<PaymentFacts> {
  const [p] = await q.query<PaymentFacts>(
    `SELECT p.id, p.user_id, COALESCE(u.nickname, u.name) AS name, c.name AS class_name, p.amount,
            p.method, p.created_at, p.order_id, p.refund_amount, p.refunded_at
     FROM payments p JOIN users u ON u.id = p.user_id JOIN classes c ON c.id = p.class_id
     WHERE ${where} = $1`,
    [value],
  );
  if (!p) throw new Error(`no payment where ${where} = ${String(value)}`);
  return p;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** The receipt of a paid payment (by its id, or the order it paid). */
export async function queuePaymentReceipt(
  q: Queryable,
  of: { paymentId: number } | { orderId: string },
): Promise<void> {
  const p =
    'orderId' in of
      ? await paymentFacts(q, 'p.order_id', of.orderId)
      : await paymentFacts(q, 'p.id', of.paymentId);
  await enqueue(q, {
    userId: p.user_id,
    kind: 'payment',
    template: 'payment_receipt',
    transactional: true,
    dedupeKey: `payment-receipt:${p.id}`,
    data: {
      name: p.name,
      className: p.class_name,
      amount: p.amount,
      method: p.method,
      paidAt: iso(p.created_at),
      orderNo: p.order_id ?? `P${p.id}`,
    },
  });
}

/** The notice of a refunded payment. */
export async function queueRefundMail(q: Queryable, paymentId: number): Promise<void> {
  const p = await paymentFacts(q, 'p.id', paymentId);
  await enqueue(q, {
    userId: p.user_id,
    kind: 'refund',
    template: 'refund',
    transactional: true,
    dedupeKey: `refund:${p.id}`,
    data: {
      name: p.name,
      className: p.class_name,
      amount: p.refund_amount ?? p.amount,
      refundedAt: iso(p.refunded_at ?? new Date()),
    },
  });
}

/** The notice that a member's password was changed (or reset). */
export async function queuePasswordChanged(q: Queryable, userId: number): Promise<void> {
  const [u] = await q.query<{ name: string; now: Date }>(
    'SELECT COALESCE(nickname, name) AS name, now() AS now FROM users WHERE id = $1',
    [userId],
  );
  if (!u) return;
  await enqueue(q, {
    userId,
    kind: 'account',
    template: 'password_changed',
    transactional: true,
    dedupeKey: `password-changed:${userId}:${randomBytes(8).toString('hex')}`,
    data: { name: u.name, changedAt: iso(u.now) },
  });
}

const sha = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A member may ask for a new verification mail this often. */
const VERIFY_RESEND_MS = 60 * 1000;

/**
 * Queues the verification mail of the member's current address (a new single-use link). Nothing
 * when the member has no address or it is verified already, unless `strict` (a member asking for
 * it), which answers those with a 4xx.
 */
export async function queueEmailVerification(
  q: Queryable,
  config: Config,
  userId: number,
  strict = false,
): Promise<string | null> {
  const [u] = await q.query<{
    name: string;
    email: string | null;
    verified: boolean;
    last_ms: number | null;
  }>(
    `SELECT COALESCE(nickname, name) AS name, email, email IS NOT DISTINCT FROM verified_email AS verified,
       (SELECT EXTRACT(EPOCH FROM now() - MAX(created_at)) * 1000 FROM email_verifications v
        WHERE v.user_id = users.id AND v.email = users.email)::float8 AS last_ms
     FROM users WHERE id = $1 FOR UPDATE`,
    [userId],
  );
  if (!u?.email) {
    if (strict) throw new ApiError(400, msg.emailVerifyNoAddress);
    return null;
  }
  if (u.verified) {
    if (strict) throw new ApiError(409, msg.emailAlreadyVerified);
    return null;
  }
  if (strict && u.last_ms !== null && u.last_ms < VERIFY_RESEND_MS)
    throw new ApiError(429, msg.emailVerifyTooSoon(VERIFY_RESEND_MS - u.last_ms));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + config.emailVerifyTtlMs).toISOString();
  await q.query(
    'INSERT INTO email_verifications (token_hash, user_id, email, expires_at) VALUES ($1, $2, $3, $4)',
    [sha(token), userId, u.email, expiresAt],
  );
  await enqueue(q, {
    userId,
    kind: 'account',
    template: 'verify_email',
    transactional: true,
    dedupeKey: `verify-email:${sha(token)}`,
    data: {
      name: u.name,
      email: u.email,
      link: `${config.siteUrl}${config.publicBase}/email/verify?token=${token}`,
      expiresAt,
    },
  });
  return u.email;
}

/** Follows a verification link: the address it was sent to becomes the member's verified one. */
export async function confirmEmail(q: Queryable, token: string): Promise<string> {
  const [v] = await q.query<{
    user_id: number;
    email: string;
    used: boolean;
    expired: boolean;
    current: string | null;
  }>(
    `SELECT v.user_id, v.email, v.used_at IS NOT NULL AS used, v.expires_at <= now() AS expired,
       u.email AS current
     FROM email_verifications v JOIN users u ON u.id = v.user_id AND u.status = 'active'
     WHERE v.token_hash = $1 FOR UPDATE OF v`,
    [sha(token)],
  );
  if (!v) throw new ApiError(404, msg.emailVerifyInvalid);
  if (v.used) throw new ApiError(409, msg.emailVerifyUsed);
  if (v.expired) throw new ApiError(410, msg.emailVerifyExpired);
  if (v.current !== v.email) throw new ApiError(409, msg.emailVerifyChanged);
  await q.query('UPDATE email_verifications SET used_at = now() WHERE token_hash = $1', [
    sha(token),
  ]);
  await q.query(
    'UPDATE users SET verified_email = email, email_verified_at = now() WHERE id = $1',
    [v.user_id],
  );
  return v.email;
}

/**
 * A site notification sent off the site too (for notifications.ts's createNotification): on
 * `channels`, the ones the member agreed to for this kind (none: nothing is queued). Not
 * transactional. The e-mail goes only to a verified address, like every other.
 */
export async function queueNotification(
  q: Queryable,
  config: Config,
  n: {
    userId: number;
    kind: string;
    title: string;
    content: string;
    /** The site path it points to (`/class/12`). */
    path?: string;
    channels: Channel[];
    dedupeKey: string;
  },
): Promise<string[]> {
  if (!n.channels.length) return [];
  const [u] = await q.query<{ name: string }>(
    'SELECT COALESCE(nickname, name) AS name FROM users WHERE id = $1',
    [n.userId],
  );
  if (!u) return [];
  return enqueue(q, {
    userId: n.userId,
    kind: n.kind,
    template: 'notification',
    channels: n.channels,
    transactional: false,
    dedupeKey: n.dedupeKey,
    data: {
      name: u.name,
      title: n.title,
      content: n.content,
      ...(n.path ? { path: n.path, siteUrl: config.siteUrl } : {}),
    },
  });
}

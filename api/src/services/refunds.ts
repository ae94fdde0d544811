// Refunds (issue #37, issue 45). The policy, in this one place: a paid payment may be refunded
// within REFUND_DAYS of payment while the member has taken fewer than a third of the class's
// lessons — taken as the server counts it (services/lessonTaken.ts: video bytes served, text
// lessons opened), not as the player reports it.
//
// A refund is three steps, each safe to repeat, so a crash between them is finished later:
//   1. intent (one transaction): paid → refund_requested, once the rule allows it;
//   2. the gateway cancels the payment (idempotent, with the key `refund-<payment id>`);
//   3. finish (one transaction): refunded, the enrolment ended, the order's points given back,
//      the review archived (out of the class's rating and lists) and its reward taken back.
// `refund_requested` only ever moves forward: recoverStuckRefunds (at start-up, and meant for a
// schedule) repeats steps 2 and 3 for every payment left there.
import type { Db, Queryable } from '../db/types.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { msg } from '../messages.ts';
import type { PaymentGateway } from './gateway.ts';
import { takenCountSql } from './lessonTaken.ts';
import { returnPoints } from './orders.ts';
import { queueRefundMail } from './outboxMessages.ts';

export const REFUND_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RefundFacts {
  status: string;
  paid_at: Date;
  /** Lessons of the class the member has taken (served or opened), and all of them. */
  taken: number;
  total: number;
}

/** Whether the payment may be refunded now, and if not, why (Korean). */
export function refundCheck(
  p: RefundFacts,
  now = Date.now(),
): { refundable: boolean; reason: string | null } {
  const no = (reason: string) => ({ refundable: false, reason });
  if (p.status === 'refunded') return no(msg.refundAlready);
  if (p.status === 'refund_requested') return no(msg.refundRequested);
  if (p.status !== 'paid') return no(msg.refundNotPaid);
  if (now - new Date(p.paid_at).getTime() > REFUND_DAYS * DAY_MS)
    return no(msg.refundTooLate(REFUND_DAYS));
  if (p.total > 0 && p.taken * 3 >= p.total) return no(msg.refundTooMuchWatched(p.taken, p.total));
  return { refundable: true, reason: null };
}

export interface PaymentRecord {
  id: number;
  user_id: number;
  class_id: number;
  class_name: string;
  order_id: string | null;
  status: string;
  method: string;
  months: number;
  monthly_price: number;
  total_price: number;
  discount_amount: number;
  code_discount: number;
  discount_code: string | null;
  points_used: number;
  amount: number;
  card_last4: string | null;
  provider_key: string | null;
  created_at: Date;
  refund_requested_at: Date | null;
  refunded_at: Date | null;
  refund_amount: number | null;
  /** The learner's own view: lessons the player reported done. */
  done: number;
  /** What the refund rule counts: lessons the server handed out. */
  taken: number;
  total: number;
}

/** Payments with the class name and the member's done / taken / all lessons of the class. */
export const SELECT_PAYMENTS = `SELECT p.id, p.user_id, p.class_id, c.name AS class_name, p.order_id, p.status,
  p.method, p.months, p.monthly_price, p.total_price, p.discount_amount, p.code_discount,
  p.discount_code, p.points_used, p.amount, p.card_last4, p.provider_key, p.created_at,
  p.refund_requested_at, p.refunded_at, p.refund_amount,
  (SELECT COUNT(*) FROM lesson_progress lp WHERE lp.user_id = p.user_id AND lp.class_id = p.class_id AND lp.done)::int AS done,
  ${takenCountSql('p.user_id', 'p.class_id')} AS taken,
  (SELECT COUNT(*) FROM lessons l WHERE l.class_id = p.class_id)::int AS total
  FROM payments p JOIN classes c ON c.id = p.class_id`;

export async function paymentOf(q: Queryable, userId: number, paymentId: number, lock = false) {
  const rows = await q.query<PaymentRecord>(
    `${SELECT_PAYMENTS} WHERE p.id = $1 AND p.user_id = $2 AND p.status <> 'declined'${lock ? ' FOR UPDATE OF p' : ''}`,
    [paymentId, userId],
  );
  if (!rows[0]) throw notFound('결제');
  return rows[0];
}

/** The gateway's idempotency key of a payment's refund: every retry sends the same one. */
export const refundKey = (paymentId: number) => `refund-${paymentId}`;

type Refunding = Pick<PaymentRecord, 'id' | 'user_id' | 'class_id' | 'order_id' | 'provider_key'>;

/** Where a test may crash a refund: inside or after each step's transaction, after the gateway. */
type CrashPoint = 'intent-open' | 'intent' | 'gateway' | 'finish-open';

/**
 * Test-only crash point: with NODE_ENV=test and TEST_ONLY_KILL_REFUND_AT=<point>, the process
 * kills itself (SIGKILL, as a crash would) there — how test/refundCrash.test.ts stops a refund
 * between its steps. Does nothing in any other environment.
 */
function testOnlyKillAt(point: CrashPoint): void {
  if (process.env.NODE_ENV === 'test' && process.env.TEST_ONLY_KILL_REFUND_AT === point)
    process.kill(process.pid, 'SIGKILL');
}

/** Step 1: the rule checked and the intent recorded, or a 409 saying why not. */
async function requestRefund(db: Db, userId: number, paymentId: number): Promise<PaymentRecord> {
  return db.transaction(async (tx) => {
    const row = await paymentOf(tx, userId, paymentId, true);
    // A second click (or a retry after a gateway failure) carries on with the same refund.
    if (row.status === 'refund_requested') return row;
    const check = refundCheck({
      status: row.status,
      paid_at: row.created_at,
      taken: row.taken,
      total: row.total,
    });
    if (!check.refundable) throw new ApiError(409, check.reason!, { refundable: false });
    await tx.query(
      `UPDATE payments SET status = 'refund_requested', refund_requested_at = now() WHERE id = $1`,
      [paymentId],
    );
    testOnlyKillAt('intent-open');
    return row;
  });
}

/** Step 2: the gateway cancels the payment (idempotent: a cancelled payment stays cancelled). */
async function cancelAtGateway(gateway: PaymentGateway, p: Refunding): Promise<void> {
  if (!p.provider_key) return;
  await gateway.cancel({
    paymentKey: p.provider_key,
    reason: '구매자 환불 요청',
    idempotencyKey: refundKey(p.id),
  });
}

/**
 * Step 3, in one transaction and at most once (only a refund_requested payment moves on): the
 * payment refunded, the enrolment ended, the points the order spent given back, the member's
 * review of the class archived (its score out of the class's rating) and the review reward this
 * payment earned taken back. False when the payment was no longer refund_requested.
 */
async function finishRefund(db: Db, p: Refunding): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx.query(
      `UPDATE payments SET status = 'refunded', refunded_at = now(), refund_amount = amount
       WHERE id = $1 AND status = 'refund_requested' RETURNING 1`,
      [p.id],
    );
    if (!done.length) return false;
    await queueRefundMail(tx, p.id);
    const ended = await tx.query(
      'DELETE FROM enrollments WHERE user_id = $1 AND class_id = $2 RETURNING 1',
      [p.user_id, p.class_id],
    );
    if (ended.length)
      await tx.query('UPDATE classes SET signup_cnt = GREATEST(signup_cnt - 1, 0) WHERE id = $1', [
        p.class_id,
      ]);
    if (p.order_id) await returnPoints(tx, p.order_id, msg.pointsRefundedTitle);
    await tx.query(
      `WITH gone AS (
         DELETE FROM reviews WHERE user_id = $1 AND class_id = $2 RETURNING *
       ), archived AS (
         INSERT INTO refunded_reviews (id, class_id, user_id, payment_id, score, pros_content, cons_content,
           suggestions, progress, photo_list, helpful_cnt, coach_reply, blocked, created_at, updated_at)
         SELECT id, class_id, user_id, $3, score, pros_content, cons_content, suggestions, progress,
           photo_list, helpful_cnt, coach_reply, blocked, created_at, updated_at FROM gone
         RETURNING class_id, score
       )
       UPDATE classes c SET review_cnt = GREATEST(c.review_cnt - a.n, 0),
         review_sum = GREATEST(c.review_sum - a.s, 0)
       FROM (SELECT class_id, COUNT(*)::int AS n, SUM(score)::int AS s FROM archived GROUP BY class_id) a
       WHERE c.id = a.class_id`,
      [p.user_id, p.class_id, p.id],
    );
    // The reward keeps its expiry on the take-back row: both leave the balance together.
    await tx.query(
      `INSERT INTO points (user_id, amount, kind, title, payment_id, expire_at)
       SELECT user_id, -amount, 'review_reclaim', $2, payment_id, expire_at FROM points
       WHERE payment_id = $1 AND kind = 'review'
       ON CONFLICT (payment_id, kind) WHERE payment_id IS NOT NULL DO NOTHING`,
      [p.id, msg.pointsReviewReclaimedTitle],
    );
    testOnlyKillAt('finish-open');
    return true;
  });
}

/** Refunds the member's payment (the three steps); 409 when the rule refuses it. */
export async function refund(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  paymentId: number,
): Promise<void> {
  const p = await requestRefund(db, userId, paymentId);
  testOnlyKillAt('intent');
  try {
    await cancelAtGateway(gateway, p);
  } catch {
    // Stays 환불 요청: a retry by the member, or recoverStuckRefunds, finishes it.
    throw new ApiError(502, msg.refundGatewayFailed);
  }
  testOnlyKillAt('gateway');
  await finishRefund(db, p);
}

/**
 * Finishes every refund left `refund_requested` (a crash or a gateway failure between the
 * steps) for at least `olderThanMs`: the gateway is asked again to cancel, with the same
 * idempotency key (a payment it cancelled already stays cancelled and answers so), and then the
 * refund is finished in one transaction. A refund whose gateway call fails again stays
 * `refund_requested` for the next run (reported to `onError`); it is never turned back to paid,
 * since the gateway may have cancelled it. Safe on several instances at once: both steps are
 * idempotent. Runs at start-up (routes/myPayments.ts); a pg-boss schedule can call it as is.
 */
export async function recoverStuckRefunds(
  db: Db,
  gateway: PaymentGateway,
  opts: { olderThanMs?: number; onError?: (error: unknown, paymentId: number) => void } = {},
): Promise<{ completed: number; failed: number }> {
  const stuck = await db.query<Refunding>(
    `SELECT id, user_id, class_id, order_id, provider_key FROM payments
     WHERE status = 'refund_requested' AND refund_requested_at <= now() - $1 * interval '1 millisecond'
     ORDER BY refund_requested_at, id LIMIT 500`,
    [opts.olderThanMs ?? 0],
  );
  let completed = 0;
  let failed = 0;
  for (const p of stuck) {
    try {
      await cancelAtGateway(gateway, p);
      if (await finishRefund(db, p)) completed++;
    } catch (error) {
      failed++;
      opts.onError?.(error, p.id);
    }
  }
  return { completed, failed };
}

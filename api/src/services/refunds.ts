// Refunds (issue #37). The policy, in this one place: a paid payment may be refunded within
// REFUND_DAYS of payment while fewer than a third of the class's lessons are done (the
// classroom's lesson progress). A refund goes through the gateway, then — once, in one
// transaction — marks the payment refunded, ends the enrolment (the classroom refuses it after)
// and gives back the points the order spent.
import type { Db, Queryable } from '../db/types.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { msg } from '../messages.ts';
import type { PaymentGateway } from './gateway.ts';
import { returnPoints } from './orders.ts';
import { queueRefundMail } from './outboxMessages.ts';

export const REFUND_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RefundFacts {
  status: string;
  paid_at: Date;
  /** Lessons of the class the member has done, and all of them. */
  done: number;
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
  if (p.total > 0 && p.done * 3 >= p.total) return no(msg.refundTooMuchWatched(p.done, p.total));
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
  done: number;
  total: number;
}

/** Payments with the class name and the member's done / all lessons of the class. */
export const SELECT_PAYMENTS = `SELECT p.id, p.user_id, p.class_id, c.name AS class_name, p.order_id, p.status,
  p.method, p.months, p.monthly_price, p.total_price, p.discount_amount, p.code_discount,
  p.discount_code, p.points_used, p.amount, p.card_last4, p.provider_key, p.created_at,
  p.refund_requested_at, p.refunded_at, p.refund_amount,
  (SELECT COUNT(*) FROM lesson_progress lp WHERE lp.user_id = p.user_id AND lp.class_id = p.class_id AND lp.done)::int AS done,
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

/**
 * Refunds the member's payment. A second click finds it `refund_requested` and only retries the
 * gateway (whose cancel is idempotent); the refund itself is recorded once.
 */
export async function refund(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  paymentId: number,
): Promise<void> {
  const p = await db.transaction(async (tx) => {
    const row = await paymentOf(tx, userId, paymentId, true);
    if (row.status === 'refund_requested') return row;
    const check = refundCheck({
      status: row.status,
      paid_at: row.created_at,
      done: row.done,
      total: row.total,
    });
    if (!check.refundable) throw new ApiError(409, check.reason!, { refundable: false });
    await tx.query(
      `UPDATE payments SET status = 'refund_requested', refund_requested_at = now() WHERE id = $1`,
      [paymentId],
    );
    return row;
  });
  if (p.provider_key) {
    try {
      await gateway.cancel({ paymentKey: p.provider_key, reason: '구매자 환불 요청' });
    } catch {
      // Stays 환불 요청: the member (or support) can try again.
      throw new ApiError(502, msg.refundGatewayFailed);
    }
  }
  await db.transaction(async (tx) => {
    const done = await tx.query(
      `UPDATE payments SET status = 'refunded', refunded_at = now(), refund_amount = amount
       WHERE id = $1 AND status = 'refund_requested' RETURNING 1`,
      [paymentId],
    );
    if (!done.length) return;
    await queueRefundMail(tx, paymentId);
    const ended = await tx.query(
      'DELETE FROM enrollments WHERE user_id = $1 AND class_id = $2 RETURNING 1',
      [p.user_id, p.class_id],
    );
    if (ended.length)
      await tx.query('UPDATE classes SET signup_cnt = GREATEST(signup_cnt - 1, 0) WHERE id = $1', [
        p.class_id,
      ]);
    if (p.order_id) await returnPoints(tx, p.order_id, msg.pointsRefundedTitle);
  });
}

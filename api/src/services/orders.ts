// Orders (issue #37): a checkout attempt with its price computed here, never taken from the
// browser. pending → paid (one payment, one enrolment) | failed | cancelled (points given back).
// Points are a ledger: one negative row per order when it is made, one positive row when it
// fails, is cancelled or refunded — each at most once (unique index `points_order_once`).
import { randomBytes } from 'node:crypto';
import { retryOnDeadlock } from '../db/locks.ts';
import type { Db, Queryable } from '../db/types.ts';
import { queuePaymentReceipt } from './outboxMessages.ts';
import { ApiError, conflict } from '../http/errors.ts';
import { msg } from '../messages.ts';
import { quote, type Quote } from './pricing.ts';
import { pointSummary } from './users.ts';
import type { Method } from './gateway.ts';

/** Points are used in whole 100s, at most the balance and the price to pay (the one rule). */
export const POINT_UNIT = 100;
export const maxPoints = (balance: number, price: number) =>
  Math.max(0, Math.floor(Math.min(balance, price) / POINT_UNIT) * POINT_UNIT);

export interface Checkout extends Quote {
  balance: number;
  points_used: number;
  /** 결제 금액: what the gateway charges. */
  amount: number;
  points_rule: { unit: number; max: number };
  breakdown: { label: string; amount: number }[];
}

/** The price of a class for this member with a code and points: the breakdown the screen shows. */
export async function checkout(
  q: Queryable,
  userId: number,
  classId: number,
  code: string | undefined,
  points: number,
): Promise<Checkout> {
  const price = await quote(q, classId, code, userId);
  const { total_point: balance } = await pointSummary(q, userId);
  const max = maxPoints(balance, price.final_price);
  if (points % POINT_UNIT !== 0) throw new ApiError(400, msg.pointsUnit);
  if (points > balance) throw new ApiError(409, msg.pointsOverBalance(balance));
  if (points > max) throw new ApiError(400, msg.pointsOverPrice(max));
  const amount = price.final_price - points;
  return {
    ...price,
    balance,
    points_used: points,
    amount,
    points_rule: { unit: POINT_UNIT, max },
    breakdown: [
      { label: '정가', amount: price.total_price },
      { label: '클래스 할인', amount: -price.discount_amount },
      { label: '할인 코드', amount: -price.code_discount },
      { label: '포인트', amount: -points },
      { label: '결제 금액', amount },
    ],
  };
}

export interface OrderRow {
  id: string;
  user_id: number;
  class_id: number;
  class_name: string;
  method: Method | 'points';
  idempotency_key: string;
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  months: number;
  monthly_price: number;
  total_price: number;
  discount_amount: number;
  code_discount: number;
  discount_code: string | null;
  points_used: number;
  amount: number;
  provider_key: string | null;
  failure: string | null;
  expires_at: Date;
  created_at: Date;
  payment_id: number | null;
}

const SELECT_ORDER = `SELECT o.*, c.name AS class_name, p.id AS payment_id
  FROM orders o JOIN classes c ON c.id = o.class_id LEFT JOIN payments p ON p.order_id = o.id`;

export async function orderById(q: Queryable, id: string): Promise<OrderRow | undefined> {
  return (await q.query<OrderRow>(`${SELECT_ORDER} WHERE o.id = $1`, [id]))[0];
}

async function orderByKey(q: Queryable, userId: number, key: string) {
  return (
    await q.query<OrderRow>(`${SELECT_ORDER} WHERE o.user_id = $1 AND o.idempotency_key = $2`, [
      userId,
      key,
    ])
  )[0];
}

/** Gives back the points spent on the order, once (the unique index makes a second a no-op). */
export async function returnPoints(q: Queryable, orderId: string, title: string): Promise<void> {
  await q.query(
    `INSERT INTO points (user_id, amount, kind, title, order_id)
     SELECT user_id, -amount, 'order_return', $2, order_id FROM points
     WHERE order_id = $1 AND kind = 'order_spend'
     ON CONFLICT (order_id, kind) WHERE order_id IS NOT NULL DO NOTHING`,
    [orderId, title],
  );
}

/** A pending order ends (failed or cancelled) and its points come back; false if not pending. */
export async function endOrder(
  q: Queryable,
  orderId: string,
  status: 'failed' | 'cancelled',
  failure: string,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE orders SET status = $2, failure = $3, updated_at = now() WHERE id = $1 AND status = 'pending' RETURNING 1`,
    [orderId, status, failure],
  );
  if (rows.length) await returnPoints(q, orderId, msg.pointsReturnedTitle);
  return rows.length > 0;
}

/**
 * Expired pending orders become failed and give their points back — in ONE statement that skips
 * rows another transaction holds (`FOR UPDATE SKIP LOCKED`), so two instances sweeping at once
 * never expire an order twice. With `orderId`, only that order (the lazy expiry of a read).
 */
export async function expireOrders(q: Queryable, orderId?: string): Promise<number> {
  const rows = await q.query<{ n: number }>(
    `WITH due AS (
       SELECT id FROM orders WHERE status = 'pending' AND expires_at <= now()
         AND ($1::text IS NULL OR id = $1) ORDER BY expires_at LIMIT 500 FOR UPDATE SKIP LOCKED),
     failed AS (
       UPDATE orders o SET status = 'failed', failure = 'expired', updated_at = now()
       FROM due WHERE o.id = due.id RETURNING o.id),
     back AS (
       INSERT INTO points (user_id, amount, kind, title, order_id)
       SELECT p.user_id, -p.amount, 'order_return', $2, p.order_id
       FROM points p JOIN failed f ON f.id = p.order_id WHERE p.kind = 'order_spend'
       ON CONFLICT (order_id, kind) WHERE order_id IS NOT NULL DO NOTHING RETURNING 1)
     SELECT (SELECT COUNT(*) FROM failed)::int AS n, (SELECT COUNT(*) FROM back)::int AS returned`,
    [orderId ?? null, msg.pointsReturnedTitle],
  );
  return rows[0]?.n ?? 0;
}

export interface NewOrder {
  classId: number;
  method: Method;
  discountCode?: string;
  points: number;
  idempotencyKey: string;
  /** The 결제 금액 the screen showed: a different one (a changed or tampered price) is refused. */
  expectedAmount?: number;
}

/**
 * How long a card order may be in the gateway's hands: while one of the member's card orders for
 * a class is this young and pending, another order for the class is refused (409) instead of
 * charging a second card that settling would then void. An older one (its instance died
 * mid-charge) is superseded like any pending order.
 */
export const CARD_CHARGE_MS = 2 * 60 * 1000;

/**
 * Makes the order (or answers the one of the same key: a double click or a retry). The member's
 * row is locked first, so that two tabs check and spend the balance one after the other — with
 * `FOR NO KEY UPDATE`, which does not conflict with the `KEY SHARE` locks that foreign keys take
 * (a settling order inserting its payment row for the member): the two never wait on each other
 * in a cycle. A deadlock PostgreSQL still breaks runs the transaction again.
 */
export async function createOrder(
  db: Db,
  userId: number,
  o: NewOrder,
  ttlMs: number,
): Promise<{ order: OrderRow; created: boolean }> {
  return retryOnDeadlock(() => db.transaction((tx) => newOrder(tx, userId, o, ttlMs)));
}

async function newOrder(
  tx: Queryable,
  userId: number,
  o: NewOrder,
  ttlMs: number,
): Promise<{ order: OrderRow; created: boolean }> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  const earlier = await orderByKey(tx, userId, o.idempotencyKey);
  if (earlier) {
    if (earlier.class_id !== o.classId) throw conflict(msg.orderKeyReused);
    return { order: earlier, created: false };
  }
  // A new order for the class supersedes the member's earlier pending one (another tab) —
  // unless that one is a card being charged right now. First, since it waits for an order that is
  // settling: the enrolment check after it then sees that order's enrolment.
  const pending = await tx.query<{ id: string; charging: boolean }>(
    `SELECT id, method = 'card' AND created_at > now() - ($3::bigint * interval '1 millisecond') AS charging
       FROM orders WHERE user_id = $1 AND class_id = $2 AND status = 'pending' FOR UPDATE`,
    [userId, o.classId, CARD_CHARGE_MS],
  );
  if (pending.some((p) => p.charging)) throw conflict(msg.orderInProgress);
  const enrolled = await tx.query(
    'SELECT 1 FROM enrollments WHERE user_id = $1 AND class_id = $2',
    [userId, o.classId],
  );
  if (enrolled.length) throw conflict(msg.alreadyEnrolled);
  for (const p of pending) await endOrder(tx, p.id, 'cancelled', 'superseded');
  const c = await checkout(tx, userId, o.classId, o.discountCode, o.points);
  if (o.expectedAmount !== undefined && o.expectedAmount !== c.amount)
    throw new ApiError(409, msg.orderAmountChanged(c.amount), { amount: c.amount });
  const id = `ord_${randomBytes(16).toString('base64url')}`;
  await tx.query(
    `INSERT INTO orders (id, user_id, class_id, method, idempotency_key, status, months, monthly_price,
         total_price, discount_amount, code_discount, discount_code, points_used, amount, expires_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8, $9, $10, $11, $12, $13,
         now() + ($14::bigint * interval '1 millisecond'))`,
    [
      id,
      userId,
      o.classId,
      c.amount === 0 ? 'points' : o.method,
      o.idempotencyKey,
      c.months,
      c.payment,
      c.total_price,
      c.discount_amount,
      c.code_discount,
      c.discount_code,
      c.points_used,
      c.amount,
      ttlMs,
    ],
  );
  if (c.points_used > 0)
    await tx.query(
      `INSERT INTO points (user_id, amount, kind, title, order_id) VALUES ($1, $2, 'order_spend', $3, $4)`,
      [userId, -c.points_used, msg.pointsSpentTitle(c.class_name), id],
    );
  return { order: (await orderById(tx, id))!, created: true };
}

export type Settled =
  | { paid: true; order: OrderRow; voidKey?: string }
  | { paid: false; order: OrderRow; voidKey?: string };

/**
 * Marks an approved order paid: one enrolment, one payment row (its `order_id` is unique), under
 * the order's row lock — so 20 confirms at once enrol once. An order that is no longer pending,
 * has expired, whose amount differs, or whose class the member already takes is not paid and the
 * gateway's payment is to be voided (`voidKey`).
 */
export async function settleOrder(
  db: Db,
  orderId: string,
  paymentKey: string | null,
  amount: number,
  cardLast4: string | null,
): Promise<Settled> {
  return retryOnDeadlock(() =>
    db.transaction((tx) => settle(tx, orderId, paymentKey, amount, cardLast4)),
  );
}

async function settle(
  tx: Queryable,
  orderId: string,
  paymentKey: string | null,
  amount: number,
  cardLast4: string | null,
): Promise<Settled> {
  const [o] = await tx.query<{ status: string; expired: boolean; amount: number }>(
    'SELECT status, expires_at <= now() AS expired, amount FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  const voidKey = paymentKey ?? undefined;
  const now = async () => (await orderById(tx, orderId))!;
  if (!o) throw new ApiError(404, msg.notFound('주문'));
  if (o.status === 'paid') {
    const order = await now();
    return {
      paid: true,
      order,
      voidKey: order.provider_key === paymentKey ? undefined : voidKey,
    };
  }
  if (o.status !== 'pending') return { paid: false, order: await now(), voidKey };
  const fail = async (why: string) => {
    await endOrder(tx, orderId, 'failed', why);
    return { paid: false as const, order: await now(), voidKey };
  };
  if (o.expired) return fail('expired');
  if (o.amount !== amount) return fail('amount_mismatch');
  const order = await now();
  const enrolled = await tx.query(
    'INSERT INTO enrollments (user_id, class_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
    [order.user_id, order.class_id],
  );
  if (!enrolled.length) return fail('already_enrolled');
  await tx.query('UPDATE classes SET signup_cnt = signup_cnt + 1 WHERE id = $1', [order.class_id]);
  await tx.query(
    `INSERT INTO payments (user_id, class_id, idempotency_key, status, months, monthly_price, total_price,
         discount_amount, code_discount, discount_code, amount, card_last4, order_id, method, points_used, provider_key)
       VALUES ($1, $2, $3, 'paid', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      order.user_id,
      order.class_id,
      `order:${orderId}`,
      order.months,
      order.monthly_price,
      order.total_price,
      order.discount_amount,
      order.code_discount,
      order.discount_code,
      order.amount,
      cardLast4,
      orderId,
      order.method,
      order.points_used,
      paymentKey,
    ],
  );
  await tx.query(
    `UPDATE orders SET status = 'paid', provider_key = $2, updated_at = now() WHERE id = $1`,
    [orderId, paymentKey],
  );
  await queuePaymentReceipt(tx, { orderId });
  return { paid: true, order: await now() };
}

// The member's payments (issue #37): `/my/payments` (every payment with its state and whether it
// may be refunded, and why not), a receipt per payment, and the refund request. At start-up the
// refunds a crash left half way are finished (services/refunds.ts, recoverStuckRefunds).
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/errors.ts';
import { requireUser, type Ctx } from '../http/context.ts';
import { id, page, parse, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { pageInfo } from '../services/cards.ts';
import type { PaymentGateway } from '../services/gateway.ts';
import {
  REFUND_DAYS,
  SELECT_PAYMENTS,
  paymentOf,
  recoverStuckRefunds,
  refund,
  refundCheck,
  type PaymentRecord,
} from '../services/refunds.ts';

const PAGE_SIZE = 20;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function paymentView(p: PaymentRecord) {
  const check = refundCheck({
    status: p.status,
    paid_at: p.created_at,
    taken: p.taken,
    total: p.total,
  });
  return {
    payment_id: p.id,
    order_id: p.order_id,
    class_id: p.class_id,
    class_name: p.class_name,
    status: p.status,
    status_label: msg.paymentStatus[p.status],
    method: p.method,
    method_label: msg.paymentMethod[p.method] ?? p.method,
    card_last4: p.card_last4,
    months: p.months,
    monthly_price: p.monthly_price,
    total_price: p.total_price,
    discount_amount: p.discount_amount,
    discount_code: p.discount_code,
    code_discount: p.code_discount,
    points_used: p.points_used,
    amount: p.amount,
    breakdown: [
      { label: '정가', amount: p.total_price },
      { label: '클래스 할인', amount: -p.discount_amount },
      { label: '할인 코드', amount: -p.code_discount },
      { label: '포인트', amount: -p.points_used },
      { label: '결제 금액', amount: p.amount },
    ],
    paid_at: iso(p.created_at),
    refund_requested_at: iso(p.refund_requested_at),
    refunded_at: iso(p.refunded_at),
    refund_amount: p.refund_amount,
    lessons_done: p.done,
    lessons_taken: p.taken,
    lessons_total: p.total,
    refundable: check.refundable,
    refund_reason: check.reason,
    refund_policy: { days: REFUND_DAYS, max_done_share: '1/3' },
  };
}

/** The schedule that finishes refunds a crash left half way. */
export const REFUND_RECOVERY = 'refund-recovery';

export function myPaymentRoutes(app: FastifyInstance, ctx: Ctx, gateway: PaymentGateway): void {
  const { db } = ctx;

  // Refunds left `refund_requested` by a crash are finished: on every instance once at start,
  // before it takes requests, and then every 5 minutes on one instance (a pg-boss schedule,
  // services/jobs.ts). After the start-up pass only refunds older than a minute are taken, so a
  // refund a request is finishing right now is left to it (both steps are idempotent anyway).
  let started = false;
  ctx.jobs.registerSchedule(REFUND_RECOVERY, '*/5 * * * *', async () => {
    const r = await recoverStuckRefunds(db, gateway, {
      olderThanMs: started ? 60_000 : 0,
      onError: (err, paymentId) =>
        app.log.error({ err, paymentId }, 'finishing a stuck refund failed'),
    });
    started = true;
    if (r.completed || r.failed) app.log.warn(r, 'stuck refunds recovered');
  });

  app.get('/new/payments', async (req) => {
    const q = parse(z.object({ page: page() }), req.query);
    const user = await requireUser(ctx, req);
    const [rows, totals] = await Promise.all([
      db.query<PaymentRecord>(
        `${SELECT_PAYMENTS} WHERE p.user_id = $1 AND p.status <> 'declined'
         ORDER BY p.created_at DESC, p.id DESC OFFSET $2 LIMIT $3`,
        [user.id, (q.page - 1) * PAGE_SIZE, PAGE_SIZE],
      ),
      db.query<{ total: number }>(
        "SELECT COUNT(*)::int AS total FROM payments WHERE user_id = $1 AND status <> 'declined'",
        [user.id],
      ),
    ]);
    return ok({ list: rows.map(paymentView), ...pageInfo(q.page, totals[0]!.total, PAGE_SIZE) });
  });

  app.get('/new/payments/:paymentId', async (req) => {
    const p = parse(z.object({ paymentId: id() }), req.params);
    const user = await requireUser(ctx, req);
    return ok(paymentView(await paymentOf(db, user.id, p.paymentId)));
  });

  app.post('/new/payments/:paymentId/refund', async (req) => {
    const p = parse(z.object({ paymentId: id() }), req.params);
    const user = await requireUser(ctx, req);
    await refund(db, gateway, user.id, p.paymentId);
    return ok(paymentView(await paymentOf(db, user.id, p.paymentId)));
  });
}

// Checkout part 2 (issue #37): the quote with points, orders by card or easy-pay, the provider's
// return (confirmed here, server-side), and the member's orders. Prices come from
// services/orders.ts `checkout`, never from the browser.
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest, notFound, ok } from '../http/errors.ts';
import { requireUser, type Ctx } from '../http/context.ts';
import { id, parse, text, wholeNumber, won, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { GatewayError, type EasyPay, type PaymentGateway } from '../services/gateway.ts';
import {
  checkout,
  createOrder,
  endOrder,
  expireOrders,
  orderById,
  settleOrder,
  type OrderRow,
} from '../services/orders.ts';

export const ORDER_EXPIRY = 'order-expiry';

const points = () => wholeNumber(msg.pointsInvalid).default(0);

const quoteBody = z.object({
  class_id: id(),
  discount_code: text(30).optional(),
  points: points(),
});

const orderBody = quoteBody.extend({
  method: z.enum(['card', 'kakaopay', 'naverpay', 'tosspay']),
  idempotency_key: z
    .string()
    .regex(/^[A-Za-z0-9-]{16,64}$/, '결제 요청 키(idempotency_key)가 올바르지 않습니다.'),
  card_number: z
    .string()
    .max(30)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, '카드 번호를 숫자로 입력해 주세요.'))
    .optional(),
  card_expiry: z
    .string()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, msg.orderCardExpiry)
    .transform((v) => {
      const [m, y] = v.split('/').map((s) => Number(s.trim()));
      return { month: m!, year: y! };
    })
    .optional(),
  expected_amount: won().optional(),
});

/** Where the browser lands after the provider: the class's complete or fail page. */
export const completeUrl = (o: { id: string; class_id: number }) =>
  `/class/open_class/${o.class_id}/complete?orderId=${encodeURIComponent(o.id)}`;
const failUrl = (o: { id: string; class_id: number; failure: string | null }) =>
  `/class/open_class/${o.class_id}/fail?orderId=${encodeURIComponent(o.id)}&code=${encodeURIComponent(o.failure ?? 'failed')}`;

export function orderView(o: OrderRow) {
  return {
    order_id: o.id,
    status: o.status,
    status_label: msg.orderStatus[o.status],
    class_id: o.class_id,
    class_name: o.class_name,
    method: o.method,
    method_label: msg.paymentMethod[o.method],
    months: o.months,
    total_price: o.total_price,
    discount_amount: o.discount_amount,
    discount_code: o.discount_code,
    code_discount: o.code_discount,
    points_used: o.points_used,
    amount: o.amount,
    breakdown: [
      { label: '정가', amount: o.total_price },
      { label: '클래스 할인', amount: -o.discount_amount },
      { label: '할인 코드', amount: -o.code_discount },
      { label: '포인트', amount: -o.points_used },
      { label: '결제 금액', amount: o.amount },
    ],
    failure: o.failure,
    failure_message: o.failure ? (msg.orderFailure[o.failure] ?? msg.orderStatus[o.status]) : null,
    payment_id: o.payment_id,
    expires_at: new Date(o.expires_at).toISOString(),
    created_at: new Date(o.created_at).toISOString(),
    complete_url: completeUrl(o),
  };
}

const FAILURE_STATUS: Record<string, number> = { declined: 402 };

/** A card order that did not go through: 402 declined, 422 otherwise, with the order. */
function failed(o: OrderRow): ApiError {
  const code = FAILURE_STATUS[o.failure ?? ''] ?? 422;
  return new ApiError(code, msg.orderFailure[o.failure ?? ''] ?? msg.conflict, {
    order: orderView(o),
  });
}

export function orderRoutes(app: FastifyInstance, ctx: Ctx, gateway: PaymentGateway): void {
  const { db, config } = ctx;

  // Pending orders whose provider never answered fail after config.orderTtlMs: on every read of
  // the order and here, each minute (a schedule on the job queue, services/jobs.ts; one
  // statement, SKIP LOCKED: instances never do it twice).
  ctx.jobs.registerSchedule(ORDER_EXPIRY, '* * * * *', () => expireOrders(db));

  /** The member's own order (404 for anyone else's), expired lazily first. */
  const ownOrder = async (userId: number, orderId: string) => {
    if (!/^ord_[A-Za-z0-9_-]{22}$/.test(orderId)) throw notFound('주문');
    await expireOrders(db, orderId);
    const o = await orderById(db, orderId);
    if (!o || o.user_id !== userId) throw notFound('주문');
    return o;
  };

  app.post('/new/checkout/quote', async (req) => {
    const b = parse(quoteBody, req.body);
    const user = await requireUser(ctx, req);
    return ok(await checkout(db, user.id, b.class_id, b.discount_code || undefined, b.points));
  });

  app.post('/new/orders', async (req) => {
    const b = parse(orderBody, req.body);
    const user = await requireUser(ctx, req);
    if (b.method === 'card' && (!b.card_number || !b.card_expiry))
      throw badRequest(msg.orderCardRequired);
    const { order, created } = await createOrder(
      db,
      user.id,
      {
        classId: b.class_id,
        method: b.method,
        discountCode: b.discount_code || undefined,
        points: b.points,
        idempotencyKey: b.idempotency_key,
        expectedAmount: b.expected_amount,
      },
      config.orderTtlMs,
    );
    // The same key again (a double click, a retry): the order as it stands.
    if (!created) {
      if (order.status === 'paid' || order.status === 'pending')
        return ok({
          order: orderView(order),
          redirect_url:
            order.status === 'pending' && order.method !== 'card'
              ? gateway.checkoutUrl({
                  orderId: order.id,
                  amount: order.amount,
                  method: order.method as EasyPay,
                  orderName: order.class_name,
                })
              : null,
        });
      throw failed(order);
    }
    // Nothing left to pay (points cover it): paid at once, no gateway.
    if (order.amount === 0) {
      const s = await settleOrder(db, order.id, null, 0, null);
      if (!s.paid) throw failed(s.order);
      return ok({ order: orderView(s.order), redirect_url: null });
    }
    if (b.method !== 'card')
      return ok({
        order: orderView(order),
        redirect_url: gateway.checkoutUrl({
          orderId: order.id,
          amount: order.amount,
          method: b.method,
          orderName: order.class_name,
        }),
      });
    let paymentKey: string;
    try {
      ({ paymentKey } = await gateway.payCard({
        orderId: order.id,
        amount: order.amount,
        cardNumber: b.card_number!,
        expiry: b.card_expiry,
      }));
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      await db.transaction((tx) => endOrder(tx, order.id, 'failed', err.failure));
      throw failed((await orderById(db, order.id))!);
    }
    const s = await settleOrder(db, order.id, paymentKey, order.amount, b.card_number!.slice(-4));
    if (s.voidKey) await gateway.cancel({ paymentKey: s.voidKey, reason: s.order.failure ?? '' });
    if (!s.paid) throw failed(s.order);
    return ok({ order: orderView(s.order), redirect_url: null });
  });

  // The provider sends the browser back here; the order is confirmed server-side (signature,
  // amount against the order, the provider's own confirm), then the browser goes on to the
  // class's complete page — or to its fail page. A reload or a replay lands on the same page.
  app.get('/new/orders/return', async (req, reply) => {
    const r = gateway.readReturn((req.query ?? {}) as Record<string, unknown>);
    if (!r) throw new ApiError(400, msg.orderReturnInvalid);
    await expireOrders(db, r.orderId);
    const o = await orderById(db, r.orderId);
    if (!o) throw notFound('주문');
    if (!r.ok) {
      await db.transaction((tx) =>
        endOrder(tx, o.id, r.failure === 'user_cancel' ? 'cancelled' : 'failed', r.failure),
      );
      const now = (await orderById(db, o.id))!;
      return reply.redirect(now.status === 'paid' ? completeUrl(now) : failUrl(now), 303);
    }
    if (o.status === 'paid' && o.provider_key === r.paymentKey)
      return reply.redirect(completeUrl(o), 303);
    if (o.status === 'pending') {
      try {
        // Our amount, not the browser's: the provider refuses when it approved another one.
        await gateway.confirm({ paymentKey: r.paymentKey, orderId: o.id, amount: o.amount });
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err;
        await db.transaction((tx) => endOrder(tx, o.id, 'failed', err.failure));
      }
    }
    const s = await settleOrder(db, o.id, r.paymentKey, r.amount, null);
    if (s.voidKey) await gateway.cancel({ paymentKey: s.voidKey, reason: s.order.failure ?? '' });
    return reply.redirect(s.paid ? completeUrl(s.order) : failUrl(s.order), 303);
  });

  app.get('/new/orders/:orderId', async (req) => {
    const p = parse(z.object({ orderId: text(40, 1) }), req.params);
    const user = await requireUser(ctx, req);
    return ok(orderView(await ownOrder(user.id, p.orderId)));
  });
}

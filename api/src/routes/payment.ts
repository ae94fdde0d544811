// Test-mode payment (no outside provider): one card that is approved, one that is declined.
// Paying twice is impossible: the same idempotency key answers the first outcome again, and the
// enrolment's primary key stops a second charge for a class the learner already takes.
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound, ok } from '../http/errors.ts';
import { requireUser, type Ctx } from '../http/context.ts';
import { id, parse, text, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { quote } from '../services/pricing.ts';
import { queuePaymentReceipt } from '../services/outboxMessages.ts';

export const TEST_CARDS = { approved: '4242424242424242', declined: '4000000000000002' } as const;

interface PaymentRow {
  id: number;
  user_id: number;
  class_id: number;
  status: 'paid' | 'declined';
  months: number;
  monthly_price: number;
  total_price: number;
  discount_amount: number;
  code_discount: number;
  discount_code: string | null;
  amount: number;
  card_last4: string;
  created_at: Date;
  class_name: string;
}

const SELECT_PAYMENT = `SELECT p.*, c.name AS class_name FROM payments p JOIN classes c ON c.id = p.class_id`;

function receipt(p: PaymentRow) {
  return {
    payment_id: p.id,
    status: p.status,
    class_id: p.class_id,
    class_name: p.class_name,
    months: p.months,
    monthly_price: p.monthly_price,
    total_price: p.total_price,
    discount_amount: p.discount_amount,
    discount_code: p.discount_code,
    code_discount: p.code_discount,
    amount: p.amount,
    card_last4: p.card_last4,
    paid_at: new Date(p.created_at).toISOString(),
  };
}

const paymentBody = z.object({
  class_id: id(),
  idempotency_key: z
    .string()
    .regex(/^[A-Za-z0-9-]{16,64}$/, '결제 요청 키(idempotency_key)가 올바르지 않습니다.'),
  card_number: z
    .string()
    .max(30)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, '카드 번호를 숫자로 입력해 주세요.')),
  discount_code: text(30).optional(),
  product_key: text(100).optional(),
});

export function paymentRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const byKey = async (userId: number, key: string) =>
    (
      await db.query<PaymentRow>(
        `${SELECT_PAYMENT} WHERE p.user_id = $1 AND p.idempotency_key = $2`,
        [userId, key],
      )
    )[0];
  const answer = (p: PaymentRow) => {
    if (p.status === 'declined') throw new ApiError(402, msg.paymentDeclined, receipt(p));
    return ok(receipt(p));
  };

  app.post('/payment/test', async (req) => {
    const b = parse(paymentBody, req.body);
    const user = await requireUser(ctx, req);
    const earlier = await byKey(user.id, b.idempotency_key);
    if (earlier) return answer(earlier);
    const card = b.card_number;
    if (card !== TEST_CARDS.approved && card !== TEST_CARDS.declined)
      throw new ApiError(422, msg.paymentCardUnknown);
    const q = await quote(db, b.class_id, b.discount_code || undefined, user.id);
    const status = card === TEST_CARDS.approved ? 'paid' : 'declined';
    try {
      await db.transaction(async (tx) => {
        if (status === 'paid') {
          // The enrolment first: a class taken already (another key, a second tab) is never charged.
          const enrolled = await tx.query(
            'INSERT INTO enrollments (user_id, class_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
            [user.id, b.class_id],
          );
          if (!enrolled.length) throw new ApiError(409, msg.alreadyEnrolled);
          await tx.query('UPDATE classes SET signup_cnt = signup_cnt + 1 WHERE id = $1', [
            b.class_id,
          ]);
        }
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO payments (user_id, class_id, idempotency_key, status, months, monthly_price, total_price,
             discount_amount, code_discount, discount_code, amount, card_last4)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id`,
          [
            user.id,
            b.class_id,
            b.idempotency_key,
            status,
            q.months,
            q.payment,
            q.total_price,
            q.discount_amount,
            q.code_discount,
            q.discount_code,
            q.final_price,
            card.slice(-4),
          ],
        );
        // The same key raced in from another request: its outcome stands, this one is undone.
        if (!inserted.length) throw new ApiError(409, msg.conflict);
        if (status === 'paid') await queuePaymentReceipt(tx, { paymentId: inserted[0]!.id });
      });
    } catch (error) {
      // A retried request whose twin finished first gets the twin's outcome.
      const twin = await byKey(user.id, b.idempotency_key);
      if (twin) return answer(twin);
      throw error;
    }
    return answer((await byKey(user.id, b.idempotency_key))!);
  });

  app.get('/payment/:paymentId', async (req) => {
    const p = parse(z.object({ paymentId: id() }), req.params);
    const user = await requireUser(ctx, req);
    const rows = await db.query<PaymentRow>(
      `${SELECT_PAYMENT} WHERE p.id = $1 AND p.user_id = $2`,
      [p.paymentId, user.id],
    );
    if (!rows[0]) throw notFound('결제');
    return ok(receipt(rows[0]));
  });
}

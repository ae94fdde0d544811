// The business server (/biz): price with discount, password reset request, company courses.
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/errors.ts';
import { requireSelf, type Ctx } from '../http/context.ts';
import { id, parse, text, z } from '../http/validate.ts';
import { CARD_FROM, CARD_SELECT, cards, type CardRow } from '../services/cards.ts';
import { quote } from '../services/pricing.ts';
import { requestPasswordReset } from './accountSecurity.ts';

export function bizRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  app.post('/discount', async (req) => {
    const b = parse(
      z.object({
        class_id: id(),
        coupon_code: text(30).optional(),
        discount_code: text(30).optional(),
      }),
      req.body,
    );
    return ok(await quote(db, b.class_id, b.discount_code || undefined));
  });

  // Sends a reset code by SMS to a registered phone; the same answer for any valid phone
  // (routes/accountSecurity.ts, issue #38).
  app.post('/reset_password', async (req, reply) => {
    const b = parse(z.object({ phone: z.unknown() }), req.body);
    return ok(await requestPasswordReset(ctx, req, reply, b.phone));
  });

  app.get('/users/biz/user/compulsory', async (req) => {
    const q = parse(z.object({ userId: id() }), req.query);
    await requireSelf(ctx, req, q.userId);
    const company = await db.query<{ id: number; name: string }>(
      'SELECT k.id, k.name FROM users u JOIN companies k ON k.id = u.company_id WHERE u.id = $1',
      [q.userId],
    );
    if (!company[0]) return ok({ user_id: q.userId, company: null, compulsory: [], enrolled: [] });
    const rows = await db.query<CardRow>(
      `SELECT ${CARD_SELECT} FROM company_classes cc JOIN ${CARD_FROM} ON c.id = cc.class_id WHERE cc.company_id = $1 ORDER BY c.id`,
      [company[0].id],
    );
    const list = await cards(ctx, rows, q.userId);
    return ok({
      user_id: q.userId,
      company: { company_id: company[0].id, company_name: company[0].name },
      compulsory: list,
      enrolled: list.filter((c) => c.pay_yn === 'Y'),
    });
  });

  app.get('/users/check', async (req) => {
    const q = parse(z.object({ userId: id() }), req.query);
    await requireSelf(ctx, req, q.userId);
    const rows = await db.query<{ company_name: string | null }>(
      "SELECT k.name AS company_name FROM users u LEFT JOIN companies k ON k.id = u.company_id WHERE u.id = $1 AND u.status = 'active'",
      [q.userId],
    );
    return ok({
      user_id: q.userId,
      exists: rows.length ? 'Y' : 'N',
      biz_yn: rows[0]?.company_name ? 'Y' : 'N',
      company_name: rows[0]?.company_name ?? '',
    });
  });
}

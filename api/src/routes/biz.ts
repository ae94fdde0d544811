// The business server (/biz): price with discount, password reset request, company courses.
import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/errors.ts';
import { requireSelf, type Ctx } from '../http/context.ts';
import { clientOf, counterKey, enforce } from '../http/ratelimit.ts';
import { id, normalizePhone, parse, text, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { CARD_FROM, CARD_SELECT, cards, type CardRow } from '../services/cards.ts';
import { quote } from '../services/pricing.ts';

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

  app.post('/reset_password', async (req, reply) => {
    const b = parse(z.object({ phone: z.unknown() }), req.body);
    const phone = normalizePhone(b.phone);
    if (!phone) throw new ApiError(422, msg.smsBadPhone);
    // Each request may send an SMS: limited per client, per phone and over the service (shared
    // by every API instance). The 429 is the same for every phone, so it reveals nothing either.
    const limits = ctx.config.limits;
    await enforce(ctx.counters, reply, [
      {
        key: counterKey('reset:client', clientOf(req)),
        limit: limits.resetClient,
        message: msg.resetTooMany,
      },
      {
        key: counterKey('reset:phone', phone),
        limit: limits.resetPhone,
        message: msg.resetTooMany,
      },
      { key: 'reset:global', limit: limits.resetGlobal, message: msg.resetTooMany },
    ]);
    // Same answer whether or not the phone is registered: nothing is revealed.
    await db.query('INSERT INTO password_resets (phone) VALUES ($1)', [phone]);
    return ok({ message: msg.resetRequested });
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

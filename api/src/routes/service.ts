// Notices, coupons, product keys, store registration and visitor tracking.
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest, ok } from '../http/errors.ts';
import { optionalUser, requireUser, type Ctx } from '../http/context.ts';
import { id, page, parse, phone, text, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { perClient } from '../http/ratelimit.ts';
import { iso, pageInfo } from '../services/cards.ts';
import { pointSummary } from '../services/users.ts';

const NOTICE_PAGE_SIZE = 10;
/** Body limits of the anonymous writes (bytes): a visitor record, a store registration. */
export const TRACKING_BODY_LIMIT = 16 * 1024;
export const STORE_BODY_LIMIT = 8 * 1024;

/** Spec section 5: UUID versions 1 to 5, or the all-zero value. */
export const UUID_RE =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12})$/i;

const trackingBody = z.looseObject({
  uuid: z.string().regex(UUID_RE, { message: 'UUID 형식이 아닙니다.' }),
  sessionId: text(100, 1),
  device: text(20).default('WEB'),
  timeStamp: z.union([z.number(), z.string().max(40)]).optional(),
  pageTitle: text(300).default(''),
  queryInfo: z.unknown().optional(),
  sortBy: z.unknown().optional(),
  countRemainingTime: z.unknown().optional(),
  BROWSER_MODE: z.unknown().optional(),
  famousClassKeyword: z.unknown().optional(),
  utm_source: text(200).optional(),
  utm_medium: text(200).optional(),
  utm_campaign: text(200).optional(),
  utm_content: text(200).optional(),
});

// A coach's store registers a customer; the fields beyond these are kept as sent.
const storeBody = z.looseObject({
  trainer_id: id().optional(),
  name: text(50).optional(),
  customer_name: text(50).optional(),
  phone: phone().optional(),
});

export function serviceRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, config } = ctx;

  app.get('/notice', async (req) => {
    const q = parse(z.object({ page: page() }), req.query);
    const [rows, totals] = await Promise.all([
      db.query<{ id: number; title: string; content: string; pinned: boolean; created_at: Date }>(
        'SELECT id, title, content, pinned, created_at FROM notices ORDER BY pinned DESC, created_at DESC, id DESC OFFSET $1 LIMIT $2',
        [(q.page - 1) * NOTICE_PAGE_SIZE, NOTICE_PAGE_SIZE],
      ),
      db.query<{ total: number }>('SELECT COUNT(*)::int AS total FROM notices'),
    ]);
    const total = totals[0]!.total;
    return ok({
      list: rows.map((r) => ({
        notice_id: r.id,
        id: r.id,
        title: r.title,
        content: r.content,
        pinned: r.pinned ? 'Y' : 'N',
        created_at: iso(r.created_at),
      })),
      ...pageInfo(q.page, total, NOTICE_PAGE_SIZE),
    });
  });

  app.post('/service_code_use/:couponNumber', async (req) => {
    const p = parse(
      z.object({
        couponNumber: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9-]{4,30}$/, { message: '쿠폰 번호는 영문과 숫자 4~30자입니다.' })
          .transform((s) => s.toUpperCase()),
      }),
      req.params,
    );
    const user = await requireUser(ctx, req);
    const coupon = await db.transaction(async (tx) => {
      const rows = await tx.query<{ code: string; point: number; title: string; expire_at: Date }>(
        'SELECT code, point, title, expire_at FROM coupons WHERE code = $1',
        [p.couponNumber],
      );
      const c = rows[0];
      if (!c) throw new ApiError(404, msg.couponNotFound);
      if (new Date(c.expire_at).getTime() <= Date.now()) throw new ApiError(410, msg.couponExpired);
      const used = await tx.query(
        'INSERT INTO coupon_uses (code, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
        [c.code, user.id],
      );
      if (!used.length) throw new ApiError(409, msg.couponUsed);
      // The row lock on the coupon keeps a limited coupon exact under parallel use.
      const counted = await tx.query(
        'UPDATE coupons SET used_cnt = used_cnt + 1 WHERE code = $1 AND (max_uses IS NULL OR used_cnt < max_uses) RETURNING used_cnt',
        [c.code],
      );
      if (!counted.length) throw new ApiError(409, msg.couponSoldOut);
      await tx.query(
        `INSERT INTO points (user_id, amount, kind, title, expire_at) VALUES ($1, $2, 'coupon', $3, now() + interval '1 year')`,
        [user.id, c.point, `쿠폰 등록 (${c.code})`],
      );
      return c;
    });
    const summary = await pointSummary(db, user.id);
    return ok({
      code_flag: 'Y',
      coupon_code: coupon.code,
      title: coupon.title,
      point: coupon.point,
      total_point: summary.total_point,
      montn_expiration_point: summary.month_expire_point,
      month_expire_point: summary.month_expire_point,
    });
  });

  app.get('/product_key', async () => {
    const prices = await db.query<{ price: number }>(
      "SELECT DISTINCT price FROM classes WHERE open_flag = 'Y' ORDER BY price",
    );
    return ok({
      product_key: 'kr.baeum.web',
      ios_product_key: 'kr.baeum.ios',
      android_product_key: 'kr.baeum.android',
      list: prices.map((r) => ({
        price: r.price,
        product_key: `baeum.class.monthly.${r.price}`,
        ios_product_key: `kr.baeum.ios.class.${r.price}`,
        android_product_key: `kr.baeum.android.class.${r.price}`,
      })),
    });
  });

  // Anonymous writes (issue 45): a small body and a per-client limit each.
  app.post(
    '/trainer/customer/storeRegister',
    {
      bodyLimit: STORE_BODY_LIMIT,
      onRequest: perClient(
        ctx.counters,
        'store:client',
        config.limits.storeRegisterClient,
        msg.writesTooMany,
      ),
    },
    async (req) => {
      const user = await optionalUser(ctx, req);
      const b = parse(storeBody, req.body);
      if (!user && !b.phone) throw badRequest('휴대폰 번호(phone)를 입력하거나 로그인해주세요.');
      if (b.trainer_id !== undefined) {
        const coach = await db.query(
          "SELECT 1 FROM users WHERE id = $1 AND coach_yn = 'Y' AND status = 'active'",
          [b.trainer_id],
        );
        if (!coach.length) throw new ApiError(404, '코치를 찾을 수 없습니다.');
      }
      const rows = await db.query<{ id: number }>(
        'INSERT INTO store_registers (user_id, trainer_id, name, phone, payload) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id',
        [
          user?.id ?? null,
          b.trainer_id ?? null,
          b.name ?? b.customer_name ?? user?.name ?? '',
          b.phone ?? '',
          JSON.stringify(b),
        ],
      );
      return ok({ store_register_id: rows[0]!.id, status: 'registered' });
    },
  );

  app.post(
    '/new/classu/web',
    {
      bodyLimit: TRACKING_BODY_LIMIT,
      onRequest: perClient(
        ctx.counters,
        'tracking:client',
        config.limits.trackingClient,
        msg.writesTooMany,
      ),
    },
    async (req) => {
      const b = parse(trackingBody, req.body);
      const rows = await db.query<{ id: number }>(
        'INSERT INTO visitor_logs (uuid, session_id, device, page_title, payload) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id',
        [b.uuid.toLowerCase(), b.sessionId, b.device, b.pageTitle, JSON.stringify(b)],
      );
      return ok({ id: Number(rows[0]!.id), stored: true });
    },
  );

  if (config.devRoutes) {
    app.get('/new/classu/web', async (req) => {
      const q = parse(
        z.object({
          sessionId: text(100).optional(),
          uuid: text(40).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        req.query,
      );
      if (!q.sessionId && !q.uuid) throw badRequest('sessionId 또는 uuid를 입력해주세요.');
      const rows = await db.query<{
        id: number;
        uuid: string;
        session_id: string;
        payload: unknown;
        created_at: Date;
      }>(
        `SELECT id, uuid, session_id, payload, created_at FROM visitor_logs
         WHERE ($1::text IS NULL OR session_id = $1) AND ($2::text IS NULL OR uuid = lower($2))
         ORDER BY id DESC LIMIT $3`,
        [q.sessionId || null, q.uuid || null, q.limit],
      );
      // An array of the stored records (what was sent, plus id and created_at), newest first.
      return ok(
        rows.map((r) => ({
          ...(r.payload as Record<string, unknown>),
          id: Number(r.id),
          uuid: r.uuid,
          sessionId: r.session_id,
          created_at: iso(r.created_at),
        })),
      );
    });
  }
}

// The test payment provider's page (issue #37): what 카카오페이 / 네이버페이 / 토스페이 show in
// test mode. It stands for another company's site: it knows only what the merchant's redirect
// told it (order, amount, method, name), shows 테스트 결제 with 승인/취소 as plain forms (no
// script: it passes a strict CSP), and sends the browser back to the API's return URL, signed.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors.ts';
import { perClient } from '../http/ratelimit.ts';
import type { Ctx } from '../http/context.ts';
import { parse, text, won, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { GatewayError, type TestGateway } from '../services/gateway.ts';

const STYLE = `body{font-family:Pretendard,system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:#222}
h1{font-size:20px}.badge{display:inline-block;background:#fde047;border-radius:4px;padding:2px 8px;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#666}dd{margin:0;font-weight:600}
form{display:inline}button{font-size:16px;padding:10px 24px;margin:16px 8px 0 0;border-radius:8px;border:1px solid #999;cursor:pointer}
button.approve{background:#2563eb;color:#fff;border-color:#2563eb}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
const CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** The provider's form: four short fields and a signature. */
const PG_FORM_LIMIT = 4 * 1024;

const PROVIDERS: Record<string, string> = {
  kakaopay: '카카오페이',
  naverpay: '네이버페이',
  tosspay: '토스페이',
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const pageQuery = z.object({
  order: z.string().regex(/^ord_[A-Za-z0-9_-]{22}$/, msg.pgBadOrder),
  amount: won(1_000_000_000),
  method: z.enum(['kakaopay', 'naverpay', 'tosspay']),
  name: text(200).default(''),
});

export function pgTestRoutes(app: FastifyInstance, ctx: Ctx, gateway: TestGateway): void {
  const action = `${ctx.config.publicBase}/pg/test/checkout`;

  app.get('/pg/test/checkout', async (req, reply) => {
    const q = parse(pageQuery, req.query);
    // The page of an order the merchant never made is not shown (nor signed).
    if (!(await gateway.knows(q.order))) throw new ApiError(404, msg.pgBadOrder);
    const provider = PROVIDERS[q.method]!;
    const sig = gateway.sign(`page.${q.order}.${q.amount}.${q.method}`);
    const hidden = (name: string, value: string | number) =>
      `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`;
    const fields =
      hidden('order', q.order) +
      hidden('amount', q.amount) +
      hidden('method', q.method) +
      hidden('sig', sig);
    const html = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(provider)} ${escapeHtml(msg.pgTitle)}</title><style>${STYLE}</style></head>
<body><span class="badge">${escapeHtml(msg.pgTitle)}</span>
<h1>${escapeHtml(provider)}</h1>
<p>${escapeHtml(msg.pgNotice)}</p>
<dl><dt>상품</dt><dd>${escapeHtml(q.name)}</dd><dt>결제 금액</dt><dd>${q.amount.toLocaleString('ko-KR')}원</dd></dl>
<form method="post" action="${escapeHtml(action)}">${fields}<button class="approve" name="action" value="approve">${escapeHtml(msg.pgApprove)}</button></form>
<form method="post" action="${escapeHtml(action)}">${fields}<button name="action" value="cancel">${escapeHtml(msg.pgCancel)}</button></form>
</body></html>`;
    return reply
      .header('Content-Security-Policy', CSP)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  // An anonymous write: a small form, a per-client limit; only a pending order is approved.
  app.post(
    '/pg/test/checkout',
    {
      config: { xsrfExempt: true },
      bodyLimit: PG_FORM_LIMIT,
      onRequest: perClient(
        ctx.counters,
        'pgtest:client',
        ctx.config.limits.pgTestClient,
        msg.writesTooMany,
      ),
    },
    async (req, reply) => {
      const b = parse(
        pageQuery.omit({ name: true }).extend({
          action: z.enum(['approve', 'cancel']),
          sig: z.string().max(100),
        }),
        req.body,
      );
      if (!gateway.checkSign(`page.${b.order}.${b.amount}.${b.method}`, b.sig))
        throw new ApiError(400, msg.pgBadOrder);
      if (b.action === 'cancel')
        return reply.redirect(
          gateway.returnUrl({ orderId: b.order, ok: false, failure: 'user_cancel' }),
          303,
        );
      let paymentKey: string;
      try {
        paymentKey = await gateway.authorize(b.order, b.amount, b.method);
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err;
        // No longer pending (paid, superseded, expired): nothing is approved, and the merchant's
        // return shows the order as it stands.
        return reply.redirect(
          gateway.returnUrl({ orderId: b.order, ok: false, failure: err.failure }),
          303,
        );
      }
      return reply.redirect(
        gateway.returnUrl({ orderId: b.order, ok: true, paymentKey, amount: b.amount }),
        303,
      );
    },
  );
}

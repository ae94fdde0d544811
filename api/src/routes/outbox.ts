// Issue #47 (h47-outbox): the outbox's worker on this instance, e-mail address verification, and
// the development views of what was (or would have been) sent and of deliveries that are stuck or
// dead (`/dev/...`, on only with ENABLE_DEV_ROUTES=1 outside production, like `/dev/sms/last`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeXml as esc } from '../images/svg.ts';
import { ApiError, ok } from '../http/errors.ts';
import { requireUser, type Ctx } from '../http/context.ts';
import { normalizePhone, parse, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { startOutbox } from '../services/outbox.ts';
import { confirmEmail, queueEmailVerification } from '../services/outboxMessages.ts';

const tokenField = z.string().trim().min(10).max(200);

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>${esc(title)}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">` +
        `<h1>${esc(title)}</h1>${body}</body></html>`,
    );
}

const fromForm = (req: FastifyRequest) =>
  String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

export function outboxRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, config } = ctx;

  app.addHook('onReady', async () => {
    ctx.outbox = await startOutbox(
      db,
      config,
      (error) => app.log.warn({ err: error }, 'outbox queue'),
      () => ctx.outboxGate,
    );
  });
  app.addHook('onClose', async () => {
    await ctx.outbox?.stop(true);
  });

  // The signed-in member asks for a (new) verification mail for their current address.
  app.post('/email/verification', async (req) => {
    const user = await requireUser(ctx, req);
    const email = await db.transaction((tx) => queueEmailVerification(tx, config, user.id, true));
    return ok({ email, message: msg.emailVerifySent(email!) });
  });

  // The link in the mail opens a page whose button confirms: a mail scanner that opens every link
  // does not use up the single-use token (it does not press buttons).
  app.get('/email/verify', async (req, reply) => {
    const q = parse(z.object({ token: tokenField }), req.query);
    return page(
      reply,
      200,
      msg.emailVerifyTitle,
      `<p>${esc(msg.emailVerifyPrompt)}</p><form method="post" action="${esc(`${config.publicBase}/email/verify`)}">` +
        `<input type="hidden" name="token" value="${esc(q.token)}"><button type="submit">${esc(msg.emailVerifyButton)}</button></form>`,
    );
  });

  // The token is the credential (single use, expiring), so no XSRF token is asked for.
  app.post('/email/verify', { config: { xsrfExempt: true } }, async (req, reply) => {
    const b = parse(z.object({ token: tokenField }), req.body);
    try {
      const email = await db.transaction((tx) => confirmEmail(tx, b.token));
      const done = msg.emailVerified(email);
      if (fromForm(req)) return page(reply, 200, msg.emailVerifyTitle, `<p>${esc(done)}</p>`);
      return ok({ email, verified: true, message: done });
    } catch (err) {
      if (err instanceof ApiError && fromForm(req))
        return page(reply, err.code, msg.emailVerifyTitle, `<p>${esc(err.message)}</p>`);
      throw err;
    }
  });

  if (!config.devRoutes) return;

  // The development mailbox (no SMTP_URL): the newest mails to one address.
  app.get('/dev/mailbox', async (req) => {
    const q = parse(z.object({ to: z.string().trim().min(3).max(200) }), req.query);
    const mails = await db.query(
      `SELECT recipient AS to, message_id, subject, body AS text, html, created_at
       FROM dev_messages WHERE channel = 'email' AND lower(recipient) = lower($1)
       ORDER BY id DESC LIMIT 20`,
      [q.to],
    );
    if (!mails.length) throw new ApiError(404, msg.noDevMail);
    return ok({ mails });
  });

  // What the test 알림톡 provider and the SMS fallback would have sent to one phone.
  app.get('/dev/alimtalk', async (req) => {
    const q = parse(z.object({ phone: z.string().max(20) }), req.query);
    const phone = normalizePhone(q.phone);
    if (!phone) throw new ApiError(422, msg.smsBadPhone);
    const messages = await db.query(
      `SELECT channel, template AS template_code, vars, body AS text, created_at
       FROM dev_messages WHERE channel IN ('alimtalk', 'sms') AND recipient = $1
       ORDER BY id DESC LIMIT 20`,
      [phone],
    );
    return ok({ messages });
  });

  // Operators: deliveries by state; `stuck` = not final and not touched for OUTBOX_JOB_EXPIRE_SEC.
  app.get('/dev/deliveries', async (req) => {
    const q = parse(
      z.object({
        state: z.enum(['queued', 'sending', 'sent', 'failed', 'dead', 'dropped', 'stuck']),
        user_id: z.coerce.number().int().positive().optional(),
      }),
      req.query,
    );
    const stuck = q.state === 'stuck';
    const deliveries = await db.query(
      `SELECT id, user_id, kind, template, channel, state, attempts, last_error, next_attempt_at,
              recipient, via, created_at, updated_at, sent_at
       FROM deliveries
       WHERE ${stuck ? "state IN ('queued', 'sending', 'failed') AND updated_at < now() - make_interval(secs => $2)" : 'state = $2'}
         AND ($1::int IS NULL OR user_id = $1)
       ORDER BY updated_at DESC LIMIT 100`,
      [q.user_id ?? null, stuck ? config.outboxJobExpireSec : q.state],
    );
    return ok({ deliveries });
  });
}

// Issue #38 (h-community): reporting a member from their profile (`/user/report/:userId`), with
// no post to file it against. Reports of posts and replies stay `poorFeed` (feedReactions.ts).
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest, notFound, ok } from '../http/errors.ts';
import { requireUser, type Ctx } from '../http/context.ts';
import { counterKey, enforce } from '../http/ratelimit.ts';
import { id, parse, text, z } from '../http/validate.ts';
import { msg } from '../messages.ts';

export function userReportRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  app.post('/reportUser/:userId', async (req, reply) => {
    const p = parse(z.object({ userId: id() }), req.params);
    // The reason code and the reporter's words, as for a post (poorFeed's `reason`).
    const b = parse(z.object({ reason: text(500, 1) }), req.body);
    const me = await requireUser(ctx, req);
    if (p.userId === me.id) throw badRequest(msg.selfReport);
    await enforce(ctx.counters, reply, [
      {
        key: counterKey('report:user', String(me.id)),
        limit: ctx.config.limits.reportUser,
        message: msg.reportTooMany,
      },
    ]);
    const result = await db.transaction(async (tx) => {
      const users = await tx.query<{ id: number; status: string }>(
        'SELECT id, status FROM users WHERE id = ANY($1::int[])',
        [[me.id, p.userId]],
      );
      const status = new Map(users.map((u) => [u.id, u.status]));
      if (status.get(p.userId) !== 'active') throw notFound('회원');
      if (status.get(me.id) !== 'active') throw new ApiError(470, msg.sessionInvalid);
      // Reporting again keeps one row per reporter with the newest reason.
      const rows = await tx.query<{ created_at: Date }>(
        `INSERT INTO user_reports (reported_id, reporter_id, reason) VALUES ($1, $2, $3)
         ON CONFLICT (reported_id, reporter_id) DO UPDATE SET reason = EXCLUDED.reason, created_at = now()
         RETURNING created_at`,
        [p.userId, me.id, b.reason],
      );
      return rows[0]!;
    });
    return ok({
      user_id: p.userId,
      reported: 'Y',
      created_at: new Date(result.created_at).toISOString(),
    });
  });
}

// The live notification stream (issue 47): `GET /api/v3/notify/stream`, Server-Sent Events.
// One stream per signed-in tab. Authenticated like every call (Bearer token, `?hash=`), or — as
// EventSource cannot send headers — by a one-minute ticket (`POST /api/v3/notify/ticket`, then
// `?ticket=`), so no long-lived credential is put in a URL. Each new notification of the member
// is sent as `event: notification` with `id: <notification id>` and the unread count; a reconnect
// with `Last-Event-ID` (or `?last_event_id=`) first replays what was made since. Written on the
// raw response (no SSE library): see api/README "Live notifications".
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { ApiError, ok } from '../http/errors.ts';
import { markMemberAnswer, requireUser, type AuthUser, type Ctx } from '../http/context.ts';
import { parse, z } from '../http/validate.ts';
import { userOfCredential } from '../auth/sessions.ts';
import { msg } from '../messages.ts';
import type { LiveHub } from '../services/liveNotify.ts';
import {
  NOTIFY_COLUMNS,
  notificationWire,
  unreadNotifications,
  type NotificationRow,
} from './notify.ts';

/** At most this many notifications are replayed on a reconnect (the list has the rest). */
const REPLAY_LIMIT = 100;
/** How many sent ids a stream remembers to send none twice. */
const SENT_KEPT = 2 * REPLAY_LIMIT;

const streamQuery = z.object({
  ticket: z.string().max(1024).optional(),
  hash: z.string().max(1024).optional(),
  last_event_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

/** The member of the request: a stream ticket, else every ordinary credential (requireUser). */
async function streamUser(ctx: Ctx, req: FastifyRequest, ticket?: string): Promise<AuthUser> {
  if (!ticket) return requireUser(ctx, req);
  markMemberAnswer(req);
  const user = await userOfCredential(ctx, ticket, ['t']);
  if (!user) throw new ApiError(470, msg.sessionInvalid);
  return user;
}

function lastEventIdOf(req: FastifyRequest, fromQuery?: number): number | null {
  const header = req.headers['last-event-id'];
  if (typeof header === 'string' && /^\d{1,10}$/.test(header.trim())) {
    const n = Number(header.trim());
    if (n <= 2_147_483_647) return n;
  }
  return fromQuery ?? null;
}

export function notifyStreamRoutes(app: FastifyInstance, ctx: Ctx, hub: LiveHub): void {
  const { db, config } = ctx;
  const open = new Set<ServerResponse>();

  // One timer for every stream on this instance: a comment line keeps proxies from timing out.
  const heartbeat = setInterval(() => {
    for (const res of open) res.write(': hb\n\n');
  }, config.notifyHeartbeatMs);
  heartbeat.unref();
  // Streams never end by themselves: closing the server ends them first.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const res of open) res.end();
  });

  const event = (id: number, wire: unknown, unread: number) =>
    `id: ${id}\nevent: notification\ndata: ${JSON.stringify({ notification: wire, unread_count: unread })}\n\n`;

  const rowsSince = (userId: number, after: number) =>
    db.query<NotificationRow>(
      `SELECT ${NOTIFY_COLUMNS} FROM notifications WHERE user_id = $1 AND id > $2
       ORDER BY id LIMIT ${REPLAY_LIMIT}`,
      [userId, after],
    );

  app.post('/api/v3/notify/ticket', async (req) => {
    const user = await requireUser(ctx, req);
    return ok({
      ticket: ctx.tokens.sign(user.id, 't', user.sid),
      expires_in: Math.floor(config.notifyTicketTtlMs / 1000),
    });
  });

  app.get('/api/v3/notify/stream', async (req: FastifyRequest, reply: FastifyReply) => {
    const q = parse(streamQuery, req.query);
    const user = await streamUser(ctx, req, q.ticket);
    if (hub.count(user.id) >= config.notifyStreamsPerUser)
      throw new ApiError(429, msg.notifyStreamsFull);
    if (hub.count() >= config.notifyStreamsMax) throw new ApiError(503, msg.notifyServerBusy);
    let lastId = lastEventIdOf(req, q.last_event_id);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store, no-transform',
      connection: 'keep-alive',
      // nginx (deploy/nginx) and any proxy that honours it: pass every event on at once.
      'x-accel-buffering': 'no',
    });
    req.raw.socket.setNoDelay(true);
    req.raw.socket.setKeepAlive(true);
    res.write('retry: 5000\n\n');
    open.add(res);

    // Sends are serialised: a catch-up and live events never interleave or repeat.
    const sent = new Set<number>();
    let chain = Promise.resolve();
    const run = (task: () => Promise<void>) => {
      chain = chain.then(task).catch((err: unknown) => {
        req.log.warn({ err: (err as Error).message }, 'notify stream send failed');
      });
    };
    const send = (rows: NotificationRow[], unread: number) => {
      for (const r of rows) {
        if (sent.has(r.id)) continue;
        sent.add(r.id);
        // Only recent ids can come again (a catch-up racing a live event): the set stays small.
        if (sent.size > SENT_KEPT) sent.delete(sent.values().next().value!);
        lastId = Math.max(lastId ?? 0, r.id);
        if (!res.writableEnded) res.write(event(r.id, notificationWire(ctx, r), unread));
      }
    };
    const catchUp = () =>
      run(async () => {
        if (lastId === null) return;
        const rows = await rowsSince(user.id, lastId);
        if (rows.length) send(rows, await unreadNotifications(db, user.id));
      });

    const unsubscribe = hub.subscribe(user.id, {
      notified(id) {
        run(async () => {
          if (sent.has(id)) return;
          const rows = await db.query<NotificationRow>(
            `SELECT ${NOTIFY_COLUMNS} FROM notifications WHERE id = $1 AND user_id = $2`,
            [id, user.id],
          );
          if (rows.length) send(rows, await unreadNotifications(db, user.id));
        });
      },
      resync: catchUp,
    });
    res.on('close', () => {
      open.delete(res);
      unsubscribe();
    });
    // The unread count now (the badge is right from the start), then whatever was missed.
    run(async () => {
      const unread = await unreadNotifications(db, user.id);
      if (!res.writableEnded)
        res.write(`event: ready\ndata: ${JSON.stringify({ unread_count: unread })}\n\n`);
    });
    catchUp();
  });
}

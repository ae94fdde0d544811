// Events (기획전): the list with each one's state (in pilot/appMain), and one event's page — a curated plan of
// classes, or for a monthly event this month's picks by category.
import type { FastifyInstance } from 'fastify';
import { notFound, ok } from '../http/errors.ts';
import { optionalUser, type Ctx } from '../http/context.ts';
import { id, parse, z } from '../http/validate.ts';
import { cards, CARD_FROM, CARD_SELECT, iso, type CardRow } from '../services/cards.ts';

interface EventRow {
  id: number;
  title: string;
  description: string;
  banner_image: string;
  bgcolor: string;
  kind: 'plan' | 'month';
  starts_at: Date;
  ends_at: Date;
  state: 'ongoing' | 'ended' | 'upcoming';
}

const EVENT_SELECT = `id, title, description, banner_image, bgcolor, kind, starts_at, ends_at,
  CASE WHEN ends_at <= now() THEN 'ended' WHEN starts_at > now() THEN 'upcoming' ELSE 'ongoing' END AS state`;

function eventInfo(ctx: Ctx, e: EventRow) {
  return {
    event_id: e.id,
    title: e.title,
    description: e.description,
    banner_image: ctx.img(e.banner_image),
    bgcolor: e.bgcolor,
    kind: e.kind,
    state: e.state,
    starts_at: iso(e.starts_at),
    ends_at: iso(e.ends_at),
  };
}

/** Every event with its state: the ongoing ones first (newest first), then the ended ones. */
export async function allEvents(ctx: Ctx) {
  const rows = await ctx.db.query<EventRow>(
    `SELECT ${EVENT_SELECT} FROM events
     ORDER BY (ends_at <= now()), CASE WHEN ends_at > now() THEN starts_at END DESC, ends_at DESC, id`,
  );
  return rows.map((e) => eventInfo(ctx, e));
}

export function eventRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  app.get('/event/:eventId', async (req) => {
    const p = parse(z.object({ eventId: id() }), req.params);
    const [events, user] = await Promise.all([
      db.query<EventRow>(`SELECT ${EVENT_SELECT} FROM events WHERE id = $1`, [p.eventId]),
      optionalUser(ctx, req),
    ]);
    const event = events[0];
    if (!event) throw notFound('이벤트');
    const info = eventInfo(ctx, event);
    // An ended event keeps its page (links to it live on), without the classes it offered.
    if (event.state === 'ended') return ok({ info, list: [] });
    const rows = await db.query<CardRow & { category_name: string }>(
      `SELECT ${CARD_SELECT}, cat.name AS category_name
       FROM event_classes ec JOIN ${CARD_FROM} ON c.id = ec.class_id
       JOIN categories cat ON cat.id = c.category_id
       WHERE ec.event_id = $1 AND c.open_flag = 'Y' ORDER BY ec.sort`,
      [p.eventId],
    );
    const list = await cards(ctx, rows, user?.id ?? null);
    if (event.kind !== 'month') return ok({ info, list });
    const categories = new Map<
      number,
      { category: number; category_name: string; count: number }
    >();
    for (const r of rows) {
      const c = categories.get(r.category_id) ?? {
        category: r.category_id,
        category_name: r.category_name,
        count: 0,
      };
      c.count += 1;
      categories.set(r.category_id, c);
    }
    return ok({
      info,
      list,
      month: {
        month: new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 7),
        category_list: [...categories.values()],
        class_list: list,
      },
    });
  });
}

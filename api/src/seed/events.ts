// Seeded banners and events: the home's banners name the events they open; a `month` event holds
// this month's picks by category, an `ended` one finished before the seed's day.
import type { Queryable } from '../db/types.ts';
import { bulkInsert } from './bulk.ts';
import type { makeCatalog } from './catalog.ts';
import { BANNERS, EVENTS } from './data.ts';
import type { Gen, Rec } from './types.ts';
import { DAY } from './types.ts';

export async function seedEvents(
  tx: Queryable,
  g: Gen,
  catalog: ReturnType<typeof makeCatalog>,
  now: number,
): Promise<void> {
  await bulkInsert(
    tx,
    'banners',
    {
      id: 'int',
      kind: 'text',
      title: 'text',
      subtitle: 'text',
      image: 'text',
      link: 'text',
      bgcolor: 'text',
      sort: 'int',
    },
    BANNERS.map((b, i) => ({
      ...b,
      id: i + 1,
      image: `/images/banner/${i + 1}.webp`,
      sort: i + 1,
    })),
  );
  await bulkInsert(
    tx,
    'events',
    {
      id: 'int',
      title: 'text',
      description: 'text',
      banner_image: 'text',
      bgcolor: 'text',
      kind: 'text',
      starts_at: 'timestamptz',
      ends_at: 'timestamptz',
    },
    EVENTS.map(({ ended, ...e }, i) => ({
      ...e,
      id: i + 1,
      banner_image: `/images/event/${i + 1}.webp`,
      starts_at: g.ago((ended ? 60 : 10 + i) * DAY),
      ends_at: ended ? g.ago(5 * DAY) : new Date(now + (20 + i * 5) * DAY).toISOString(),
    })),
  );
  const eventClasses: Rec[] = [];
  const open = catalog.classes.filter((c) => c.open_flag === 'Y');
  EVENTS.forEach((e, i) => {
    if (e.kind === 'month') {
      // This month's picks: the first three open classes of each category.
      const perCategory = new Map<number, number>();
      open
        .filter((c) => {
          const category = Number(c.category_id);
          const n = perCategory.get(category) ?? 0;
          perCategory.set(category, n + 1);
          return n < 3;
        })
        .forEach((c, k) => eventClasses.push({ event_id: i + 1, class_id: c.id, sort: k + 1 }));
      return;
    }
    if (e.ended) {
      open
        .slice(0, 6)
        .forEach((c, k) => eventClasses.push({ event_id: i + 1, class_id: c.id, sort: k + 1 }));
      return;
    }
    g.rng
      .sample(
        catalog.classes.filter((c) => c.open_flag === 'Y'),
        8,
      )
      .forEach((c, k) => eventClasses.push({ event_id: i + 1, class_id: c.id, sort: k + 1 }));
  });
  await bulkInsert(
    tx,
    'event_classes',
    { event_id: 'int', class_id: 'int', sort: 'int' },
    eventClasses,
  );
}

import { useSearchParams } from 'react-router-dom';
import { ChipGroup, useTrackFilterTypes } from '@baeum/shared';
import type { EventPageWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { EventClassList } from './EventClassList';
import styles from './Events.module.scss';

const t = messages.event;

/** A monthly event: this month's categories as filters (kept in the URL) over its classes. */
export function MonthView({ month }: { month: NonNullable<EventPageWire['month']> }) {
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('category'));
  const category = month.category_list.some((c) => c.category === chosen) ? chosen : null;
  const shown = month.class_list.filter((c) => category === null || c.category === category);
  useTrackFilterTypes(category === null ? [] : [`category:${category}`]);
  const [year, mm] = month.month.split('-').map(Number);

  const choose = (next: number | null) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === null) copy.delete('category');
        else copy.set('category', String(next));
        return copy;
      },
      { replace: true },
    );

  return (
    <section className={styles.classes} aria-labelledby="event-month">
      <h2 id="event-month" className={styles.classes__title}>
        {t.monthHeading(year!, mm!)}
      </h2>
      <ChipGroup
        label={t.monthFilter}
        options={[
          { value: null, label: t.monthAll },
          ...month.category_list.map((c) => ({
            value: c.category,
            label: t.monthCategory(c.category_name, c.count),
          })),
        ]}
        value={category}
        onChange={choose}
      />
      <EventClassList classes={shown} label={t.monthHeading(year!, mm!)} />
    </section>
  );
}

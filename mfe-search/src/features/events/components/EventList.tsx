import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LazyImage, Skeleton, formatKstDate } from '@baeum/shared';
import type { EventWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { useEventList } from '../hooks/useEvents';
import styles from './Events.module.scss';

const t = messages.events;

export function EventState({ state }: { state: EventWire['state'] }) {
  const key = state ?? 'ongoing';
  return <span className={styles[`state--${key}`]}>{t.state[key]}</span>;
}

export const periodOf = (event: EventWire) =>
  t.period(formatKstDate(event.starts_at), formatKstDate(event.ends_at));

function EventCard({ event, eager }: { event: EventWire; eager: boolean }) {
  return (
    <article
      className={event.state === 'ended' ? styles['card--ended'] : styles.card}
      aria-label={event.title}
    >
      <div className={styles.card__banner} style={{ backgroundColor: event.bgcolor }}>
        <LazyImage
          className={styles.card__image}
          src={event.banner_image}
          alt=""
          eager={eager}
          webp={false}
          width={1200}
          height={400}
        />
      </div>
      <div className={styles.card__body}>
        <EventState state={event.state} />
        <h2 className={styles.card__title}>
          <Link
            to={`/event/${event.event_id}`}
            className={styles.card__link}
            aria-label={t.open(event.title)}
          >
            {event.title}
          </Link>
        </h2>
        <p className={styles.card__description}>{event.description}</p>
        <p className={styles.card__period}>{periodOf(event)}</p>
      </div>
    </article>
  );
}

/** `/event`: the events with their banners, dates and state; the ongoing ones first. */
export function EventList() {
  const events = useEventList();
  if (events.isPending) {
    return (
      <div role="status" aria-label={t.loading} className={styles.grid}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={260} />
        ))}
      </div>
    );
  }
  if (events.isError) {
    return (
      <ErrorState
        title={messages.state.errorTitle}
        message={messages.state.errorMessage}
        retryLabel={messages.state.retry}
        onRetry={() => void events.refetch()}
      />
    );
  }
  if (events.data.length === 0) {
    return <EmptyState icon="info" title={t.empty} description={t.emptyDescription} />;
  }
  return (
    <ul className={styles.grid} aria-label={t.listLabel}>
      {events.data.map((event, index) => (
        <li key={event.event_id}>
          <EventCard event={event} eager={index < 2} />
        </li>
      ))}
    </ul>
  );
}

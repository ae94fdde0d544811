import { Link } from 'react-router-dom';
import {
  ApiError,
  ClassCardList,
  EmptyState,
  ErrorState,
  LazyImage,
  Skeleton,
  formatKstDate,
  PageHead,
  formatNumber,
} from '@baeum/shared';
import type { EventPageWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { useEventPage } from '../hooks/useEvents';
import { EventClassList } from './EventClassList';
import { EventState, periodOf } from './EventList';
import { MonthView } from './MonthView';
import styles from './Events.module.scss';

const t = messages.event;

function ToList() {
  return (
    <Link to="/event" className={styles.action}>
      {t.toList}
    </Link>
  );
}

function NotFound() {
  return (
    <EmptyState
      icon="info"
      title={t.notFoundTitle}
      description={t.notFoundDescription}
      action={<ToList />}
    />
  );
}

function Hero({ event }: { event: EventPageWire['info'] }) {
  return (
    <header className={styles.hero} style={{ backgroundColor: event.bgcolor }}>
      <LazyImage
        className={styles.hero__image}
        src={event.banner_image}
        alt=""
        priority
        webp={false}
        width={1200}
        height={400}
      />
      <div className={styles.hero__text}>
        <EventState state={event.state} />
        <h1 className={styles.hero__title}>{event.title}</h1>
        <p className={styles.hero__description}>{event.description}</p>
        <p className={styles.hero__period}>{periodOf(event)}</p>
      </div>
    </header>
  );
}

function PlanClasses({ page }: { page: EventPageWire }) {
  return (
    <section className={styles.classes} aria-labelledby="event-classes">
      <h2 id="event-classes" className={styles.classes__title}>
        {t.classCount(formatNumber(page.list.length))}
      </h2>
      <EventClassList classes={page.list} label={t.classesLabel(page.info.title)} />
    </section>
  );
}

/**
 * `/event/:eventId`: the plan's banner on its colour, its title and classes; a monthly event
 * shows this month's classes by category; an ended or unknown event says so and links to the list.
 */
export function EventPage({ eventId: raw }: { eventId: string }) {
  const eventId = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  const page = useEventPage(eventId);
  const info = page.data?.info;
  return (
    <>
      {/* The event as a shared link shows it (#39): its title, description and banner. */}
      <PageHead
        title={info?.title ?? t.title}
        description={info?.description}
        image={info?.banner_image}
        path={eventId === null ? null : `/event/${eventId}`}
      />
      <EventBody eventId={eventId} page={page} />
    </>
  );
}

function EventBody({
  eventId,
  page,
}: {
  eventId: number | null;
  page: ReturnType<typeof useEventPage>;
}) {
  if (eventId === null) return <NotFound />;
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.status === 404) return <NotFound />;
    return (
      <ErrorState
        title={messages.state.errorTitle}
        message={messages.state.errorMessage}
        retryLabel={messages.state.retry}
        onRetry={() => void page.refetch()}
      />
    );
  }
  if (!page.data) {
    return (
      <div role="status" aria-label={t.loading} className={styles.event}>
        <Skeleton className={styles.hero} height={240} />
        <ClassCardList items={[]} loading />
      </div>
    );
  }
  const { info } = page.data;
  return (
    <div className={styles.event}>
      <Hero event={info} />
      {info.state === 'ended' ? (
        <EmptyState
          icon="clock"
          title={t.endedTitle}
          description={t.endedDescription(formatKstDate(info.ends_at))}
          action={<ToList />}
        />
      ) : info.state === 'upcoming' ? (
        <EmptyState
          icon="clock"
          title={t.upcomingTitle}
          description={t.upcomingDescription(formatKstDate(info.starts_at))}
          action={<ToList />}
        />
      ) : page.data.month ? (
        <MonthView month={page.data.month} />
      ) : (
        <PlanClasses page={page.data} />
      )}
    </div>
  );
}

import { PageHead, PageHeading } from '@baeum/shared';
import { EventList } from '../features/events/components/EventList';
import styles from '../features/events/components/Events.module.scss';
import { messages } from '../messages';

/** `/event`: every event, the ongoing ones first. */
export function EventListRoute() {
  return (
    <div className={styles.page}>
      <PageHead
        title={messages.events.title}
        description={messages.events.description}
        path="/event"
      />
      <PageHeading title={messages.events.title} description={messages.events.description} />
      <EventList />
    </div>
  );
}

import { PageHeading, usePageTitle } from '@baeum/shared';
import { EventList } from '../features/events/components/EventList';
import styles from '../features/events/components/Events.module.scss';
import { messages } from '../messages';

/** `/event`: every event, the ongoing ones first. */
export function EventListRoute() {
  usePageTitle(messages.events.title);
  return (
    <div className={styles.page}>
      <PageHeading title={messages.events.title} description={messages.events.description} />
      <EventList />
    </div>
  );
}

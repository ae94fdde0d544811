import { PageHeading, usePageTitle } from '@baeum/shared';
import { CoachGate } from '../components/CoachGate';
import { Inbox } from '../features/inbox/components/Inbox';
import { StudioNav } from '../components/StudioNav';
import { messages } from '../messages';
import styles from './StudioPage.module.scss';

/** /studio/inbox: the coach's queue of unanswered reviews (coaches only, as /studio). */
export function InboxPage() {
  usePageTitle(messages.inbox.title);
  return (
    <CoachGate>
      <div className={styles.page}>
        <PageHeading
          className={styles.heading}
          title={messages.inbox.title}
          description={messages.inbox.description}
        />
        <StudioNav />
        <Inbox />
      </div>
    </CoachGate>
  );
}

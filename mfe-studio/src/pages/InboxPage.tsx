import { PageHeading, Spinner, useAtomValue, usePageTitle, userAtom } from '@baeum/shared';
import { CoachOnlyPrompt, SignInPrompt } from '../features/dashboard/components/StudioDashboard';
import { Inbox } from '../features/inbox/components/Inbox';
import { StudioNav } from '../components/StudioNav';
import { messages } from '../messages';
import styles from './StudioPage.module.scss';

/** /studio/inbox: the coach's queue of unanswered reviews (coaches only, as /studio). */
export function InboxPage() {
  const user = useAtomValue(userAtom);
  usePageTitle(messages.inbox.title);
  if (!user.isLoaded && user.id === null) {
    return (
      <div className={styles.page__pending}>
        <Spinner label={messages.studio.checkingUser} />
      </div>
    );
  }
  if (user.id === null) return <SignInPrompt />;
  if (!user.isCoach) return <CoachOnlyPrompt />;
  return (
    <div className={styles.page}>
      <PageHeading title={messages.inbox.title} description={messages.inbox.description} />
      <StudioNav />
      <Inbox />
    </div>
  );
}

import { Spinner, useAtomValue, usePageTitle, userAtom } from '@baeum/shared';
import {
  CoachOnlyPrompt,
  SignInPrompt,
  StudioDashboard,
} from '../features/dashboard/components/StudioDashboard';
import { messages } from '../messages';
import styles from './StudioPage.module.scss';

/**
 * /studio: who may enter is decided from the shared user (spec §6: coaches have the studio);
 * the server has the last word (401/470 → sign in, 403 → not a coach), handled by the dashboard.
 */
export function StudioPage() {
  const user = useAtomValue(userAtom);
  usePageTitle(messages.studio.title);

  if (!user.isLoaded && user.id === null) {
    return (
      <div className={styles.page__pending}>
        <Spinner label={messages.studio.checkingUser} />
      </div>
    );
  }
  if (user.id === null) return <SignInPrompt />;
  if (!user.isCoach) return <CoachOnlyPrompt />;
  return <StudioDashboard user={user} />;
}

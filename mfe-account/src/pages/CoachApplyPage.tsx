import { Navigate, useLocation } from 'react-router-dom';
import {
  EmptyState,
  PageHeading,
  Spinner,
  useAtomValue,
  userAtom,
  usePageTitle,
} from '@baeum/shared';
import { CoachApplyForm } from '../features/coach-apply/components/CoachApplyForm';
import { messages } from '../messages';
import styles from './pages.module.scss';

const t = messages.coachApply;

/** /coach/apply — for signed-in learners; a coach is told they already are one. */
export function CoachApplyPage() {
  usePageTitle(t.title);
  const user = useAtomValue(userAtom);
  const location = useLocation();
  if (!user.isLoaded) {
    return (
      <div className={styles.page} role="status" aria-label={t.loading}>
        <Spinner />
      </div>
    );
  }
  if (!user.id)
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  return (
    <div className={styles.page}>
      <PageHeading title={t.title} description={t.description} />
      {user.isCoach ? (
        <EmptyState icon="coach" title={t.alreadyCoach} />
      ) : (
        <CoachApplyForm userId={Number(user.id)} />
      )}
    </div>
  );
}

import { Link, useParams } from 'react-router-dom';
import { EmptyState, ErrorState, PageHeading, Skeleton, usePageTitle } from '@baeum/shared';
import { Classroom } from '../features/classroom/components/Classroom';
import { useClassroom } from '../features/classroom/hooks/useClassroom';
import { messages } from '../messages';
import { SignInGate } from './SignInGate';
import styles from './ClassroomPage.module.scss';

const t = messages.classroom;

/** /class/lecture/:classId — the classroom: only its learners (a paid enrolment) and its coach. */
export function ClassroomPage() {
  const { classId } = useParams();
  const { state, retry, applySaved } = useClassroom(classId);
  usePageTitle(
    state.status === 'ready'
      ? t.title(state.classroom.class.class_name)
      : state.status === 'not-found'
        ? t.notFoundTitle
        : null,
  );

  let body;
  switch (state.status) {
    case 'loading':
      body = (
        <div role="status" aria-label={t.loading} className={styles.loading}>
          <Skeleton height={220} />
          <Skeleton height={120} />
        </div>
      );
      break;
    case 'not-found':
      body = <EmptyState icon="info" title={t.notFoundTitle} description={t.notFoundDescription} />;
      break;
    case 'not-enrolled':
      body = (
        <EmptyState
          icon="info"
          title={t.notEnrolledTitle}
          description={t.notEnrolledDescription}
          action={
            <div className={styles.actions}>
              <Link className={styles.primary} to={`/class/open_class/${classId}`}>
                {t.toCheckout}
              </Link>
              <Link className={styles.secondary} to={`/class/${classId}`}>
                {t.toClass}
              </Link>
            </div>
          }
        />
      );
      break;
    case 'error':
      body = <ErrorState title={t.loadFailed} retryLabel={t.retry} onRetry={retry} />;
      break;
    case 'ready':
      body = <Classroom classId={classId!} classroom={state.classroom} onSaved={applySaved} />;
  }

  return (
    <div className={styles.page}>
      {state.status !== 'ready' && <PageHeading className={styles.heading} title={t.heading} />}
      <SignInGate title={t.signInTitle}>{body}</SignInGate>
    </div>
  );
}

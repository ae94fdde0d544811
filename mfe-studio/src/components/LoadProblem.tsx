import { Link } from 'react-router-dom';
import { ApiError, EmptyState, ErrorState, isInvalidSession } from '@baeum/shared';
import { messages } from '../messages';
import { SignInPrompt } from './CoachGate';
import styles from './ClassHeader.module.scss';

const t = messages.classFeedback;

/**
 * Why a managed class's screen cannot show: the server's answer decides (401/470 → sign in,
 * 403 → another coach's class, 404 → not found), else a retry.
 */
export function LoadProblem({
  error,
  title,
  onRetry,
}: {
  error: unknown;
  title: string;
  onRetry: () => void;
}) {
  const status = error instanceof ApiError ? error.status : undefined;
  if (isInvalidSession(error) || status === 401) return <SignInPrompt />;
  const back = (
    <Link to="/studio" className={styles.action}>
      {t.backToDashboard}
    </Link>
  );
  if (status === 404 || error === 'not-found')
    return (
      <EmptyState
        icon="info"
        title={t.notFoundTitle}
        description={t.notFoundDescription}
        action={back}
      />
    );
  if (status === 403)
    return (
      <EmptyState
        icon="warning"
        title={t.notYoursTitle}
        description={t.notYoursDescription}
        action={back}
      />
    );
  return <ErrorState title={title} onRetry={onRetry} />;
}

import { useParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  Spinner,
  profileQueries,
  toApiError,
  usePageTitle,
  useQuery,
} from '@baeum/shared';
import { ProfileView } from '../features/profile/components/ProfileView';
import { messages } from '../messages';
import styles from './pages.module.scss';

const t = messages.profile;

/** /user/:userId — loading, not found, error with 다시 시도, or the profile. */
export function ProfilePage() {
  const { userId = '' } = useParams();
  const id = /^\d{1,9}$/.test(userId) ? Number(userId) : null;
  // The cached profile itself: follow and block change it at once (useFollowMutation, …).
  const query = useQuery(profileQueries.one(id));
  const shown = query.data ?? null;
  usePageTitle(shown ? t.titleOf(shown.user_name) : t.title);

  const notFound = id === null || (query.isError && toApiError(query.error).status === 404);
  return (
    <div className={styles.page}>
      {notFound ? (
        <>
          <h1 className="visually-hidden">{t.title}</h1>
          <EmptyState icon="user" title={t.notFound} description={t.notFoundDescription} />
        </>
      ) : query.isError ? (
        <ErrorState title={t.loadError} onRetry={() => void query.refetch()} />
      ) : !shown ? (
        <div role="status" aria-label={t.loading}>
          <Spinner />
        </div>
      ) : (
        <ProfileView profile={shown} />
      )}
    </div>
  );
}

import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  Skeleton,
  toApiError,
  usePageTitle,
  feedQueries,
  useQuery,
} from '@baeum/shared';
import { messages } from '../messages';
import { PostDetail } from '../features/post-detail/components/PostDetail';
import { FeedOptionButton } from '../features/feed-option/components/FeedOptionButton';
import styles from './CommunityPage.module.scss';

const t = messages.detail;

/** /community/:commentTypeId — loading → skeleton, unknown or deleted → not found, error → retry. */
export function FeedDetailPage() {
  const { commentTypeId = '' } = useParams();
  const id = /^\d{1,9}$/.test(commentTypeId) ? Number(commentTypeId) : null;
  usePageTitle(t.title);
  const navigate = useNavigate();
  const post = useQuery(feedQueries.post(id ?? 0));

  const back = (
    <Link className={styles.page__link} to="/community">
      {t.backToFeed}
    </Link>
  );
  const notFound =
    id === null || (post.status === 'error' && toApiError(post.error).status === 404);

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t.title}</h1>
      {notFound ? (
        <EmptyState
          icon="community"
          title={t.notFound}
          description={t.notFoundDescription}
          action={back}
        />
      ) : post.status === 'error' ? (
        <ErrorState title={t.loadError} onRetry={() => void post.refetch()} />
      ) : post.status === 'pending' ? (
        <div role="status" aria-label={t.loading} className={styles.page__loading}>
          <Skeleton height={56} />
          <Skeleton height={160} />
        </div>
      ) : (
        <PostDetail
          post={post.data}
          renderOptions={(p) => (
            <FeedOptionButton
              post={p}
              onDeleted={() => navigate('/community', { replace: true })}
            />
          )}
        />
      )}
    </div>
  );
}

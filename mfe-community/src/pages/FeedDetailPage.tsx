import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  Skeleton,
  PageHead,
  toApiError,
  feedQueries,
  useQuery,
} from '@baeum/shared';
import { messages } from '../messages';
import { PostDetail } from '../features/post-detail/components/PostDetail';
import { FeedOptionButton } from '../features/feed-option/components/FeedOptionButton';
import { isHidden } from '../features/post-detail/components/PostArticle';
import { photosOf } from '../lib/post';
import type { FeedItemWire } from '@baeum/shared';
import styles from './CommunityPage.module.scss';

const t = messages.detail;

/**
 * A post as a shared link shows it (#39): its first line as the title, the rest as the
 * description, its first photo; a hidden post (blocked, reported) shows none of it.
 */
function PostHead({ post }: { post: FeedItemWire }) {
  const hidden = isHidden(post);
  const lines = hidden ? [] : (post.content ?? '').split('\n').map((line) => line.trim());
  const first = lines.find(Boolean) ?? '';
  const rest = lines.slice(lines.indexOf(first) + 1).join(' ');
  return (
    <PageHead
      title={first ? messages.pageHead.postTitle(first) : t.title}
      description={
        rest ||
        messages.pageHead.postDescription(
          post.user_name || post.user_info?.user_name || t.anonymous,
        )
      }
      image={hidden ? null : photosOf(post)[0]}
      path={`/community/${post.comment_id}`}
      type="article"
    />
  );
}

/** /community/:commentTypeId — loading → skeleton, unknown or deleted → not found, error → retry. */
export function FeedDetailPage() {
  const { commentTypeId = '' } = useParams();
  const id = /^\d{1,9}$/.test(commentTypeId) ? Number(commentTypeId) : null;
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
      {post.status === 'success' && !notFound ? (
        <PostHead post={post.data} />
      ) : (
        <PageHead title={notFound ? t.notFound : t.title} />
      )}
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

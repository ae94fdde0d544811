import type { ReactNode } from 'react';
import { Button, EmptyState, ErrorState } from '@baeum/shared';
import type { FeedItemWire, FeedSection } from '@baeum/shared';
import { messages } from '../../../messages';
import { useFeed } from '../hooks/useFeed';
import { FeedPost } from './FeedPost';
import { FeedPostSkeleton } from './FeedPostSkeleton';
import styles from './Feed.module.scss';

const t = messages.feed;
const SKELETON_COUNT = 3;

/** The community feed of a section: page 1 on load, then 더 보기 for each next page. */
export function Feed({
  section,
  renderOptions,
}: {
  section: FeedSection;
  /** The post's 더 보기 control, given by the page (another feature owns it). */
  renderOptions?: (post: FeedItemWire) => ReactNode;
}) {
  const feed = useFeed(section);

  if (feed.status === 'loading') {
    return (
      <div className={styles.feed} aria-busy="true" aria-label={t.loading} role="status">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <FeedPostSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (feed.status === 'error') {
    return (
      <ErrorState
        title={t.errorTitle}
        message={t.errorMessage}
        retryLabel={t.retry}
        onRetry={feed.retry}
      />
    );
  }

  if (feed.posts.length === 0) {
    return <EmptyState icon="community" title={t.emptyTitle} description={t.emptyDescription} />;
  }

  return (
    <div className={styles.feed}>
      <ul className={styles.feed__list} aria-label={t.listLabel}>
        {feed.posts.map((post) => (
          <li key={post.comment_id}>
            <FeedPost post={post} options={renderOptions?.(post)} />
          </li>
        ))}
      </ul>
      <div className={styles.feed__footer}>
        {feed.moreFailed ? (
          <ErrorState
            title={t.moreErrorMessage}
            message={t.errorMessage}
            retryLabel={t.retry}
            onRetry={feed.loadMore}
          />
        ) : feed.hasMore ? (
          <Button variant="secondary" fullWidth loading={feed.loadingMore} onClick={feed.loadMore}>
            {feed.loadingMore ? (
              <span className="visually-hidden">{t.loadingMore}</span>
            ) : (
              t.loadMore
            )}
          </Button>
        ) : (
          <p className={styles.feed__end}>{t.end}</p>
        )}
      </div>
    </div>
  );
}

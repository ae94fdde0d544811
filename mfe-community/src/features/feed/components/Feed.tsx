import type { ReactNode, RefObject } from 'react';
import { useLayoutEffect, useRef } from 'react';
import { Button, EmptyState, ErrorState, openModal, useInfiniteScroll } from '@baeum/shared';
import type { FeedItemWire, FeedSection } from '@baeum/shared';
import { messages } from '../../../messages';
import { useFeed } from '../hooks/useFeed';
import { photosOf } from '../../../lib/post';
import { useLike } from '../../../lib/useLike';
import { FeedPost } from './FeedPost';
import type { PhotoLoading } from './FeedPost';
import { FeedPostSkeleton } from './FeedPostSkeleton';
import styles from './Feed.module.scss';

const t = messages.feed;
const SKELETON_COUNT = 3;
/** Posts a phone shows on its first screen: their photos load at once. */
const FIRST_SCREEN_POSTS = 2;

/** The first photo on screen is the page's largest image (its LCP): asked for first. */
function photoLoadingOf(posts: FeedItemWire[]): (index: number) => PhotoLoading {
  const lead = posts.slice(0, FIRST_SCREEN_POSTS).findIndex((p) => photosOf(p).length > 0);
  return (index) => (index === lead ? 'priority' : index < FIRST_SCREEN_POSTS ? 'eager' : 'lazy');
}

/** The community feed of a section: page 1 on load, then each next page as the end nears. */
export function Feed({
  section,
  renderOptions,
}: {
  section: FeedSection;
  /** The post's 더 보기 control, given by the page (another feature owns it). */
  renderOptions?: (post: FeedItemWire) => ReactNode;
}) {
  const feed = useFeed(section);
  const toggleLike = useLike();
  const list = useRef<HTMLUListElement>(null);
  useKeepFocus(list, feed.posts);
  // The next page loads as the end of the list nears (total_page); 더 보기 stays for keyboards.
  const sentinel = useRef<HTMLDivElement>(null);
  useInfiniteScroll(
    sentinel,
    feed.loadMore,
    feed.hasMore && !feed.loadingMore && !feed.moreFailed,
    feed.posts.length,
  );

  if (feed.status === 'loading') {
    return (
      <div className={styles.feed} aria-busy="true" aria-label={t.loading} role="status">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <FeedPostSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (feed.needsLogin) return <FeedLoginPrompt />;

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

  const photoLoading = photoLoadingOf(feed.posts);
  return (
    <div className={styles.feed}>
      <ul ref={list} className={styles.feed__list} aria-label={t.listLabel} tabIndex={-1}>
        {feed.posts.map((post, index) => (
          <li key={post.comment_id}>
            <FeedPost
              post={post}
              options={renderOptions?.(post)}
              photoLoading={photoLoading(index)}
              onToggleLike={() => toggleLike(post.comment_id)}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
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

/** The 친구 section for a visitor: what it is and a way in, never an error that retries in vain. */
export function FeedLoginPrompt() {
  return (
    <EmptyState
      icon="community"
      title={t.friendLoginTitle}
      description={t.friendLoginDescription}
      action={<Button onClick={() => openModal('Login')}>{t.friendLogin}</Button>}
    />
  );
}

/**
 * A post that leaves the list (hidden, deleted) takes its focused 더 보기 button with it; focus
 * then moves to the post that took its place (or the list), never lost on the page's body.
 */
function useKeepFocus(list: RefObject<HTMLUListElement | null>, posts: FeedItemWire[]) {
  const shown = useRef<number[]>([]);
  useLayoutEffect(() => {
    const before = shown.current;
    const now = posts.map((post) => post.comment_id);
    shown.current = now;
    const gone = before.findIndex((id) => !now.includes(id));
    const active = document.activeElement;
    if (gone < 0 || !list.current || (active && active !== document.body)) return;
    const articles = list.current.querySelectorAll<HTMLElement>(':scope > li > article');
    (articles[Math.min(gone, articles.length - 1)] ?? list.current).focus();
  }, [list, posts]);
}

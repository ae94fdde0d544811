import { Link } from 'react-router-dom';
import {
  Button,
  EmptyState,
  ErrorState,
  formatNumber,
  formatTimeAgo,
  profileQueries,
  useInfiniteQuery,
} from '@baeum/shared';
import type { FeedItemWire, ProfileWire } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './ProfileView.module.scss';

const t = messages.profile;

/** Posts may shift between pages while one reads; never show one twice. */
function unique(posts: FeedItemWire[]): FeedItemWire[] {
  const seen = new Set<number>();
  return posts.filter((p) => (seen.has(p.comment_id) ? false : (seen.add(p.comment_id), true)));
}

/**
 * Someone's posts, 10 a page (the profile call's own paging, issue #38): page 1 comes with the
 * profile, each further page with 더 보기; a failed page keeps what is shown and offers 다시 시도.
 */
export function ProfilePosts({ profile }: { profile: ProfileWire }) {
  const userId = profile.user_id;
  const query = useInfiniteQuery({
    ...profileQueries.posts(userId),
    initialData: { pages: [profile], pageParams: [1] },
    // Page 1 is the profile just loaded; only the next pages are asked for.
    staleTime: Infinity,
  });
  const posts = unique(query.data.pages.flatMap((p) => p.comment_list ?? []));

  if (posts.length === 0) return <EmptyState icon="community" title={t.noPosts} />;
  return (
    <>
      <ul className={styles.profile__posts} aria-label={t.postsTitle}>
        {posts.map((post) => (
          <li key={post.comment_id}>
            <Link className={styles.profile__post} to={`/community/${post.comment_id}`}>
              <span className={styles.profile__postText}>{post.content}</span>
              <span className={styles.profile__postMeta}>
                {t.postMeta(
                  formatTimeAgo(post.created_at),
                  formatNumber(post.like_cnt ?? 0) || '0',
                  formatNumber(post.reply_cnt ?? 0) || '0',
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <ErrorState title={t.morePostsError} onRetry={() => void query.fetchNextPage()} />
      ) : query.hasNextPage ? (
        <Button
          variant="secondary"
          fullWidth
          loading={query.isFetchingNextPage}
          onClick={() => {
            if (!query.isFetchingNextPage) void query.fetchNextPage();
          }}
        >
          {query.isFetchingNextPage ? (
            <span className="visually-hidden">{t.loadingMorePosts}</span>
          ) : (
            t.morePosts
          )}
        </Button>
      ) : null}
    </>
  );
}

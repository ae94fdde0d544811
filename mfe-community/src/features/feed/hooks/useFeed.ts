import { feedQueries, toApiError, useInfiniteQuery } from '@baeum/shared';
import type { FeedItemWire, FeedSection } from '@baeum/shared';

/** Posts can shift between pages while a user reads; never show one twice. */
function unique(posts: FeedItemWire[]): FeedItemWire[] {
  const seen = new Set<number>();
  return posts.filter((post) =>
    seen.has(post.comment_id) ? false : (seen.add(post.comment_id), true),
  );
}

/** The community feed of one section, page by page (spec §9: the list fetch on load asks for page 1). */
export function useFeed(section: FeedSection) {
  const query = useInfiniteQuery(feedQueries.list(section));
  // A post the viewer hid (poorFeed: poor_flag Y) is not shown, now or after a reload.
  const posts = unique(query.data?.pages.flatMap((page) => page.list ?? []) ?? []).filter(
    (post) => post.poor_flag !== 'Y',
  );
  return {
    // A failed next page leaves the query in error with its pages: the posts already shown stay.
    status: query.data ? 'ready' : query.isError ? 'error' : 'loading',
    posts,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    moreFailed: query.isFetchNextPageError,
    // The 친구 section is a member's: a visitor (or an ended session) is asked to log in.
    needsLogin: query.isError && !query.data && toApiError(query.error).status === 401,
    retry: () => void query.refetch(),
    loadMore: () => {
      // One page at a time: a double tap never asks for the same page twice.
      if (!query.isFetchingNextPage) void query.fetchNextPage();
    },
  } as const;
}

import { feedQueries } from '@baeum/shared';
import type { FeedItemWire, FeedPageWire, InfiniteData, QueryClient } from '@baeum/shared';

/**
 * Every cached piece of the feed lives under the 'feed' key: the lists (infinite pages of
 * posts), each post, and each post's replies (infinite pages). Changes go by the shape of the
 * data, so no feature needs another feature's keys.
 */
export const FEED_ROOT = feedQueries.all;

/** A post's replies as cached: infinite pages. */
export type RepliesData = InfiniteData<FeedPageWire, number>;

export function isPages(data: unknown): data is InfiniteData<FeedPageWire, number> {
  return (
    typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages)
  );
}

function isItem(data: unknown): data is FeedItemWire {
  return typeof data === 'object' && data !== null && 'comment_id' in data;
}

/** Maps every item of one cached value (a list, a post or its replies); null drops it from lists. */
export function mapItems(data: unknown, map: (item: FeedItemWire) => FeedItemWire | null): unknown {
  if (isPages(data)) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        list: (page.list ?? []).flatMap((item) => {
          const next = map(item);
          return next ? [next] : [];
        }),
      })),
    };
  }
  // A single post is never dropped from its own query; its page shows what it now is.
  if (isItem(data)) return map(data) ?? data;
  return data;
}

/** Applies `map` to every cached post and reply, in every list. */
export function mapFeedCache(qc: QueryClient, map: (item: FeedItemWire) => FeedItemWire | null) {
  qc.setQueriesData({ queryKey: FEED_ROOT }, (data: unknown) => mapItems(data, map));
}

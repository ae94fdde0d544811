import type { FeedItemWire, FeedPageWire, InfiniteData, QueryClient } from '@baeum/shared';

/**
 * Every cached piece of the feed lives under the 'feed' key: the lists (infinite pages of
 * posts), each post, and each post's replies (infinite pages). The options change them by shape,
 * so this feature needs no other feature's keys.
 */
const FEED_ROOT = ['feed'] as const;

type Fields = Partial<
  Pick<FeedItemWire, 'friend_status' | 'block_flag' | 'blocked' | 'poor_flag' | 'mine'>
>;
type FieldName = keyof Fields;

function isPages(data: unknown): data is InfiniteData<FeedPageWire, number> {
  return (
    typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages)
  );
}

function isItem(data: unknown): data is FeedItemWire {
  return typeof data === 'object' && data !== null && 'comment_id' in data;
}

/** Maps every item of one cached value (a list, a post or its replies). */
function mapItems(data: unknown, map: (item: FeedItemWire) => FeedItemWire | null): unknown {
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

function withFields(item: FeedItemWire, fields: Fields): FeedItemWire {
  const next = { ...item, ...fields };
  if (fields.friend_status !== undefined && item.user_info)
    next.user_info = { ...item.user_info, friend_status: fields.friend_status };
  return next;
}

function applyEverywhere(qc: QueryClient, map: (item: FeedItemWire) => FeedItemWire | null) {
  qc.setQueriesData({ queryKey: FEED_ROOT }, (data: unknown) => mapItems(data, map));
}

/**
 * Sets `fields` on every cached item that `match`es (posts and replies, in every list) and
 * returns the undo. The undo puts back only what still shows this change: a later change to
 * the same item (another tap, the server's answer) is left alone.
 */
export function patchFeedItems(
  qc: QueryClient,
  match: (item: FeedItemWire) => boolean,
  fields: Fields,
): () => void {
  const names = Object.keys(fields) as FieldName[];
  const before = new Map<number, Fields>();
  applyEverywhere(qc, (item) => {
    if (!match(item)) return item;
    if (!before.has(item.comment_id)) {
      const previous: Fields = {};
      for (const name of names) Object.assign(previous, { [name]: item[name] });
      before.set(item.comment_id, previous);
    }
    return withFields(item, fields);
  });
  return () =>
    applyEverywhere(qc, (item) => {
      const previous = before.get(item.comment_id);
      const unchanged = names.every((name) => item[name] === fields[name]);
      return previous && unchanged ? withFields(item, previous) : item;
    });
}

/** Drops a post from every cached list (its own query is left to its page). */
export function dropFromLists(qc: QueryClient, commentId: number): void {
  qc.setQueriesData({ queryKey: FEED_ROOT }, (data: unknown) =>
    isPages(data) ? mapItems(data, (item) => (item.comment_id === commentId ? null : item)) : data,
  );
}

export const byPost = (commentId: number) => (item: FeedItemWire) => item.comment_id === commentId;

export const byAuthor = (userId: number) => (item: FeedItemWire) => item.user_id === userId;

import type { FeedItemWire, QueryClient } from '@baeum/shared';
import { FEED_ROOT, isPages, mapFeedCache, mapItems } from '../../../lib/feedCache';

// The FeedOption sheet's changes (hide, follow, block, delete) on every cached list and post.

type Fields = Partial<
  Pick<FeedItemWire, 'friend_status' | 'block_flag' | 'blocked' | 'poor_flag' | 'mine'>
>;
type FieldName = keyof Fields;

function withFields(item: FeedItemWire, fields: Fields): FeedItemWire {
  const next = { ...item, ...fields };
  if (fields.friend_status !== undefined && item.user_info)
    next.user_info = { ...item.user_info, friend_status: fields.friend_status };
  return next;
}

const applyEverywhere = mapFeedCache;

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

import { fetchFeedDetail, fetchFeedReplies } from '@baeum/shared';
import type { FeedItemWire, FeedPageWire, InfiniteData } from '@baeum/shared';

/** Query keys of one post and its replies (the like and reply mutations patch these). */
export const postKeys = {
  detail: (id: number) => ['feed', 'post', id] as const,
  replies: (id: number) => ['feed', 'post', id, 'replies'] as const,
};

export type RepliesData = InfiniteData<FeedPageWire, number>;

export const detailQuery = (id: number) => ({
  queryKey: postKeys.detail(id),
  queryFn: () => fetchFeedDetail(id),
});

export const repliesQuery = (id: number) => ({
  queryKey: postKeys.replies(id),
  queryFn: ({ pageParam }: { pageParam: number }) => fetchFeedReplies(id, pageParam),
  initialPageParam: 1,
  getNextPageParam: (last: FeedPageWire) =>
    (last.page ?? 1) < (last.total_page ?? 1) ? (last.page ?? 1) + 1 : undefined,
});

/** Applies `change` to the item with `commentId`, be it the post or one of its replies. */
export function patchItem(
  item: FeedItemWire,
  commentId: number,
  change: (item: FeedItemWire) => FeedItemWire,
): FeedItemWire {
  return item.comment_id === commentId ? change(item) : item;
}

export function patchReplies(
  data: RepliesData,
  commentId: number,
  change: (item: FeedItemWire) => FeedItemWire,
): RepliesData {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      list: (page.list ?? []).map((r) => patchItem(r, commentId, change)),
    })),
  };
}

import { fetchFeedDetail, fetchFeedReplies } from '@baeum/shared';
import type { FeedPageWire, InfiniteData } from '@baeum/shared';

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

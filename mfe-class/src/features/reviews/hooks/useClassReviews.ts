import { useRef } from 'react';
import {
  fetchClassReviews,
  likeFeed,
  patchQueryData,
  showToast,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@baeum/shared';
import type { ClassReviewPageWire, InfiniteData, ReviewWire } from '@baeum/shared';
import { messages } from '../../../messages';

type Pages = InfiniteData<ClassReviewPageWire, number>;

const reviewsKey = (classId: number) => ['class', classId, 'reviews'] as const;

function patchReview(data: Pages, reviewId: number, change: (r: ReviewWire) => ReviewWire): Pages {
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      list: (p.list ?? []).map((r) => (r.review_id === reviewId ? change(r) : r)),
    })),
  };
}

/** A class's reviews, newest first, page by page, with the helpful toggle (squareLike, review type). */
export function useClassReviews(classId: number) {
  const qc = useQueryClient();
  const key = reviewsKey(classId);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchClassReviews(classId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      (last.page ?? 1) < (last.total_page ?? 1) ? (last.page ?? 1) + 1 : undefined,
  });
  // The server toggles: a tap while one is on its way is ignored, so counts never drift.
  const pending = useRef(new Set<number>());
  const helpful = useMutation({
    mutationFn: (reviewId: number) => likeFeed(reviewId, 'review'),
    onMutate: (reviewId: number) =>
      patchQueryData<Pages>(qc, key, (data) =>
        patchReview(data, reviewId, (r) => ({
          ...r,
          helpful_yn: r.helpful_yn === 'Y' ? 'N' : 'Y',
          helpful_cnt: Math.max(0, r.helpful_cnt + (r.helpful_yn === 'Y' ? -1 : 1)),
        })),
      ),
    onError: (_e, _id, undo) => {
      undo?.();
      showToast({ type: 'error', message: messages.reviews.helpfulFailed });
    },
    onSuccess: (answer, reviewId) =>
      qc.setQueryData<Pages>(
        key,
        (data) =>
          data &&
          patchReview(data, reviewId, (r) => ({
            ...r,
            helpful_yn: answer.like_yn,
            helpful_cnt: answer.like_cnt,
          })),
      ),
    onSettled: (_a, _e, reviewId) => {
      pending.current.delete(reviewId);
    },
  });
  const toggleHelpful = (reviewId: number) => {
    if (pending.current.has(reviewId)) return;
    pending.current.add(reviewId);
    helpful.mutate(reviewId);
  };
  const first = query.data?.pages[0];
  return {
    query,
    statis: first?.statis,
    total: first?.total_count ?? 0,
    reviews: query.data?.pages.flatMap((p) => p.list ?? []) ?? [],
    toggleHelpful,
  };
}

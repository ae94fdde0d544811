import {
  patchQueryData,
  replyToReview,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { InfiniteData, StudioClassReviewsWire, StudioReviewFilter } from '@baeum/shared';
import { studioQueries } from '../../../lib/queries';
import { classFeedbackQueries } from '../queries';

export const REVIEW_FILTERS: readonly StudioReviewFilter[] = [
  'all',
  'unanswered',
  'suggestions',
  'low',
];

export const isReviewFilter = (value: string | null): value is StudioReviewFilter =>
  REVIEW_FILTERS.includes(value as StudioReviewFilter);

/** The feedback summary of one managed class (`GET studio/feedback/{id}`). */
export function useClassFeedback(classId: number) {
  return useQuery(classFeedbackQueries.feedback(classId));
}

/** One filter of the class's reviews, ten a page, more on demand. */
export function useClassReviews(classId: number, filter: StudioReviewFilter) {
  return useInfiniteQuery(classFeedbackQueries.reviews(classId, filter));
}

type Pages = InfiniteData<StudioClassReviewsWire>;

/**
 * A reply shows under its review at once and is taken back on failure. The list stays as it is
 * (an answered review does not vanish from under the coach); the counts, the inbox and the
 * dashboard refresh.
 */
export function useReplyToClassReview(classId: number, filter: StudioReviewFilter) {
  const qc = useQueryClient();
  const listKey = classFeedbackQueries.reviews(classId, filter).queryKey;
  return useMutation({
    mutationFn: ({ reviewId, content }: { reviewId: number; content: string }) =>
      replyToReview(reviewId, content),
    onMutate: ({ reviewId, content }) =>
      patchQueryData<Pages>(qc, listKey, (data) => ({
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          list: page.list.map((r) =>
            r.review_id === reviewId ? { ...r, coach_reply: content } : r,
          ),
        })),
      })),
    onError: (_e, _v, undo) => undo?.(),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: classFeedbackQueries.feedback(classId).queryKey });
      void qc.invalidateQueries({
        queryKey: classFeedbackQueries.allReviews(classId),
        refetchType: 'none',
      });
      void qc.invalidateQueries({ queryKey: studioQueries.inbox().queryKey });
      void qc.invalidateQueries({ queryKey: studioQueries.dashboard().queryKey });
    },
  });
}

// One managed class's feedback (README "Data"): the summary and its reviews, per filter.
import {
  fetchStudioClassReviews,
  fetchStudioFeedback,
  infiniteQueryOptions,
  queryOptions,
} from '@baeum/shared';
import type { StudioClassReviewsWire, StudioReviewFilter } from '@baeum/shared';

const classKey = (classId: number) => ['studio', 'class', classId] as const;

export const classFeedbackQueries = {
  /** The feedback summary (`GET studio/feedback/{id}`). */
  feedback: (classId: number) =>
    queryOptions({
      queryKey: [...classKey(classId), 'feedback'],
      queryFn: () => fetchStudioFeedback(classId),
      enabled: classId > 0,
    }),
  /** Every filter's reviews (what a reply marks out of date). */
  allReviews: (classId: number) => [...classKey(classId), 'reviews'] as const,
  /** One filter of the class's reviews, ten a page, more on demand. */
  reviews: (classId: number, filter: StudioReviewFilter) =>
    infiniteQueryOptions({
      queryKey: [...classKey(classId), 'reviews', filter],
      queryFn: ({ pageParam }) => fetchStudioClassReviews(classId, filter, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last: StudioClassReviewsWire) =>
        last.page < last.total_page ? last.page + 1 : undefined,
    }),
};

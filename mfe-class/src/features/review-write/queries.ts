// What the review form needs to know (README "Data"): the member's own reviews.
import { fetchMyReviews, queryOptions } from '@baeum/shared';

/** The classes this member reviewed and may still review; none asked for a visitor. */
export const myReviewsQuery = (userId: number | null) =>
  queryOptions({
    queryKey: ['class', 'review', 'my', userId],
    queryFn: fetchMyReviews,
    enabled: userId !== null,
  });

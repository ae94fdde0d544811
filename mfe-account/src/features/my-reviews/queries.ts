// The member's reviews (README "Data"): `review/my`.
import { fetchMyReviews, queryOptions } from '@baeum/shared';
import { accountQueries } from '../../lib/queries';

export const myReviewsQuery = (userId: number) =>
  queryOptions({ queryKey: [...accountQueries.all(userId), 'reviews'], queryFn: fetchMyReviews });

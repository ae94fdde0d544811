// A class's reviews (README "Data"): one filter's list, page by page.
import { fetchClassReviews, infiniteQueryOptions } from '@baeum/shared';
import type { ClassReviewPageWire, ReviewListFilter } from '@baeum/shared';
import { classQueries } from '../../lib/queries';

export const reviewListQuery = (classId: number, filter: ReviewListFilter) =>
  infiniteQueryOptions({
    queryKey: [...classQueries.reviews(classId), filter],
    queryFn: ({ pageParam }) => fetchClassReviews(classId, pageParam, filter),
    initialPageParam: 1,
    getNextPageParam: (last: ClassReviewPageWire) =>
      (last.page ?? 1) < (last.total_page ?? 1) ? (last.page ?? 1) + 1 : undefined,
    enabled: classId > 0,
  });

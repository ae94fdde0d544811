import { useInfiniteQuery } from '@baeum/shared';
import type { ClassReviewPageWire, InfiniteData, ReviewListFilter } from '@baeum/shared';
import { reviewListQuery } from '../queries';
import { useHelpfulToggle } from './useHelpfulToggle';
import type { ReviewPatcher } from './useHelpfulToggle';

type Pages = InfiniteData<ClassReviewPageWire, number>;

const patchPages: ReviewPatcher<Pages> = (data, reviewId, change) => ({
  ...data,
  pages: data.pages.map((p) => ({
    ...p,
    list: (p.list ?? []).map((r) => (r.review_id === reviewId ? change(r) : r)),
  })),
});

/** A class's reviews as filtered and ordered, page by page, with the helpful toggle. */
export function useClassReviews(classId: number, filter: ReviewListFilter = {}) {
  const list = reviewListQuery(classId, filter);
  const query = useInfiniteQuery(list);
  const toggleHelpful = useHelpfulToggle<Pages>(list.queryKey, patchPages);
  const first = query.data?.pages[0];
  return {
    query,
    statis: first?.statis,
    total: first?.total_count ?? 0,
    reviews: query.data?.pages.flatMap((p) => p.list ?? []) ?? [],
    toggleHelpful,
  };
}

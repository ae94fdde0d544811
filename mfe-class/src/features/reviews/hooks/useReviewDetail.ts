import { useQuery, useQueryClient } from '@baeum/shared';
import type { ReviewWire } from '@baeum/shared';
import { classQueries } from '../../../lib/queries';
import { useHelpfulToggle } from './useHelpfulToggle';

/** One review (`GET review/{id}`) with the helpful toggle; the class's lists refresh after it. */
export function useReviewDetail(reviewId: number) {
  const qc = useQueryClient();
  // The edit screen's query too, so a saved edit shows here at once.
  const review = classQueries.review(String(reviewId));
  const query = useQuery(review);
  const classId = query.data?.class_id;
  const toggleHelpful = useHelpfulToggle<ReviewWire>(
    review.queryKey,
    (data, id, change) => (data.review_id === id ? change(data) : data),
    () => void qc.invalidateQueries({ queryKey: classQueries.reviews(classId) }),
  );
  return { query, toggleHelpful };
}

import { fetchReview, useQuery, useQueryClient } from '@baeum/shared';
import type { ReviewWire } from '@baeum/shared';
import { useHelpfulToggle } from './useHelpfulToggle';

/** One review (`GET review/{id}`) with the helpful toggle; the class's lists refresh after it. */
export function useReviewDetail(reviewId: number) {
  const qc = useQueryClient();
  // The edit screen's key too, so a saved edit shows here at once.
  const key = ['class', 'review', String(reviewId)] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchReview(reviewId),
    enabled: reviewId > 0,
  });
  const classId = query.data?.class_id;
  const toggleHelpful = useHelpfulToggle<ReviewWire>(
    key,
    (data, id, change) => (data.review_id === id ? change(data) : data),
    () => void qc.invalidateQueries({ queryKey: ['class', classId, 'reviews'] }),
  );
  return { query, toggleHelpful };
}

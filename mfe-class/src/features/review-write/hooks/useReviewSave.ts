import {
  createReview,
  failureMessage,
  fetchReview,
  formatNumber,
  nativeBridge,
  showToast,
  toApiError,
  updateReview,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { ReviewFields } from '@baeum/shared';
import { messages } from '../../../messages';

const t = messages.reviewWrite;

/** The API's refusals in the words of this screen; anything else keeps the form with a message. */
function reason(error: unknown): Error {
  const e = toApiError(error);
  if (e.status === 403) return new Error(t.notEnrolled);
  if (e.status === 409) return new Error(t.already);
  return new Error(failureMessage(e, t.failed));
}

/**
 * Writes a new review; the points earned show in a toast, the class's review lists refresh.
 * After a 5-star review the app (from 210) may ask for a store rating; elsewhere nothing happens.
 */
export function useCreateReview(classId: number) {
  const qc = useQueryClient();
  return async (fields: ReviewFields) => {
    try {
      const saved = await createReview(classId, fields);
      showToast({
        type: 'success',
        message: t.pointsEarned(formatNumber(saved.review_point ?? 0)),
      });
      if (fields.score === 5) nativeBridge.storeReview();
      await qc.invalidateQueries({ queryKey: ['class'] });
    } catch (error) {
      throw reason(error);
    }
  };
}

export function useReview(reviewId: string | undefined) {
  return useQuery({
    queryKey: ['class', 'review', reviewId],
    queryFn: () => fetchReview(reviewId!),
    enabled: reviewId !== undefined && /^[1-9]\d{0,9}$/.test(reviewId),
  });
}

/** Saves one's own review (the API refuses anyone else's with 403). */
export function useUpdateReview(reviewId: number) {
  const qc = useQueryClient();
  return async (fields: ReviewFields) => {
    try {
      await updateReview(reviewId, fields);
      showToast({ type: 'success', message: t.saved });
      await qc.invalidateQueries({ queryKey: ['class'] });
    } catch (error) {
      const e = toApiError(error);
      throw e.status === 403 ? new Error(t.notAuthor) : reason(error);
    }
  };
}

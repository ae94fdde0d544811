import {
  createReview,
  failureMessage,
  formatNumber,
  nativeBridge,
  showToast,
  toApiError,
  updateReview,
  useMutation,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { ReviewFields } from '@baeum/shared';
import { classQueries } from '../../../lib/queries';
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
  const create = useMutation({
    mutationFn: (fields: ReviewFields) =>
      createReview(classId, fields).catch((error: unknown) => {
        throw reason(error);
      }),
    onSuccess: async (saved, fields) => {
      showToast({
        type: 'success',
        message: saved.review_point ? t.pointsEarned(formatNumber(saved.review_point)) : t.created,
      });
      if (fields.score === 5) nativeBridge.storeReview();
      await qc.invalidateQueries({ queryKey: classQueries.all });
    },
  });
  return create.mutateAsync;
}

export function useReview(reviewId: string | undefined) {
  return useQuery(classQueries.review(reviewId));
}

/** Saves one's own review (the API refuses anyone else's with 403). */
export function useUpdateReview(reviewId: number) {
  const qc = useQueryClient();
  const update = useMutation({
    mutationFn: (fields: ReviewFields) =>
      updateReview(reviewId, fields).catch((error: unknown) => {
        throw toApiError(error).status === 403 ? new Error(t.notAuthor) : reason(error);
      }),
    onSuccess: async () => {
      showToast({ type: 'success', message: t.saved });
      await qc.invalidateQueries({ queryKey: classQueries.all });
    },
  });
  return update.mutateAsync;
}

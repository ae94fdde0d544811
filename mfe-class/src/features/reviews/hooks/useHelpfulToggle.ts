import { useRef } from 'react';
import { likeFeed, patchQueryData, showToast, useMutation, useQueryClient } from '@baeum/shared';
import type { QueryKey, ReviewWire } from '@baeum/shared';
import { messages } from '../../../messages';

/** Applies `change` to the review with this id wherever it sits in a cached answer. */
export type ReviewPatcher<T> = (
  data: T,
  reviewId: number,
  change: (review: ReviewWire) => ReviewWire,
) => T;

/**
 * 도움돼요 on a review (squareLike with the review type), for any cached answer that holds
 * reviews: shown at once, then set to the server's count; rolled back with a toast on failure.
 * The server toggles, so a tap while one is on its way is ignored and counts never drift.
 */
export function useHelpfulToggle<T>(
  key: QueryKey,
  patch: ReviewPatcher<T>,
  /** After the server answered (e.g. refresh other lists that show the review). */
  onSettled?: () => void,
) {
  const qc = useQueryClient();
  const pending = useRef(new Set<number>());
  const helpful = useMutation({
    mutationFn: (reviewId: number) => likeFeed(reviewId, 'review'),
    onMutate: (reviewId: number) =>
      patchQueryData<T>(qc, key, (data) =>
        patch(data, reviewId, (r) => ({
          ...r,
          helpful_yn: r.helpful_yn === 'Y' ? 'N' : 'Y',
          helpful_cnt: Math.max(0, r.helpful_cnt + (r.helpful_yn === 'Y' ? -1 : 1)),
        })),
      ),
    onError: (_e, _id, undo) => {
      undo?.();
      showToast({ type: 'error', message: messages.reviews.helpfulFailed });
    },
    onSuccess: (answer, reviewId) =>
      qc.setQueryData<T>(
        key,
        (data) =>
          data &&
          patch(data, reviewId, (r) => ({
            ...r,
            helpful_yn: answer.like_yn,
            helpful_cnt: answer.like_cnt,
          })),
      ),
    onSettled: (_a, _e, reviewId) => {
      pending.current.delete(reviewId);
      onSettled?.();
    },
  });
  return (reviewId: number) => {
    if (pending.current.has(reviewId)) return;
    pending.current.add(reviewId);
    helpful.mutate(reviewId);
  };
}

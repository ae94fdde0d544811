import { showToast, useClassBookmark, useQueryClient } from '@baeum/shared';
import type { ClassCardData } from '@baeum/shared';
import { accountQueries, refreshCounts } from '../../../lib/queries';
import { messages } from '../../../messages';
import type { MyClassKind } from './useMyClasses';

/**
 * The bookmark button of a card on these lists. The shared mutation (spec §4) changes every
 * cached card of the class at once, these lists' pages too (a card taken off the wishlist leaves
 * it at once), and puts them back in place when the server fails; a failure is said in a toast.
 */
export function useBookmarkToggle(
  kind: MyClassKind,
  userId: number,
  limit: number,
  preview: boolean,
) {
  const qc = useQueryClient();
  const bookmark = useClassBookmark();
  return (item: ClassCardData) =>
    bookmark.mutate(
      { classId: item.class_id, current: item.class_have_status },
      {
        onError: () =>
          showToast({
            type: 'error',
            message:
              item.class_have_status === 'Y'
                ? messages.classes.removeFailed
                : messages.classes.toggleFailed,
          }),
        onSuccess: () => {
          // The other wishlist views and the counts. A full list on screen already shows the
          // change (refetching every loaded page for it would be waste); a preview refills.
          void qc.invalidateQueries({
            predicate: ({ queryKey }) =>
              queryKey[0] === accountQueries.all(userId)[0] &&
              queryKey[1] === userId &&
              queryKey[2] === 'bookmarks' &&
              !(kind === 'bookmarks' && !preview && queryKey[3] === limit),
          });
          refreshCounts(qc, userId);
        },
      },
    );
}

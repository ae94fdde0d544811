import {
  patchQueryData,
  showToast,
  toggleClassBookmark,
  useMutation,
  useQueryClient,
} from '@baeum/shared';
import type { ClassCardData, YN } from '@baeum/shared';
import { refreshCounts } from '../../../lib/queries';
import { messages } from '../../../messages';
import type { ClassPages, MyClassKind } from './useMyClasses';
import { myClassesQuery } from '../queries';

function withStatus(data: ClassPages, classId: number, status: YN): ClassPages {
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.map((item) =>
        item.class_id === classId ? { ...item, class_have_status: status } : item,
      ),
    ),
  };
}

class BookmarkNotSaved extends Error {}

/**
 * The bookmark button of a card on these lists. The shared action (spec §4) changes every card
 * of the class at once and undoes it when the server fails; on the wishlist the card also
 * leaves the list at once and comes back in its place on failure. Either way a failure is said
 * in a toast.
 */
export function useBookmarkToggle(
  kind: MyClassKind,
  userId: number,
  limit: number,
  preview: boolean,
) {
  const qc = useQueryClient();
  const key = myClassesQuery(kind, userId, limit).queryKey;
  const mutation = useMutation({
    mutationFn: async (item: ClassCardData) => {
      if (!(await toggleClassBookmark(item.class_id, item.class_have_status)))
        throw new BookmarkNotSaved();
    },
    onMutate: (item) => {
      if (kind !== 'bookmarks') return undefined;
      patchQueryData<ClassPages>(qc, key, (data) => withStatus(data, item.class_id, 'N'));
      return () =>
        qc.setQueryData<ClassPages>(key, (data) => data && withStatus(data, item.class_id, 'Y'));
    },
    onError: (_error, item, undo) => {
      undo?.();
      showToast({
        type: 'error',
        message:
          item.class_have_status === 'Y'
            ? messages.classes.removeFailed
            : messages.classes.toggleFailed,
      });
    },
    onSuccess: () => {
      // The other wishlist views and the counts. A full list on screen already shows the
      // change (refetching every loaded page for it would be waste); a preview refills.
      void qc.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === 'account' &&
          queryKey[1] === userId &&
          queryKey[2] === 'bookmarks' &&
          !(kind === 'bookmarks' && !preview && queryKey[3] === limit),
      });
      refreshCounts(qc, userId);
    },
  });
  return (item: ClassCardData) => mutation.mutate(item);
}

import { useCallback, useMemo } from 'react';
import type { ClassCardData } from '../api/types';
import { toggleClassBookmark } from './actions/bookmark';
import { classHaveStatusAtom } from './bookmark';
import { useAtomValue } from './jotai';
import { openModal } from './modal';
import { userAtom } from './user';

/**
 * The cards' bookmark toggle (spec section 4): signed in, it toggles at once through the shared
 * optimistic action; signed out, it opens the log-in modal instead.
 */
export function useBookmarkToggle(): (item: ClassCardData) => void {
  const user = useAtomValue(userAtom);
  const signedIn = user.id !== null;
  return useCallback(
    (item: ClassCardData) => {
      if (!signedIn) {
        openModal('Login');
        return;
      }
      void toggleClassBookmark(item.class_id, item.class_have_status);
    },
    [signedIn],
  );
}

/** The items with the bookmark status a toggle in this session set (it wins over the list's copy). */
export function useWithBookmarkStatus(items: ClassCardData[]): ClassCardData[] {
  const toggled = useAtomValue(classHaveStatusAtom);
  return useMemo(
    () =>
      items.map((item) => {
        const status = toggled[String(item.class_id)];
        return status && status !== item.class_have_status
          ? { ...item, class_have_status: status }
          : item;
      }),
    [items, toggled],
  );
}

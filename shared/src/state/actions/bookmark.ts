// Bookmark toggle (spec section 4): 'Y' means bookmarked; tapping adds or deletes; after a
// toggle, mode add sets Y, otherwise N. Optimistic, failures swallowed (section 8).
import { toggleBookmark } from '../../api/class';
import { isBookmarked } from '../../api/types';
import type { ClassCardData, Id, YN } from '../../api/types';
import { bookmarkClassListAtom, classHaveStatusAtom } from '../bookmark';
import { getStore } from '../jotai';
import { optimistic } from './optimistic';

/**
 * Toggles the bookmark of a class. `current` is the status the card shows (its
 * class_have_status); a toggle earlier in this session wins over it.
 */
export function toggleClassBookmark(
  classId: Id,
  current?: ClassCardData['class_have_status'],
): Promise<boolean> {
  const store = getStore();
  const key = String(classId);
  const shown = store.get(classHaveStatusAtom)[key] ?? current;
  const mode = isBookmarked(shown) ? 'remove' : 'add';
  const next: YN = mode === 'add' ? 'Y' : 'N';

  return optimistic(
    () => {
      const overrides = store.get(classHaveStatusAtom);
      const hadOverride = key in overrides;
      const previousOverride = overrides[key];
      store.set(classHaveStatusAtom, { ...overrides, [key]: next });
      const touched = setListStatus(key, next);
      return () => {
        const now = store.get(classHaveStatusAtom);
        if (now[key] === next) {
          const { [key]: _dropped, ...rest } = now;
          store.set(
            classHaveStatusAtom,
            hadOverride && previousOverride ? { ...rest, [key]: previousOverride } : rest,
          );
        }
        restoreListStatus(key, next, touched);
      };
    },
    () => toggleBookmark(classId, mode),
  );
}

type Touched = Map<number, ClassCardData['class_have_status']>;

/** Sets the status of the class in the bookmark list; returns the previous values by index. */
function setListStatus(key: string, status: YN): Touched {
  const store = getStore();
  const touched: Touched = new Map();
  const list = store.get(bookmarkClassListAtom).map((item, index) => {
    if (String(item.class_id) !== key) return item;
    touched.set(index, item.class_have_status);
    return { ...item, class_have_status: status };
  });
  if (touched.size) store.set(bookmarkClassListAtom, list);
  return touched;
}

function restoreListStatus(key: string, status: YN, touched: Touched): void {
  if (!touched.size) return;
  const store = getStore();
  store.set(
    bookmarkClassListAtom,
    store
      .get(bookmarkClassListAtom)
      .map((item, index) =>
        String(item.class_id) === key && item.class_have_status === status && touched.has(index)
          ? { ...item, class_have_status: touched.get(index) }
          : item,
      ),
  );
}

// Bookmarks (spec section 4, class_have_status): 'Y' means bookmarked; tapping adds or deletes;
// after a toggle, mode add sets Y, otherwise N. A class's card is in many cached answers owned by
// many remotes (the home sliders, search results, the class page, the wishlist): a toggle patches
// every cached answer that holds the class, so every card of it agrees, and a failure puts back
// only what the toggle changed (section 8). There is no copy of the status outside the cache.
import { useCallback } from 'react';
import { toggleBookmark } from '../api/class';
import { isBookmarked } from '../api/types';
import type { ClassCardData, Id, YN } from '../api/types';
import { useAtomValue } from '../state/jotai';
import { openModal } from '../state/modal';
import { userAtom } from '../state/user';
import { useMutation, useQueryClient } from './query';
import type { QueryClient } from './query';

/** What is toggled: the class, and the status its card shows now. */
export interface BookmarkToggle {
  classId: Id;
  current: ClassCardData['class_have_status'];
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * `value` with class_have_status `to` on every object of class `key` that shows `from` (any
 * status when `from` is null); the same reference when nothing changed.
 */
export function withClassStatus(value: unknown, key: string, from: YN | null, to: YN): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const patched = withClassStatus(item, key, from, to);
      changed ||= patched !== item;
      return patched;
    });
    return changed ? next : value;
  }
  if (!isPlain(value)) return value;
  let next: Record<string, unknown> | null = null;
  if ('class_id' in value && String(value.class_id) === key) {
    const shown = isBookmarked(value.class_have_status as ClassCardData['class_have_status'])
      ? 'Y'
      : 'N';
    if (shown !== to && (from === null || shown === from))
      next = { ...value, class_have_status: to };
  }
  for (const [field, item] of Object.entries(value)) {
    if (typeof item !== 'object' || item === null) continue;
    const patched = withClassStatus(item, key, from, to);
    if (patched !== item) {
      next ??= { ...value };
      next[field] = patched;
    }
  }
  return next ?? value;
}

/**
 * Sets the class's status in every cached answer that holds it (or in `only`); gives the keys
 * of the answers it changed.
 */
function setClassStatus(
  qc: QueryClient,
  key: string,
  from: YN | null,
  to: YN,
  only?: ReadonlySet<string>,
): Set<string> {
  const touched = new Set<string>();
  for (const query of qc.getQueryCache().getAll()) {
    const data = query.state.data;
    if (only && !only.has(query.queryHash)) continue;
    if (data === undefined || withClassStatus(data, key, from, to) === data) continue;
    // Set, not patchQueryData: that cancels a fetch in flight, and a list loading its next page
    // while the class is toggled must not lose that page (bookmarks.test). The cost: an answer
    // asked before the toggle may land after it with the old heart, until that list refetches.
    qc.setQueryData(query.queryKey, withClassStatus(data, key, from, to));
    touched.add(query.queryHash);
  }
  return touched;
}

/**
 * The bookmark toggle as a mutation: every card of the class changes at once, the server call
 * runs behind it, and on failure the cards that still show this toggle's status go back.
 * Resolves with the status the server says the class now has.
 */
export function useClassBookmark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, current }: BookmarkToggle) =>
      toggleBookmark(classId, isBookmarked(current) ? 'remove' : 'add'),
    onMutate: ({ classId, current }) => {
      const key = String(classId);
      const to: YN = isBookmarked(current) ? 'N' : 'Y';
      const touched = setClassStatus(qc, key, null, to);
      return () => void setClassStatus(qc, key, to, to === 'Y' ? 'N' : 'Y', touched);
    },
    onError: (_error, _toggle, undo) => undo?.(),
    onSuccess: (status, { classId }) => void setClassStatus(qc, String(classId), null, status),
  });
}

/**
 * The cards' bookmark toggle (spec section 4): signed in, it toggles at once (useClassBookmark);
 * signed out, it opens the log-in modal instead.
 */
export function useBookmarkToggle(): (item: ClassCardData) => void {
  const user = useAtomValue(userAtom);
  const signedIn = user.id !== null;
  const { mutate } = useClassBookmark();
  return useCallback(
    (item: ClassCardData) => {
      if (!signedIn) {
        openModal('Login');
        return;
      }
      mutate({ classId: item.class_id, current: item.class_have_status });
    },
    [signedIn, mutate],
  );
}

// Recent search keywords (spec sections 4 and 6). Removal shows on screen first and the
// server call is not awaited; if it fails, the keyword comes back.
import { clearRecentKeywords, fetchRecentKeywords, removeRecentKeyword } from '../../api/search';
import type { RecentKeyword } from '../../api/search';
import type { Id } from '../../api/types';
import { getStore } from '../jotai';
import { recentKeywordListAtom } from '../search';
import { userAtom } from '../user';
import { reinsert } from './optimistic';

const sameId = (id: Id) => (keyword: RecentKeyword) => String(keyword.id) === String(id);

/** Spec section 6: recent keywords are fetched only for a loaded user with an id. */
export async function loadRecentKeywords(): Promise<boolean> {
  const store = getStore();
  const { isLoaded, id } = store.get(userAtom);
  if (!isLoaded || id === null) return false;
  try {
    store.set(recentKeywordListAtom, await fetchRecentKeywords(id));
    return true;
  } catch {
    return false;
  }
}

/** Removes one keyword from the list at once; the server call runs behind it. */
export function dismissRecentKeyword(userId: Id, keywordId: Id): void {
  const store = getStore();
  const list = store.get(recentKeywordListAtom);
  const index = list.findIndex(sameId(keywordId));
  const removed = list[index];
  if (!removed) return;
  store.set(
    recentKeywordListAtom,
    list.filter((keyword) => keyword !== removed),
  );
  void removeRecentKeyword(userId, keywordId).catch(() => {
    store.set(
      recentKeywordListAtom,
      reinsert(store.get(recentKeywordListAtom), removed, index, sameId(keywordId)),
    );
  });
}

/** Clears the list at once; the server call runs behind it. */
export function dismissAllRecentKeywords(userId: Id): void {
  const store = getStore();
  const removed = store.get(recentKeywordListAtom);
  if (!removed.length) return;
  store.set(recentKeywordListAtom, []);
  void clearRecentKeywords(userId).catch(() => {
    const now = store.get(recentKeywordListAtom);
    store.set(recentKeywordListAtom, [
      ...removed.filter((keyword) => !now.some(sameId(keyword.id))),
      ...now,
    ]);
  });
}

import {
  classHaveStatusAtom,
  fetchBookmarks,
  fetchRecentClasses,
  useAtomValue,
  useInfiniteQuery,
} from '@baeum/shared';
import type { ClassCardData, InfiniteData } from '@baeum/shared';
import { accountKeys } from '../../../lib/accountKeys';

export type MyClassKind = 'bookmarks' | 'recent';

export type ClassPages = InfiniteData<ClassCardData[], number>;

/** Spec §3's paging of both lists: skip and limit. */
export const MY_CLASS_PAGE_SIZE = 20;

export function myClassesKey(kind: MyClassKind, userId: number, limit: number) {
  return kind === 'bookmarks'
    ? accountKeys.bookmarks(userId, limit)
    : accountKeys.recent(userId, limit);
}

async function fetchPage(kind: MyClassKind, userId: number, skip: number, limit: number) {
  if (kind === 'recent') return fetchRecentClasses(userId, { skip, limit });
  // Every card of the wishlist is bookmarked, whatever the answer says of it.
  const list = await fetchBookmarks(userId, { skip, limit });
  return list.map((item) => ({ ...item, class_have_status: 'Y' as const }));
}

/** Still on the server's list: a bookmark removed here leaves the server's list at once. */
const stillListed = (item: ClassCardData) => item.class_have_status !== 'N';

/**
 * The wishlist (`log/wishlist-class`) or recently viewed classes (`log/view-class`), `limit` at a
 * time. The next skip counts the cards the server still has, so a bookmark removed on this
 * screen does not make the next page skip a card.
 */
export function useMyClasses(kind: MyClassKind, userId: number, limit = MY_CLASS_PAGE_SIZE) {
  const query = useInfiniteQuery({
    queryKey: myClassesKey(kind, userId, limit),
    queryFn: ({ pageParam }) => fetchPage(kind, userId, pageParam, limit),
    initialPageParam: 0,
    getNextPageParam: (last, all) =>
      last.length < limit
        ? undefined
        : kind === 'bookmarks'
          ? all.flat().filter(stillListed).length
          : all.flat().length,
  });
  // A toggle anywhere in this session (class detail, another list) wins over the cached answer.
  const toggled = useAtomValue(classHaveStatusAtom);
  const seen = new Set<number>();
  const classes: ClassCardData[] = [];
  for (const item of query.data?.pages.flat() ?? []) {
    if (seen.has(item.class_id)) continue;
    seen.add(item.class_id);
    const status = toggled[String(item.class_id)] ?? item.class_have_status;
    if (kind === 'bookmarks' && status === 'N') continue;
    classes.push({ ...item, class_have_status: status });
  }
  return { query, classes };
}

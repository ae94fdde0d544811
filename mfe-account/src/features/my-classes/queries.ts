// The wishlist and the recently viewed classes (README "Data"), `limit` at a time.
import { fetchBookmarks, fetchRecentClasses, infiniteQueryOptions } from '@baeum/shared';
import type { ClassCardData } from '@baeum/shared';
import { accountQueries } from '../../lib/queries';

export type MyClassKind = 'bookmarks' | 'recent';

async function fetchPage(kind: MyClassKind, userId: number, skip: number, limit: number) {
  if (kind === 'recent') return fetchRecentClasses(userId, { skip, limit });
  // Every card of the wishlist is bookmarked, whatever the answer says of it.
  const list = await fetchBookmarks(userId, { skip, limit });
  return list.map((item) => ({ ...item, class_have_status: 'Y' as const }));
}

/** Still on the server's list: a bookmark removed here leaves the server's list at once. */
const stillListed = (item: ClassCardData) => item.class_have_status !== 'N';

/**
 * The wishlist (`log/wishlist-class`) or recently viewed classes (`log/view-class`). The next
 * skip counts the cards the server still has, so a bookmark removed on this screen does not
 * make the next page skip a card.
 */
export const myClassesQuery = (kind: MyClassKind, userId: number, limit: number) =>
  infiniteQueryOptions({
    queryKey: [...accountQueries.all(userId), kind, limit],
    queryFn: ({ pageParam }) => fetchPage(kind, userId, pageParam, limit),
    initialPageParam: 0,
    getNextPageParam: (last: ClassCardData[], all: ClassCardData[][]) =>
      last.length < limit
        ? undefined
        : kind === 'bookmarks'
          ? all.flat().filter(stillListed).length
          : all.flat().length,
  });

import { useInfiniteQuery } from '@baeum/shared';
import type { ClassCardData, InfiniteData } from '@baeum/shared';
import { myClassesQuery } from '../queries';
import type { MyClassKind } from '../queries';

export type { MyClassKind } from '../queries';

export type ClassPages = InfiniteData<ClassCardData[], number>;

/** Spec §3's paging of both lists: skip and limit. */
export const MY_CLASS_PAGE_SIZE = 20;

/**
 * The wishlist or the recently viewed classes (see myClassesQuery). A bookmark toggle anywhere
 * (class detail, another list) patches these cached pages too (useClassBookmark), so a class
 * taken off the wishlist leaves it at once.
 */
export function useMyClasses(kind: MyClassKind, userId: number, limit = MY_CLASS_PAGE_SIZE) {
  const query = useInfiniteQuery(myClassesQuery(kind, userId, limit));
  const seen = new Set<number>();
  const classes: ClassCardData[] = [];
  for (const item of query.data?.pages.flat() ?? []) {
    if (seen.has(item.class_id)) continue;
    seen.add(item.class_id);
    if (kind === 'bookmarks' && item.class_have_status === 'N') continue;
    classes.push(item);
  }
  return { query, classes };
}

import { classHaveStatusAtom, useAtomValue, useInfiniteQuery } from '@baeum/shared';
import type { ClassCardData, InfiniteData } from '@baeum/shared';
import { myClassesQuery } from '../queries';
import type { MyClassKind } from '../queries';

export type { MyClassKind } from '../queries';

export type ClassPages = InfiniteData<ClassCardData[], number>;

/** Spec §3's paging of both lists: skip and limit. */
export const MY_CLASS_PAGE_SIZE = 20;

/** The wishlist or the recently viewed classes (see myClassesQuery), toggles applied. */
export function useMyClasses(kind: MyClassKind, userId: number, limit = MY_CLASS_PAGE_SIZE) {
  const query = useInfiniteQuery(myClassesQuery(kind, userId, limit));
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

import { useNavigationType } from 'react-router-dom';
import { usePagedList } from '../../../lib/pagedList';
import type { PagedList } from '../../../lib/pagedList';
import type { CategorySort } from '../../../lib/sortOptions';
import { categoryClassesQuery } from '../queries';

/** A category's classes paged by skip and limit, sorted by sort_item and order. */
export function useCategoryClasses(
  categoryId: string | null,
  subCategoryId: string | null,
  sort: CategorySort,
  initialPages: number,
): PagedList {
  const navigationType = useNavigationType();
  return usePagedList({
    query: categoryClassesQuery(categoryId, subCategoryId, sort, initialPages),
    reuse: navigationType === 'POP',
  });
}

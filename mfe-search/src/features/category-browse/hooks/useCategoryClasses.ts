import { useNavigationType } from 'react-router-dom';
import { fetchCategoryClasses } from '@baeum/shared';
import { usePagedList } from '../../../lib/pagedList';
import type { PagedList } from '../../../lib/pagedList';
import { CATEGORY_SORTS } from '../../../lib/sortOptions';
import type { CategorySort } from '../../../lib/sortOptions';
import { CATEGORY_AREA } from '../../../state/category';

/** A category's classes paged by skip and limit, sorted by sort_item and order. */
export function useCategoryClasses(
  categoryId: string | null,
  subCategoryId: string | null,
  sort: CategorySort,
  initialPages: number,
): PagedList {
  const navigationType = useNavigationType();
  const { sortItem, order } = CATEGORY_SORTS[sort];
  return usePagedList({
    area: CATEGORY_AREA,
    key: categoryId === null ? null : `${categoryId}|${subCategoryId ?? ''}|${sort}`,
    initialPages,
    reuse: navigationType === 'POP',
    fetchRange: (start, end) =>
      fetchCategoryClasses({
        category: categoryId ?? '',
        subCategory: subCategoryId,
        sortItem,
        order,
        skip: start,
        limit: end - start,
      }).then((page) => ({ items: page.classList, total: page.totalCount })),
  });
}

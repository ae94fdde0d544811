// A category's classes (README "Data"), per sub-category and sort, page by page.
import { fetchCategoryClasses } from '@baeum/shared';
import { pagedClassesQuery } from '../../lib/queries';
import { CATEGORY_SORTS } from '../../lib/sortOptions';
import type { CategorySort } from '../../lib/sortOptions';
import { CATEGORY_AREA } from '../../state/category';

/** Paged by skip and limit, sorted by sort_item and order; none asked without a category. */
export const categoryClassesQuery = (
  categoryId: string | null,
  subCategoryId: string | null,
  sort: CategorySort,
  initialPages: number,
) => {
  const { sortItem, order } = CATEGORY_SORTS[sort];
  return pagedClassesQuery(
    ['mfe-search', CATEGORY_AREA, 'paged', categoryId, subCategoryId, sort],
    (start, end) =>
      fetchCategoryClasses({
        category: categoryId ?? '',
        subCategory: subCategoryId,
        sortItem,
        order,
        skip: start,
        limit: end - start,
      }).then((page) => ({ items: page.classList, total: page.totalCount })),
    initialPages,
    categoryId !== null,
  );
};

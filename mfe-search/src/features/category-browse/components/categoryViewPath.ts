import { categoryPath } from '../../../lib/paths';
import { DEFAULT_CATEGORY_SORT } from '../../../lib/sortOptions';
import type { CategorySort } from '../../../lib/sortOptions';

/** The URL of a category view; the sort is kept when the category or sub-category changes. */
export function categoryViewPath(
  categoryId: number | string,
  subCategoryId: number | string | null,
  sort: CategorySort,
): string {
  const path = categoryPath(categoryId, subCategoryId);
  return sort === DEFAULT_CATEGORY_SORT ? path : `${path}&sort=${sort}`;
}

import { fetchCategories, fetchSubCategories } from '@baeum/shared';
import type { CategoryWire, SubCategoryWire } from '@baeum/shared';
import { CATEGORY_AREA } from '../state/category';
import { useResource } from './resource';
import type { ResourceState } from './resource';

/** The top categories with their icons (used by home, the overlay and the category page). */
export function useCategories(): ResourceState<CategoryWire[]> {
  return useResource(CATEGORY_AREA, 'categories', fetchCategories);
}

export function useSubCategories(categoryId: string | null): ResourceState<SubCategoryWire[]> {
  return useResource(CATEGORY_AREA, categoryId === null ? null : `sub:${categoryId}`, () =>
    fetchSubCategories(categoryId ?? ''),
  );
}

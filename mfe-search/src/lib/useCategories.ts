import type { CategoryWire, SubCategoryWire } from '@baeum/shared';
import { categoryQueries } from './queries';
import { useResource } from './resource';
import type { ResourceState } from './resource';

/** The top categories with their icons (used by home, the overlay and the category page). */
export function useCategories(): ResourceState<CategoryWire[]> {
  return useResource(categoryQueries.all());
}

export function useSubCategories(categoryId: string | null): ResourceState<SubCategoryWire[]> {
  return useResource(categoryQueries.sub(categoryId));
}

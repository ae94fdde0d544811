// The orders a list can be sorted by, as they travel. Labels live in messages.ts.

import { SEARCH_ORDERS } from '@baeum/shared/validation';
import type { SearchOrder } from '@baeum/shared/validation';

/** Class search `order` (spec section 5): the product's one list, which the API enforces. */
export { SEARCH_ORDERS };
export type { SearchOrder };
export const DEFAULT_SEARCH_ORDER: SearchOrder = 'match_score';

export function readSearchOrder(value: string | null): SearchOrder {
  return (SEARCH_ORDERS as readonly string[]).includes(value ?? '')
    ? (value as SearchOrder)
    : DEFAULT_SEARCH_ORDER;
}

/** Category sorts as the URL names them, and the `sort_item` and `order` each one sends. */
export const CATEGORY_SORTS = {
  popular: { sortItem: 'popular', order: 'desc' },
  latest: { sortItem: 'latest', order: 'desc' },
  rating: { sortItem: 'rating', order: 'desc' },
  review: { sortItem: 'review', order: 'desc' },
  price_low: { sortItem: 'price', order: 'asc' },
  price_high: { sortItem: 'price', order: 'desc' },
  discount: { sortItem: 'discount', order: 'desc' },
} as const;
export type CategorySort = keyof typeof CATEGORY_SORTS;
export const CATEGORY_SORT_KEYS = Object.keys(CATEGORY_SORTS) as CategorySort[];
export const DEFAULT_CATEGORY_SORT: CategorySort = 'popular';

export function readCategorySort(value: string | null): CategorySort {
  return value !== null && Object.hasOwn(CATEGORY_SORTS, value)
    ? (value as CategorySort)
    : DEFAULT_CATEGORY_SORT;
}

// The search remote's server data read by more than one feature (README "Data"): queryOptions
// factories; each feature's own answers are in its `queries.ts`. Every key starts with
// ['mfe-search', area] (the areas of spec section 3: state/main, state/search, state/category).
import {
  fetchCategories,
  fetchSearchRank,
  fetchSubCategories,
  infiniteQueryOptions,
  queryOptions,
} from '@baeum/shared';
import type { ClassCardData, QueryKey } from '@baeum/shared';
import { CATEGORY_AREA } from '../state/category';
import { SEARCH_AREA } from '../state/search';

/** Answers younger than this are reused as they are; older ones show while they refresh. */
export const RESOURCE_FRESH_MS = 60_000;

export const PAGE_SIZE = 20;

/** One page of a class list, and how many there are in all. */
export interface PageAnswer {
  items: ClassCardData[];
  total: number;
}

/** The classes [start, end) of a list. */
export interface Range {
  start: number;
  end: number;
}

const loadedCount = (pages: PageAnswer[]) => pages.reduce((n, p) => n + p.items.length, 0);

/**
 * A class list paged by start and end (search results, a category's classes), as an infinite
 * query: `initialPages` pages at once when nothing is cached (page=3 in the address loads 60),
 * then PAGE_SIZE more each time; an empty page ends the list even if the total said otherwise.
 */
export function pagedClassesQuery(
  queryKey: QueryKey,
  fetchRange: (start: number, end: number) => Promise<PageAnswer>,
  initialPages: number,
  enabled: boolean,
) {
  return infiniteQueryOptions({
    queryKey,
    enabled,
    queryFn: ({ pageParam }: { pageParam: Range }) => fetchRange(pageParam.start, pageParam.end),
    initialPageParam: { start: 0, end: Math.max(1, initialPages) * PAGE_SIZE } as Range,
    getNextPageParam: (last: PageAnswer, all: PageAnswer[]): Range | undefined => {
      const loaded = loadedCount(all);
      if (last.items.length === 0 || loaded >= last.total) return undefined;
      return { start: loaded, end: loaded + PAGE_SIZE };
    },
  });
}

/** The top categories with their icons (home, the overlay and the category page), and subs. */
export const categoryQueries = {
  all: () =>
    queryOptions({
      queryKey: ['mfe-search', CATEGORY_AREA, 'categories'],
      queryFn: fetchCategories,
      staleTime: RESOURCE_FRESH_MS,
    }),
  /** One category's sub-categories; none asked before the category is known. */
  sub: (categoryId: string | null) =>
    queryOptions({
      queryKey: ['mfe-search', CATEGORY_AREA, 'sub', categoryId],
      queryFn: () => fetchSubCategories(categoryId ?? ''),
      enabled: categoryId !== null,
      staleTime: RESOURCE_FRESH_MS,
    }),
};

/** The popular keywords (search_rank), in rank order. */
export const keywordRankQuery = () =>
  queryOptions({
    queryKey: ['mfe-search', SEARCH_AREA, 'rank'],
    queryFn: fetchSearchRank,
    staleTime: RESOURCE_FRESH_MS,
  });

// The search results (README "Data"): one keyword and order's classes, page by page.
import { searchClasses } from '@baeum/shared';
import { pagedClassesQuery } from '../../lib/queries';
import type { SearchOrder } from '../../lib/sortOptions';
import { SEARCH_AREA } from '../../state/search';

/**
 * Signed in, the user id goes in the path (the server then keeps the keyword as a recent one);
 * undefined = the user is still loading, so nothing is asked yet (the search runs once, with
 * the right path).
 */
export const searchResultsQuery = (
  keyword: string,
  order: SearchOrder,
  userId: number | null | undefined,
  initialPages: number,
) =>
  pagedClassesQuery(
    ['mfe-search', SEARCH_AREA, 'paged', keyword, order, userId ?? null],
    (start, end) =>
      searchClasses({ keyword, order, start, end, userId }).then((answer) => ({
        items: answer.classList,
        total: answer.totalCount,
      })),
    initialPages,
    keyword !== '' && userId !== undefined,
  );

import { useNavigationType } from 'react-router-dom';
import { useAtomValue, userAtom } from '@baeum/shared';
import { usePagedList } from '../../../lib/pagedList';
import type { PagedList } from '../../../lib/pagedList';
import type { SearchOrder } from '../../../lib/sortOptions';
import { searchResultsQuery } from '../queries';

/**
 * Class search paged by start and end. Signed in, the user id goes in the path (the server
 * then keeps the keyword as a recent one); it waits for the user to be loaded so the search
 * runs once, with the right path.
 */
export function useSearchResults(
  keyword: string,
  order: SearchOrder,
  initialPages: number,
): PagedList {
  const user = useAtomValue(userAtom);
  const navigationType = useNavigationType();
  const userId = user.isLoaded ? user.id : undefined;
  return usePagedList({
    query: searchResultsQuery(keyword, order, userId, initialPages),
    // Back (or forward) shows the pages already seen; a new search starts from the top.
    reuse: navigationType === 'POP',
  });
}

// The search area (spec section 3, "Search"): class search results per keyword and order, and
// the popular keywords. Recent keywords live in @baeum/shared (recentKeywordListAtom) because
// the shell clears them with the session.
import { createPagedCacheAtom } from '../lib/pagedList';
import { createResourceCacheAtom } from '../lib/resource';

/** Class search pages by `keyword|order|user`. */
export const searchResultCacheAtom = createPagedCacheAtom();

/** keywordRankList (search_rank). */
export const keywordRankCacheAtom = createResourceCacheAtom();

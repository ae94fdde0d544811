// The search area (spec section 3, "Search"): class search results per keyword and order, and
// the popular keywords, in the one query cache under this area's name. Recent keywords live in
// @baeum/shared (recentKeywordListAtom) because the shell clears them with the session.
export const SEARCH_AREA = 'search';

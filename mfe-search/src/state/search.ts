// The search area (spec section 3, "Search"): class search results per keyword and order, and
// the popular keywords, in the one query cache under this area's name. Recent keywords are in
// the cache too, per user (features/search-overlay/queries.ts).
export const SEARCH_AREA = 'search';

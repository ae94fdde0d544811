// The search overlay's server data (README "Data"): one queryOptions factory per answer.
import { fetchRecentKeywords, queryOptions } from '@baeum/shared';
import type { Id } from '@baeum/shared';

/** The signed-in user's recent keywords (spec sections 4 and 6), per user. */
export const recentKeywordsQuery = (userId: Id) =>
  queryOptions({
    queryKey: ['mfe-search', 'recent-keywords', String(userId)],
    queryFn: () => fetchRecentKeywords(userId),
  });

import { useTrackFamousKeywords } from '@baeum/shared';
import type { SearchRankEntry } from '@baeum/shared';
import { keywordRankQuery } from './queries';
import { useResource } from './resource';
import type { ResourceState } from './resource';

/** The popular keywords (search_rank), in rank order; they go into the tracking record too. */
export function useKeywordRank(): ResourceState<SearchRankEntry[]> {
  const rank = useResource(keywordRankQuery());
  // Spec section 3: the tracking record carries the popular keywords the page shows.
  useTrackFamousKeywords(rank.data?.map((entry) => entry.keyword));
  return rank;
}

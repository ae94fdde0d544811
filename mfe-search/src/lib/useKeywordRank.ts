import { fetchSearchRank } from '@baeum/shared';
import type { SearchRankEntry } from '@baeum/shared';
import { keywordRankCacheAtom } from '../state/search';
import { useResource } from './resource';
import type { ResourceState } from './resource';

/** The popular keywords (search_rank), in rank order. */
export function useKeywordRank(): ResourceState<SearchRankEntry[]> {
  return useResource(keywordRankCacheAtom, 'rank', fetchSearchRank);
}

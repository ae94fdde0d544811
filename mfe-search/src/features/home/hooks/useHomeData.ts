// The home page's data (spec section 3, "Main" and "Event"): banners, keyword, event and class
// recommendations. Signed-in variants ask with the user id, once the user is loaded.
import { serviceQueries, useAtomValue, useQuery, userAtom } from '@baeum/shared';
import type { AppMainWire, KeywordRecommendWire, RecommendWire } from '@baeum/shared';
import { useResource } from '../../../lib/resource';
import type { ResourceState } from '../../../lib/resource';
import { homeQueries } from '../queries';
import type { EventRecommendWire } from '../queries';

/** The user id to ask with: undefined while loading, null for a visitor. */
function useViewerId(): number | null | undefined {
  const user = useAtomValue(userAtom);
  return user.isLoaded ? user.id : undefined;
}

/** The banners come with the service info, one request shared with the shell's footer. */
export function useBanners(): ResourceState<AppMainWire> {
  const query = useQuery(serviceQueries.info());
  return {
    status: query.data ? 'success' : query.isError ? 'error' : 'loading',
    data: query.data,
    error: query.error,
    reload: () => void query.refetch(),
  };
}

export function useKeywordRecommend(): ResourceState<KeywordRecommendWire> {
  return useResource(homeQueries.keyword(useViewerId()));
}

export function useEventRecommend(): ResourceState<EventRecommendWire> {
  return useResource(homeQueries.event(useViewerId()));
}

export function useMainRecommend(): ResourceState<RecommendWire> {
  return useResource(homeQueries.main(useViewerId()));
}

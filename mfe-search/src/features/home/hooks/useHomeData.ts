// The home page's data (spec section 3, "Main" and "Event"): banners, keyword, event and class
// recommendations. Signed-in variants ask with the user id, once the user is loaded.
import {
  fetchEventRecommendations,
  fetchKeywordRecommendations,
  fetchMainRecommendations,
  serviceQueries,
  useAtomValue,
  useQuery,
  userAtom,
} from '@baeum/shared';
import type { AppMainWire, KeywordRecommendWire, RecommendWire } from '@baeum/shared';
import { useResource } from '../../../lib/resource';
import type { ResourceState } from '../../../lib/resource';
import { MAIN_AREA } from '../../../state/main';

/** The user id to ask with: undefined while loading, null for a visitor. */
function useViewerId(): number | null | undefined {
  const user = useAtomValue(userAtom);
  return user.isLoaded ? user.id : undefined;
}

function viewerKey(name: string, viewer: number | null | undefined): string | null {
  return viewer === undefined ? null : `${name}:${viewer ?? 'anonymous'}`;
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
  const viewer = useViewerId();
  return useResource(MAIN_AREA, viewerKey('keyword', viewer), () =>
    fetchKeywordRecommendations(viewer),
  );
}

/** The event answer carries the event's own fields (title, description, bgcolor) beside the list. */
export interface EventRecommendWire extends RecommendWire {
  title?: string;
  description?: string;
  bgcolor?: string;
  banner_image?: string;
}

export function useEventRecommend(): ResourceState<EventRecommendWire> {
  const viewer = useViewerId();
  return useResource(
    MAIN_AREA,
    viewerKey('event', viewer),
    () => fetchEventRecommendations(viewer) as Promise<EventRecommendWire>,
  );
}

export function useMainRecommend(): ResourceState<RecommendWire> {
  const viewer = useViewerId();
  return useResource(MAIN_AREA, viewerKey('main', viewer), () => fetchMainRecommendations(viewer));
}

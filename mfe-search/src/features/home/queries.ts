// The home page's recommendations (README "Data"): keyword, event and class, per viewer. The
// banners come with shared's serviceQueries.info() (one request with the shell's footer).
import {
  fetchEventRecommendations,
  fetchKeywordRecommendations,
  fetchMainRecommendations,
  queryOptions,
} from '@baeum/shared';
import type { RecommendWire } from '@baeum/shared';
import { RESOURCE_FRESH_MS } from '../../lib/queries';
import { MAIN_AREA } from '../../state/main';

/** The event answer carries the event's own fields (title, description, bgcolor) beside the list. */
export interface EventRecommendWire extends RecommendWire {
  title?: string;
  description?: string;
  bgcolor?: string;
  banner_image?: string;
}

/** The viewer: undefined while the session loads (nothing asked yet), null for a visitor. */
type Viewer = number | null | undefined;

const key = (name: string, viewer: Viewer) => ['mfe-search', MAIN_AREA, name, viewer ?? null];

export const homeQueries = {
  keyword: (viewer: Viewer) =>
    queryOptions({
      queryKey: key('keyword', viewer),
      queryFn: () => fetchKeywordRecommendations(viewer),
      enabled: viewer !== undefined,
      staleTime: RESOURCE_FRESH_MS,
    }),
  event: (viewer: Viewer) =>
    queryOptions({
      queryKey: key('event', viewer),
      queryFn: () => fetchEventRecommendations(viewer) as Promise<EventRecommendWire>,
      enabled: viewer !== undefined,
      staleTime: RESOURCE_FRESH_MS,
    }),
  main: (viewer: Viewer) =>
    queryOptions({
      queryKey: key('main', viewer),
      queryFn: () => fetchMainRecommendations(viewer),
      enabled: viewer !== undefined,
      staleTime: RESOURCE_FRESH_MS,
    }),
};

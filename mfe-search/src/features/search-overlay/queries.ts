// The search overlay's server data (README "Data"): one queryOptions factory per answer.
import {
  fetchMainRecommendations,
  fetchRecentClasses,
  fetchRecentKeywords,
  fetchUserRecommendations,
  queryOptions,
} from '@baeum/shared';
import type { ClassCardData, Id, UserInfo } from '@baeum/shared';
import { MAIN_AREA } from '../../state/main';

/** The signed-in user's recent keywords (spec sections 4 and 6), per user. */
export const recentKeywordsQuery = (userId: Id) =>
  queryOptions({
    queryKey: ['mfe-search', 'recent-keywords', String(userId)],
    queryFn: () => fetchRecentKeywords(userId),
  });

export interface OverlayClassesAnswer {
  /** recent: recently viewed; personal: recommended for the signed-in user; today: for everyone. */
  kind: 'recent' | 'personal' | 'today';
  list: ClassCardData[];
}

/**
 * Spec sections 2 and 6: recent classes and personal recommendations are fetched only for a
 * loaded user with an id; a signed-out visitor gets today's general recommendations. Recent
 * classes change whenever a class is viewed, so each opening refreshes them in the background.
 */
export const overlayClassesQuery = (user: UserInfo) =>
  queryOptions({
    queryKey: ['mfe-search', MAIN_AREA, 'overlay-classes', user.id],
    queryFn: async (): Promise<OverlayClassesAnswer> => {
      if (user.id === null)
        return { kind: 'today', list: (await fetchMainRecommendations()).recom_list };
      const recent = await fetchRecentClasses(user.id);
      if (recent.length > 0) return { kind: 'recent', list: recent };
      return { kind: 'personal', list: (await fetchUserRecommendations(user.id)).recom_list };
    },
    enabled: user.isLoaded,
    staleTime: 0,
  });

import {
  fetchMainRecommendations,
  fetchRecentClasses,
  fetchUserRecommendations,
} from '@baeum/shared';
import type { ClassCardData, UserInfo } from '@baeum/shared';
import { useResource } from '../../../lib/resource';
import type { ResourceState } from '../../../lib/resource';
import { MAIN_AREA } from '../../../state/main';

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
export function useOverlayClasses(user: UserInfo): ResourceState<OverlayClassesAnswer> {
  const key = !user.isLoaded ? null : `overlay-classes:${user.id ?? 'anonymous'}`;
  return useResource(
    MAIN_AREA,
    key,
    async (): Promise<OverlayClassesAnswer> => {
      if (user.id === null)
        return { kind: 'today', list: (await fetchMainRecommendations()).recom_list };
      const recent = await fetchRecentClasses(user.id);
      if (recent.length > 0) return { kind: 'recent', list: recent };
      return { kind: 'personal', list: (await fetchUserRecommendations(user.id)).recom_list };
    },
    0,
  );
}

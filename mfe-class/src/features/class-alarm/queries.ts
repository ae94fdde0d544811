// The alarm settings' data (README "Data"): the classes the member takes.
import { classQueries, fetchCurrentUser, queryOptions } from '@baeum/shared';
import type { ClassCardData, CurrentUserWire } from '@baeum/shared';

/**
 * The classes the user takes. The shared user atom keeps no class list (toUserInfo drops it),
 * so they come from the current user's `registered_class_list`; a server that sends only
 * `class_list` has the taken classes there for a learner (for a coach it lists the managed ones,
 * which have no learning alarm).
 */
export function takenClasses(me: CurrentUserWire): ClassCardData[] {
  if (me.registered_class_list) return me.registered_class_list;
  return me.coach_yn === 'Y' ? [] : (me.class_list ?? []);
}

/** Per user, never another's; none asked before the session knows who it is. */
export const myClassesQuery = (userId: number | null) =>
  queryOptions({
    queryKey: [...classQueries.myClasses, userId],
    queryFn: async () => takenClasses(await fetchCurrentUser()),
    enabled: userId !== null,
  });

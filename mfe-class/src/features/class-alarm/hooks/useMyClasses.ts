import { useCallback } from 'react';
import { fetchCurrentUser, useAtomValue, useQuery, userAtom } from '@baeum/shared';
import type { ClassCardData, CurrentUserWire } from '@baeum/shared';

export type MyClassesState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error' }
  | { status: 'ready'; classes: ClassCardData[] };

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

/** The current user's taken classes, through the one query cache (per user, never another's). */
export function useMyClasses() {
  const user = useAtomValue(userAtom);
  const userId = user.id;
  // The shell's session boot may still be running: not loaded and no id yet means "wait".
  const waiting = !user.isLoaded && userId === null;
  const query = useQuery({
    queryKey: ['class', 'my-classes', userId],
    queryFn: async () => takenClasses(await fetchCurrentUser()),
    enabled: userId !== null,
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  let state: MyClassesState;
  if (waiting) state = { status: 'loading' };
  else if (userId === null) state = { status: 'signed-out' };
  else if (query.data) state = { status: 'ready', classes: query.data };
  else state = query.isError ? { status: 'error' } : { status: 'loading' };
  return { state, retry };
}

import { useCallback, useEffect, useState } from 'react';
import { fetchCurrentUser, useAtomValue, userAtom } from '@baeum/shared';
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

export function useMyClasses() {
  const user = useAtomValue(userAtom);
  const userId = user.id;
  // The shell's session boot may still be running: not loaded and no id yet means "wait".
  const waiting = !user.isLoaded && userId === null;
  const [result, setResult] = useState<{ userId: number; state: MyClassesState } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (userId === null) return;
    let current = true;
    setResult({ userId, state: { status: 'loading' } });
    fetchCurrentUser().then(
      (me) =>
        current && setResult({ userId, state: { status: 'ready', classes: takenClasses(me) } }),
      () => current && setResult({ userId, state: { status: 'error' } }),
    );
    return () => {
      current = false;
    };
  }, [userId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let state: MyClassesState;
  if (waiting) state = { status: 'loading' };
  else if (userId === null) state = { status: 'signed-out' };
  // An answer for another user (signed out and in again) is never shown.
  else state = result?.userId === userId ? result.state : { status: 'loading' };
  return { state, retry };
}

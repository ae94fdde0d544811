import { useCallback } from 'react';
import { useAtomValue, useQuery, userAtom } from '@baeum/shared';
import type { ClassCardData } from '@baeum/shared';
import { myClassesQuery } from '../queries';

export type MyClassesState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error' }
  | { status: 'ready'; classes: ClassCardData[] };

/** The current user's taken classes, through the one query cache (per user, never another's). */
export function useMyClasses() {
  const user = useAtomValue(userAtom);
  const userId = user.id;
  // The shell's session boot may still be running: not loaded and no id yet means "wait".
  const waiting = !user.isLoaded && userId === null;
  const query = useQuery(myClassesQuery(userId));
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  let state: MyClassesState;
  if (waiting) state = { status: 'loading' };
  else if (userId === null) state = { status: 'signed-out' };
  else if (query.data) state = { status: 'ready', classes: query.data };
  else state = query.isError ? { status: 'error' } : { status: 'loading' };
  return { state, retry };
}

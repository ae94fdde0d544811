import { useCallback } from 'react';
import { useAtomValue, useQuery, userAtom, useTrackClassInfo } from '@baeum/shared';
import type { ClassSummary } from '@baeum/shared';
import { classSummaryQuery, isNotFound, isValidClassId } from '../../../lib/classSummary';

export type ClassSummaryState =
  | { status: 'loading' }
  | { status: 'ready'; summary: ClassSummary }
  | { status: 'not-found' }
  | { status: 'error' };

/** The class detail through the one query cache; its classes go into the tracking record. */
export function useClassSummary(classId: string | undefined) {
  const viewer = useAtomValue(userAtom).id;
  const query = useQuery(classSummaryQuery(classId, viewer));
  const state: ClassSummaryState = !isValidClassId(classId)
    ? { status: 'not-found' }
    : query.data
      ? { status: 'ready', summary: query.data }
      : query.isError
        ? { status: isNotFound(query.error) ? 'not-found' : 'error' }
        : { status: 'loading' };
  // Spec section 3: the class on the page is this page's class info in the tracking record.
  useTrackClassInfo(
    'class',
    state.status === 'ready' ? [state.summary] : state.status === 'loading' ? undefined : [],
  );
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { state, retry };
}

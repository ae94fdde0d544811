import { useCallback } from 'react';
import { useAtomValue, useQuery, userAtom } from '@baeum/shared';
import type { ClassSummary } from '@baeum/shared';
import { classSummaryQuery, isNotFound, isValidClassId } from '../../../lib/classSummary';

export { CLASS_ID_PATTERN } from '../../../lib/classSummary';

export type AlarmClassState =
  | { status: 'loading' }
  | { status: 'ready'; summary: ClassSummary }
  | { status: 'not-found' }
  | { status: 'error' };

/** The class an alarm belongs to: its name and photo head the settings screen. */
export function useAlarmClass(classId: string | undefined) {
  const viewer = useAtomValue(userAtom).id;
  const query = useQuery(classSummaryQuery(classId, viewer));
  const state: AlarmClassState = !isValidClassId(classId)
    ? { status: 'not-found' }
    : query.data
      ? { status: 'ready', summary: query.data }
      : query.isError
        ? { status: isNotFound(query.error) ? 'not-found' : 'error' }
        : { status: 'loading' };
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { state, retry };
}

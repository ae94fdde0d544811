// The class summary (`GET class-summary`) as one query of the product's one data pattern: the
// class detail and the alarm settings read the same cached answer.
import { useCallback } from 'react';
import { ApiError, useAtomValue, useQuery, userAtom } from '@baeum/shared';
import type { ClassSummary } from '@baeum/shared';
import { isValidClassId } from './ids';
import { classQueries } from './queries';

export { CLASS_ID_PATTERN, isValidClassId } from './ids';

/** The reference API answers 404 for an unknown id and 400 for one it cannot read. */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 404 || error.code === 404 || error.status === 400)
  );
}

export type ClassSummaryState =
  | { status: 'loading' }
  | { status: 'ready'; summary: ClassSummary }
  | { status: 'not-found' }
  | { status: 'error' };

/** The class summary for the current viewer as a screen's state, and a retry. */
export function useClassSummaryState(classId: string | undefined) {
  const viewer = useAtomValue(userAtom).id;
  const query = useQuery(classQueries.summary(classId, viewer));
  const state: ClassSummaryState = !isValidClassId(classId)
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

// The class summary (`GET class-summary`) as one query of the product's one data pattern: the
// class detail and the alarm settings read the same cached answer.
import { useCallback } from 'react';
import { ApiError, fetchClassSummary, useAtomValue, useQuery, userAtom } from '@baeum/shared';
import type { ClassSummary } from '@baeum/shared';

/** Class ids are positive whole numbers; anything else cannot be a class. */
export const CLASS_ID_PATTERN = /^[1-9]\d*$/;

export function isValidClassId(classId: string | undefined): classId is string {
  return classId !== undefined && CLASS_ID_PATTERN.test(classId);
}

/** The reference API answers 404 for an unknown id and 400 for one it cannot read. */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 404 || error.code === 404 || error.status === 400)
  );
}

/** Per viewer: the answer carries the viewer's bookmark and enrolment (pay_yn). */
export function classSummaryQuery(classId: string | undefined, viewer: number | null = null) {
  return {
    queryKey: ['class', 'summary', classId, viewer ?? 'anonymous'],
    queryFn: () => fetchClassSummary(classId!),
    enabled: isValidClassId(classId),
  };
}

export type ClassSummaryState =
  | { status: 'loading' }
  | { status: 'ready'; summary: ClassSummary }
  | { status: 'not-found' }
  | { status: 'error' };

/** The class summary for the current viewer as a screen's state, and a retry. */
export function useClassSummaryState(classId: string | undefined) {
  const viewer = useAtomValue(userAtom).id;
  const query = useQuery(classSummaryQuery(classId, viewer));
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

import { useCallback } from 'react';
import { ApiError, fetchClassSummary, useQuery, useTrackClassInfo } from '@baeum/shared';
import type { ClassSummary } from '@baeum/shared';

export type ClassSummaryState =
  | { status: 'loading' }
  | { status: 'ready'; summary: ClassSummary }
  | { status: 'not-found' }
  | { status: 'error' };

/** Class ids are positive whole numbers; anything else cannot be a class. */
const CLASS_ID = /^[1-9]\d*$/;

function isNotFound(error: unknown): boolean {
  // The reference API answers 404 for an unknown id and 400 for one it cannot read.
  return (
    error instanceof ApiError &&
    (error.status === 404 || error.code === 404 || error.status === 400)
  );
}

/** The class detail through the one query cache; its classes go into the tracking record. */
export function useClassSummary(classId: string | undefined) {
  const valid = classId !== undefined && CLASS_ID.test(classId);
  const query = useQuery({
    queryKey: ['class', 'summary', classId],
    queryFn: () => fetchClassSummary(classId!),
    enabled: valid,
  });
  const state: ClassSummaryState = !valid
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

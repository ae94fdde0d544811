import { useCallback, useEffect, useState } from 'react';
import { ApiError, fetchClassSummary } from '@baeum/shared';
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

export function useClassSummary(classId: string | undefined) {
  const valid = classId !== undefined && CLASS_ID.test(classId);
  const [state, setState] = useState<ClassSummaryState>(
    valid ? { status: 'loading' } : { status: 'not-found' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!valid) {
      setState({ status: 'not-found' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    fetchClassSummary(classId).then(
      (summary) => current && setState({ status: 'ready', summary }),
      (error: unknown) =>
        current && setState({ status: isNotFound(error) ? 'not-found' : 'error' }),
    );
    return () => {
      current = false;
    };
  }, [classId, valid, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

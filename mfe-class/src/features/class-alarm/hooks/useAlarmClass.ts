import { useCallback, useEffect, useState } from 'react';
import { ApiError, fetchClassSummary } from '@baeum/shared';
import type { ClassSummary } from '@baeum/shared';

export type AlarmClassState =
  | { status: 'loading' }
  | { status: 'ready'; summary: ClassSummary }
  | { status: 'not-found' }
  | { status: 'error' };

/** Class ids are positive whole numbers; anything else cannot be a class. */
export const CLASS_ID_PATTERN = /^[1-9]\d*$/;

function isNotFound(error: unknown): boolean {
  // The reference API answers 404 for an unknown id and 400 for one it cannot read.
  return (
    error instanceof ApiError &&
    (error.status === 404 || error.code === 404 || error.status === 400)
  );
}

/** The class an alarm belongs to: its name and photo head the settings screen. */
export function useAlarmClass(classId: string | undefined) {
  const valid = classId !== undefined && CLASS_ID_PATTERN.test(classId);
  const [result, setResult] = useState<{ classId: string; state: AlarmClassState } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!valid) return;
    let current = true;
    fetchClassSummary(classId).then(
      (summary) => current && setResult({ classId, state: { status: 'ready', summary } }),
      (error: unknown) =>
        current &&
        setResult({ classId, state: { status: isNotFound(error) ? 'not-found' : 'error' } }),
    );
    return () => {
      current = false;
    };
  }, [classId, valid, attempt]);

  const retry = useCallback(() => {
    setResult(null);
    setAttempt((n) => n + 1);
  }, []);

  const state: AlarmClassState = !valid
    ? { status: 'not-found' }
    : result?.classId === classId
      ? result.state
      : { status: 'loading' };
  return { state, retry };
}

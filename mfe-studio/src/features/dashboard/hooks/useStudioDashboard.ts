import { useCallback, useEffect, useState } from 'react';
import { ApiError, fetchStudioDashboard, isInvalidSession } from '@baeum/shared';
import type { StudioDashboardWire } from '@baeum/shared';

export type DashboardState =
  | { status: 'loading' }
  | { status: 'ready'; dashboard: StudioDashboardWire }
  /** The server says there is no (valid) session after all: 401 or 470. */
  | { status: 'signed-out' }
  /** The server says this user is not a coach: 403. */
  | { status: 'not-coach' }
  | { status: 'error' };

function toState(error: unknown): DashboardState {
  if (isInvalidSession(error) || (error instanceof ApiError && error.status === 401))
    return { status: 'signed-out' };
  if (error instanceof ApiError && error.status === 403) return { status: 'not-coach' };
  return { status: 'error' };
}

/** The coach's dashboard (GET studio/dashboard). */
export function useStudioDashboard() {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchStudioDashboard().then(
      (dashboard) => current && setState({ status: 'ready', dashboard }),
      (error: unknown) => current && setState(toState(error)),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

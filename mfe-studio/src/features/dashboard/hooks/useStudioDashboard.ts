import { ApiError, isInvalidSession, useQuery } from '@baeum/shared';
import { studioQueries } from '../../../lib/queries';
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

/** The coach's dashboard (GET studio/dashboard), through the one query cache. */
export function useStudioDashboard() {
  const query = useQuery(studioQueries.dashboard());
  const state: DashboardState = query.data
    ? { status: 'ready', dashboard: query.data }
    : query.isError
      ? toState(query.error)
      : { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}

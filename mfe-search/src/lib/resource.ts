// One answer of the server per key, through the product's one data pattern (TanStack Query in
// @baeum/shared): its cache is what makes "back keeps the page" work — the shell unmounts this
// remote's routes when the user opens a class, and the page that comes back on browser back
// finds its answer in the cache and shows it at once instead of a skeleton.
import { useQuery } from '@baeum/shared';

export type ResourceStatus = 'loading' | 'success' | 'error';

/** Answers younger than this are reused as they are; older ones show while they refresh. */
export const RESOURCE_FRESH_MS = 60_000;

export interface ResourceState<T> {
  status: ResourceStatus;
  data: T | undefined;
  error: unknown;
  reload: () => void;
}

/**
 * Loads `load()` once per key of an area (a null key = not yet, e.g. the user is still
 * loading); `reload` (the error state's 다시 시도) loads it again. A failed background refresh
 * keeps the answer the user already sees.
 */
export function useResource<T>(
  area: string,
  key: string | null,
  load: () => Promise<T>,
  /** How long an answer is reused without a background refresh. */
  freshMs: number = RESOURCE_FRESH_MS,
): ResourceState<T> {
  const query = useQuery({
    queryKey: ['mfe-search', area, key],
    queryFn: load,
    enabled: key !== null,
    staleTime: freshMs,
  });
  const reload = () => void query.refetch();
  if (key === null) return { status: 'loading', data: undefined, error: undefined, reload };
  const status: ResourceStatus =
    query.data !== undefined ? 'success' : query.isError ? 'error' : 'loading';
  return { status, data: query.data, error: query.error, reload };
}

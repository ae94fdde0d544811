// One answer of the server as a screen's state, through the product's one data pattern
// (TanStack Query in @baeum/shared; the answers' factories are the `queries.ts` files): its
// cache is what makes "back keeps the page" work — the shell unmounts this remote's routes when
// the user opens a class, and the page that comes back on browser back finds its answer in the
// cache and shows it at once instead of a skeleton.
import { useQuery } from '@baeum/shared';
import type { QueryKey, UseQueryOptions } from '@baeum/shared';

export type ResourceStatus = 'loading' | 'success' | 'error';

export interface ResourceState<T> {
  status: ResourceStatus;
  data: T | undefined;
  error: unknown;
  reload: () => void;
}

/**
 * Loads the factory's answer (a disabled one = not yet, e.g. the user is still loading);
 * `reload` (the error state's 다시 시도) loads it again. A failed background refresh keeps the
 * answer the user already sees.
 */
export function useResource<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
): ResourceState<T> {
  const query = useQuery(options);
  const reload = () => void query.refetch();
  if (options.enabled === false)
    return { status: 'loading', data: undefined, error: undefined, reload };
  const status: ResourceStatus =
    query.data !== undefined ? 'success' : query.isError ? 'error' : 'loading';
  return { status, data: query.data, error: query.error, reload };
}

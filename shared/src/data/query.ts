// The only module that imports TanStack Query: the product's one way to fetch server data.
// The rule (README "Data"): each feature's `queries.ts` exports queryOptions() factories, and
// every useQuery, prefetch, setQueryData and invalidation takes a factory or its `.queryKey`.
// Writes go through useMutation; an optimistic one patches with patchQueryData below.
// @tanstack/react-query is a Module Federation singleton (shared/mf), and the shell creates the
// one QueryClient, so every remote reads and invalidates the same cache.
import { use } from 'react';
import {
  QueryClient,
  useInfiniteQuery as useTanstackInfiniteQuery,
  useQuery as useTanstackQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Query, QueryKey } from '@tanstack/react-query';
import { isInvalidSession, toApiError } from '../api/error';
import { requestScope } from '../requestScope';

export {
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQueryClient,
  dehydrate,
  hydrate,
  keepPreviousData,
  queryOptions,
  infiniteQueryOptions,
} from '@tanstack/react-query';
export type {
  DehydratedState,
  QueryKey,
  UseQueryResult,
  UseQueryOptions,
  UseInfiniteQueryOptions,
  UseInfiniteQueryResult,
  UseMutationResult,
  InfiniteData,
  QueryFunctionContext,
} from '@tanstack/react-query';

/** Answers younger than this are shown as they are; older ones show while they refresh. */
export const QUERY_FRESH_MS = 60_000;

/**
 * The product's defaults. Retries: one more try for a network or 5xx failure, none for an
 * answer that says no (4xx, a failed envelope) or an invalid session (470, spec section 8),
 * so a bad id never turns into a request storm. No refetch on focus: a page the user reads
 * does not jump under them.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_FRESH_MS,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
}

function isRetryable(error: unknown): boolean {
  if (isInvalidSession(error)) return false;
  const e = toApiError(error);
  return e.kind === 'network' || e.kind === 'timeout' || (e.status !== null && e.status >= 500);
}

let client: QueryClient | null = null;

/**
 * The client non-React code uses (the optimistic actions); the one the providers render. On the
 * server, the page being drawn has its own (requestScope.ts).
 */
export function getQueryClient(): QueryClient {
  const scope = requestScope();
  if (scope) return scope.queryClient;
  client ??= createQueryClient();
  return client;
}

/** The fetch a query's first drawing on the server waits for (one promise per query). */
const awaited = new WeakMap<Query<unknown, unknown, unknown>, Promise<void>>();

/**
 * On the server (no `window`), a component that asks for an answer nobody has fetched yet
 * suspends until it arrives: React's server render (`renderToPipeableStream`, read when all is ready; shell/src/ssr)
 * waits and draws that part again, so a page's data is fetched once, in one render, each
 * answer as soon as the part that needs it is reached. A failed answer is drawn as the failure
 * (the render server then sends the page undrawn). In the browser this does nothing.
 */
function useAnswerOnServer(qc: QueryClient, options: object, infinite: boolean): void {
  if (typeof window !== 'undefined') return;
  const enabled = (options as { enabled?: unknown }).enabled;
  if (enabled === false) return;
  const defaulted = qc.defaultQueryOptions(
    options as Parameters<QueryClient['defaultQueryOptions']>[0],
  );
  const query = qc.getQueryCache().build(qc, defaulted);
  if (query.state.status !== 'pending') return;
  let pending = awaited.get(query);
  if (!pending) {
    const fetching = infinite
      ? qc.fetchInfiniteQuery(options as Parameters<QueryClient['fetchInfiniteQuery']>[0])
      : qc.fetchQuery(defaulted);
    pending = fetching.then(
      () => undefined,
      () => undefined,
    );
    awaited.set(query, pending);
  }
  use(pending);
}

/** TanStack's useQuery; on the server it waits for its answer (useAnswerOnServer). */
export const useQuery = ((options: object, queryClient?: QueryClient) => {
  useAnswerOnServer(useQueryClient(queryClient), options, false);
  return (useTanstackQuery as (o: object, c?: QueryClient) => unknown)(options, queryClient);
}) as typeof useTanstackQuery;

/** TanStack's useInfiniteQuery; on the server it waits for its first page (useAnswerOnServer). */
export const useInfiniteQuery = ((options: object, queryClient?: QueryClient) => {
  useAnswerOnServer(useQueryClient(queryClient), options, true);
  return (useTanstackInfiniteQuery as (o: object, c?: QueryClient) => unknown)(
    options,
    queryClient,
  );
}) as typeof useTanstackInfiniteQuery;

export function setQueryClient(next: QueryClient): QueryClient {
  client = next;
  return next;
}

/**
 * The optimistic rule of spec sections 4 and 8 on a cached answer: change it at once, and give
 * back the undo. Cancels the refresh in flight so it cannot overwrite the change.
 */
export function patchQueryData<T>(
  qc: QueryClient,
  key: QueryKey,
  patch: (old: T) => T,
): () => void {
  void qc.cancelQueries({ queryKey: key, exact: true });
  const before = qc.getQueryData<T>(key);
  if (before !== undefined) qc.setQueryData<T>(key, patch(before));
  return () => qc.setQueryData<T>(key, before);
}

/** Puts `item` back at `index` (clamped), unless an item with the same key is there already. */
export function reinsert<T>(list: T[], item: T, index: number, sameAs: (other: T) => boolean): T[] {
  if (list.some(sameAs)) return list;
  const next = [...list];
  next.splice(Math.min(index, next.length), 0, item);
  return next;
}

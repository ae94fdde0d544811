// Infinite paging of class lists (search results by start/end, a category by skip/limit)
// through TanStack Query's infinite queries: the cache keeps the pages already scrolled through,
// so browser back finds them; a new visit starts again from the top.
import { useCallback, useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@baeum/shared';
import type { ClassCardData } from '@baeum/shared';
import { PAGE_SIZE } from './queries';
import type { pagedClassesQuery } from './queries';

export type PagedStatus = 'loading' | 'ready' | 'error' | 'loadingMore' | 'errorMore';

export interface PagedListOptions {
  /** The list's pages (a `pagedClassesQuery` factory); a disabled one = nothing to load yet. */
  query: ReturnType<typeof pagedClassesQuery>;
  /** Reuse the cached pages (browser back) instead of starting again from the top. */
  reuse: boolean;
}

/** The classes to write into the tracking record: none yet while loading, none at all on failure. */
export function trackedItems(list: { status: PagedStatus; items: ClassCardData[] }) {
  if (list.status === 'loading') return undefined;
  return list.status === 'error' ? [] : list.items;
}

export interface PagedList {
  status: PagedStatus;
  items: ClassCardData[];
  total: number;
  pages: number;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

function uniqueById(items: ClassCardData[]): ClassCardData[] {
  const seen = new Set<number>();
  return items.filter((item) =>
    seen.has(item.class_id) ? false : (seen.add(item.class_id), true),
  );
}

export function usePagedList({ query: options, reuse }: PagedListOptions): PagedList {
  const qc = useQueryClient();
  const { queryKey } = options;
  const key = options.enabled === false ? null : JSON.stringify(queryKey);
  // A new visit (not back) forgets the pages of an earlier one, once per query (the state is
  // adjusted while rendering, before the query reads the cache).
  const [started, setStarted] = useState<string | null>(null);
  if (key !== null && started !== key) {
    setStarted(key);
    if (!reuse) qc.removeQueries({ queryKey, exact: true });
  }

  const query = useInfiniteQuery(options);

  const { data } = query;
  const items = useMemo(() => uniqueById((data?.pages ?? []).flatMap((p) => p.items)), [data]);
  const last = data?.pages.at(-1);
  const total = last ? (last.items.length === 0 ? items.length : last.total) : 0;
  const status: PagedStatus = !query.data
    ? query.isError
      ? 'error'
      : 'loading'
    : query.isFetchingNextPage
      ? 'loadingMore'
      : query.isFetchNextPageError
        ? 'errorMore'
        : 'ready';
  const hasMore = status !== 'loading' && status !== 'error' && items.length < total;

  const { fetchNextPage, refetch, hasNextPage, isFetching } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetching]);
  const retry = useCallback(() => {
    if (status === 'errorMore') void fetchNextPage();
    else void refetch();
  }, [fetchNextPage, refetch, status]);

  return {
    status,
    items,
    total,
    pages: items.length ? Math.max(1, Math.ceil(items.length / PAGE_SIZE)) : 0,
    hasMore,
    loadMore,
    retry,
  };
}

// Infinite paging of class lists (search results by start/end, a category by skip/limit)
// through TanStack Query's infinite queries: the cache keeps the pages already scrolled through,
// so browser back finds them; a new visit starts again from the top.
import { useCallback, useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@baeum/shared';
import type { ClassCardData } from '@baeum/shared';

export const PAGE_SIZE = 20;

export type PagedStatus = 'loading' | 'ready' | 'error' | 'loadingMore' | 'errorMore';

export interface PageAnswer {
  items: ClassCardData[];
  total: number;
}

interface Range {
  start: number;
  end: number;
}

export interface PagedListOptions {
  /** The owning area (search, category): the first part of the cache key. */
  area: string;
  /** Names the query (keyword and order, category and sort…); null = nothing to load. */
  key: string | null;
  /** Loads items [start, end). */
  fetchRange: (start: number, end: number) => Promise<PageAnswer>;
  /** Pages to load at once when nothing is cached (page=3 in the URL loads 60 at once). */
  initialPages: number;
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

const loadedCount = (pages: PageAnswer[]) => pages.reduce((n, p) => n + p.items.length, 0);

export function usePagedList({
  area,
  key,
  fetchRange,
  initialPages,
  reuse,
}: PagedListOptions): PagedList {
  const qc = useQueryClient();
  const queryKey = useMemo(() => ['mfe-search', area, 'paged', key], [area, key]);
  // A new visit (not back) forgets the pages of an earlier one, once per query (the state is
  // adjusted while rendering, before the query reads the cache).
  const [started, setStarted] = useState<string | null>(null);
  if (key !== null && started !== key) {
    setStarted(key);
    if (!reuse) qc.removeQueries({ queryKey, exact: true });
  }

  const query = useInfiniteQuery({
    queryKey,
    enabled: key !== null,
    // The latest fetcher is used for each page; the key names everything it depends on.
    queryFn: ({ pageParam }: { pageParam: Range }) => fetchRange(pageParam.start, pageParam.end),
    initialPageParam: { start: 0, end: Math.max(1, initialPages) * PAGE_SIZE } as Range,
    getNextPageParam: (last: PageAnswer, all: PageAnswer[]): Range | undefined => {
      const loaded = loadedCount(all);
      // An empty page ends the list even if the total said otherwise.
      if (last.items.length === 0 || loaded >= last.total) return undefined;
      return { start: loaded, end: loaded + PAGE_SIZE };
    },
  });

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

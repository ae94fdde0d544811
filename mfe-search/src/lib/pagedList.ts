// Infinite paging of class lists (search results by start/end, a category by skip/limit),
// kept per query in an atom of the owning area so that browser back finds the pages the user
// had already scrolled through.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { atom, selectAtom, useAtomValue, useStore } from '@baeum/shared';
import type { ClassCardData, PrimitiveAtom } from '@baeum/shared';

export const PAGE_SIZE = 20;

export type PagedStatus = 'loading' | 'ready' | 'error' | 'loadingMore' | 'errorMore';

export interface PagedEntry {
  status: PagedStatus;
  items: ClassCardData[];
  total: number;
  /** Pages loaded so far (the `page` kept in the URL). */
  pages: number;
  error?: unknown;
  request: number;
}

export type PagedCache = Record<string, PagedEntry | undefined>;
export type PagedCacheAtom = PrimitiveAtom<PagedCache>;

export function createPagedCacheAtom(): PagedCacheAtom {
  return atom<PagedCache>({});
}

export interface PageAnswer {
  items: ClassCardData[];
  total: number;
}

export interface PagedListOptions {
  cacheAtom: PagedCacheAtom;
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

let requestSeq = 0;

function uniqueById(items: ClassCardData[]): ClassCardData[] {
  const seen = new Set<number>();
  return items.filter((item) =>
    seen.has(item.class_id) ? false : (seen.add(item.class_id), true),
  );
}

export function usePagedList({
  cacheAtom,
  key,
  fetchRange,
  initialPages,
  reuse,
}: PagedListOptions): PagedList {
  const store = useStore();
  const entryAtom = useMemo(
    () => selectAtom(cacheAtom, (cache: PagedCache) => (key === null ? undefined : cache[key])),
    [cacheAtom, key],
  );
  const entry = useAtomValue(entryAtom);
  // The latest fetcher; the key already names everything it depends on.
  const fetchRef = useRef(fetchRange);
  useEffect(() => {
    fetchRef.current = fetchRange;
  });

  const read = useCallback(
    () => (key === null ? undefined : store.get(cacheAtom)[key]),
    [cacheAtom, key, store],
  );
  const write = useCallback(
    (next: PagedEntry) => {
      if (key !== null) store.set(cacheAtom, (cache: PagedCache) => ({ ...cache, [key]: next }));
    },
    [cacheAtom, key, store],
  );

  const loadFirst = useCallback(
    (pages: number) => {
      requestSeq += 1;
      const request = requestSeq;
      write({ status: 'loading', items: [], total: 0, pages: 0, request });
      fetchRef.current(0, pages * PAGE_SIZE).then(
        ({ items, total }) => {
          if (read()?.request !== request) return; // a newer load of this query won
          write({
            status: 'ready',
            items: uniqueById(items),
            total,
            pages: Math.max(1, Math.ceil(items.length / PAGE_SIZE)),
            request,
          });
        },
        (error: unknown) => {
          if (read()?.request !== request) return;
          write({ status: 'error', items: [], total: 0, pages: 0, error, request });
        },
      );
    },
    [read, write],
  );

  useEffect(() => {
    if (key === null) return;
    const cached = read();
    // Under StrictMode the effect runs twice: a load already under way is not started again.
    if (cached?.status === 'loading') return;
    if (reuse && cached && cached.status !== 'error') return;
    loadFirst(initialPages);
    // Only a new query starts over; `reuse` and the initial pages are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const loadMore = useCallback(() => {
    const current = read();
    if (!current || (current.status !== 'ready' && current.status !== 'errorMore')) return;
    if (current.items.length >= current.total) return;
    requestSeq += 1;
    const request = requestSeq;
    const start = current.items.length;
    write({ ...current, status: 'loadingMore', request });
    fetchRef.current(start, start + PAGE_SIZE).then(
      ({ items, total }) => {
        const now = read();
        if (now?.request !== request) return;
        const merged = uniqueById([...now.items, ...items]);
        // An empty page ends the list even if the total said otherwise.
        const nextTotal = items.length === 0 ? merged.length : total;
        write({ status: 'ready', items: merged, total: nextTotal, pages: now.pages + 1, request });
      },
      (error: unknown) => {
        const now = read();
        if (now?.request !== request) return;
        write({ ...now, status: 'errorMore', error });
      },
    );
  }, [read, write]);

  const retry = useCallback(() => {
    const current = read();
    if (current?.status === 'errorMore') loadMore();
    else loadFirst(initialPages);
  }, [initialPages, loadFirst, loadMore, read]);

  const status = entry?.status ?? 'loading';
  const items = entry?.items ?? [];
  const total = entry?.total ?? 0;
  return {
    status,
    items,
    total,
    pages: entry?.pages ?? 0,
    hasMore:
      (status === 'ready' || status === 'errorMore' || status === 'loadingMore') &&
      items.length < total,
    loadMore,
    retry,
  };
}

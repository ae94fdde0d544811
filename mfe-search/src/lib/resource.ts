// A small keyed cache of server answers, kept in a jotai atom of the area that owns them
// (main, category, search). The point is "back keeps the page": the shell unmounts this
// remote's routes when the user opens a class, so a page that comes back on browser back
// finds its answer here and shows it at once instead of a skeleton.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { atom, selectAtom, useAtomValue, useStore } from '@baeum/shared';
import type { PrimitiveAtom } from '@baeum/shared';

export type ResourceStatus = 'loading' | 'success' | 'error';

export interface ResourceEntry<T> {
  status: ResourceStatus;
  data?: T;
  error?: unknown;
  /** When the data arrived (ms), to decide whether to refresh it in the background. */
  loadedAt?: number;
  /** Bumped by every load, so an older answer never overwrites a newer one. */
  request: number;
}

export type ResourceCache = Record<string, ResourceEntry<unknown> | undefined>;
export type ResourceCacheAtom = PrimitiveAtom<ResourceCache>;

export function createResourceCacheAtom(): ResourceCacheAtom {
  return atom<ResourceCache>({});
}

/** Answers younger than this are reused as they are; older ones show while they refresh. */
export const RESOURCE_FRESH_MS = 60_000;

export interface ResourceState<T> {
  status: ResourceStatus;
  data: T | undefined;
  error: unknown;
  reload: () => void;
}

let requestSeq = 0;

/**
 * Loads `load()` once per key (null = not yet, e.g. the user is still loading) and keeps the
 * answer under the key; `reload` (the error state's 다시 시도) loads it again.
 */
export function useResource<T>(
  cacheAtom: ResourceCacheAtom,
  key: string | null,
  load: () => Promise<T>,
  /** How long an answer is reused without a background refresh. */
  freshMs: number = RESOURCE_FRESH_MS,
): ResourceState<T> {
  const store = useStore();
  const entryAtom = useMemo(
    () => selectAtom(cacheAtom, (cache: ResourceCache) => (key === null ? undefined : cache[key])),
    [cacheAtom, key],
  );
  const entry = useAtomValue(entryAtom) as ResourceEntry<T> | undefined;
  // The latest loader; the key already names what it loads.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const start = useCallback(
    (force: boolean) => {
      if (key === null) return;
      const current = store.get(cacheAtom)[key] as ResourceEntry<T> | undefined;
      if (!force && current) {
        const fresh =
          current.status === 'success' && Date.now() - (current.loadedAt ?? 0) < freshMs;
        if (current.status === 'loading' || fresh) return;
      }
      requestSeq += 1;
      const request = requestSeq;
      const write = (next: ResourceEntry<T>) =>
        store.set(cacheAtom, (cache: ResourceCache) => ({ ...cache, [key]: next }));
      // A stale answer keeps showing while it refreshes (status stays success).
      write(
        current?.status === 'success' && !force
          ? { ...current, request }
          : { status: 'loading', data: current?.data, request },
      );
      loadRef.current().then(
        (data) => {
          if (store.get(cacheAtom)[key]?.request !== request) return;
          write({ status: 'success', data, loadedAt: Date.now(), request });
        },
        (error: unknown) => {
          const now = store.get(cacheAtom)[key] as ResourceEntry<T> | undefined;
          if (now?.request !== request) return;
          // A failed background refresh keeps the answer the user already sees.
          write(
            now.data !== undefined && now.status === 'success'
              ? { ...now }
              : { status: 'error', error, request },
          );
        },
      );
    },
    [cacheAtom, freshMs, key, store],
  );

  useEffect(() => {
    start(false);
  }, [start]);

  const reload = useCallback(() => start(true), [start]);

  if (key === null || !entry)
    return { status: 'loading', data: undefined, error: undefined, reload };
  return { status: entry.status, data: entry.data, error: entry.error, reload };
}

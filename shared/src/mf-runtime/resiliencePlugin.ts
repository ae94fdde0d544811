import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * Retry and error reporting for remote loading, as one small named runtime plugin.
 *
 * Why our own retry: the official @module-federation/retry-plugin stops at 0.17 (built on
 * sdk 0.17) while the runtime here is 2.9; its hooks no longer line up. The 2.9 runtime drops
 * a failed manifest or entry from its caches, so retrying is: try the fetch again a few
 * times, then let the error reach the React error boundary, whose 다시 시도 calls loadRemote
 * again.
 */
export const RETRY_TIMES = 2;
export const RETRY_DELAY_MS = 400;
/** A manifest request that has not answered by then is abandoned and tried again. */
export const FETCH_TIMEOUT_MS = 10000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RemoteLoadFailure {
  id: string;
  lifecycle: string;
  error: unknown;
}

// A window event, not a module-level list: this file is compiled into each package's MF
// runtime as well as into @baeum/shared, and those are separate module instances.
const EVENT = 'baeum:remote-load-error';

/** The shell subscribes to log which remote failed. */
export function onRemoteLoadError(listener: (failure: RemoteLoadFailure) => void): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<RemoteLoadFailure>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}

export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'baeum-resilience',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRY_TIMES; attempt += 1) {
        const controller = new AbortController();
        const timer = setTimeout(
          () => controller.abort(new Error(`timed out: ${url}`)),
          FETCH_TIMEOUT_MS,
        );
        try {
          const res = await fetch(url, { ...init, signal: controller.signal });
          if (res.ok) return res;
          lastError = new Error(`${res.status} ${url}`);
        } catch (err) {
          lastError = err;
        } finally {
          clearTimeout(timer);
        }
        if (attempt < RETRY_TIMES) await wait(RETRY_DELAY_MS * (attempt + 1));
      }
      throw lastError;
    },
    loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }) {
      const retry = async () => {
        for (let attempt = 0; attempt < RETRY_TIMES; attempt += 1) {
          await wait(RETRY_DELAY_MS * (attempt + 1));
          delete globalLoading[uniqueKey];
          try {
            const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (exports) return exports;
          } catch {
            // try again, then give up to the error boundary
          }
        }
        return undefined;
      };
      // The hook's declared type nests a promise the runtime simply awaits.
      return retry() as never;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      window.dispatchEvent(
        new CustomEvent<RemoteLoadFailure>(EVENT, { detail: { id, lifecycle, error } }),
      );
      // Returning nothing lets the error reach the caller: the slot's error boundary shows
      // the Korean fallback with 다시 시도.
      return undefined;
    },
  };
}

import type { ComponentType } from 'react';
import type { RemoteId, RemoteModules, RemoteName } from '@baeum/shared';
import { startRemotePreloading, windowLoaded } from './preload';
import { ownerOf } from '../routes/routeTable';

type AnyComponent = ComponentType<Record<string, unknown>>;
/** Any exposed module, as the untyped loaders (federation, plain imports) hand it over. */
export type Exposed = { default: AnyComponent };

type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/**
 * Marks the promise with its outcome the way React's `use` reads it, so a module that has
 * loaded renders at once instead of suspending for a microtask: the first render after a
 * server-drawn page (or a warmed navigation) then commits the page, never its skeleton.
 */
function settled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>;
  tracked.status = 'pending';
  // Block bodies: handing the promise itself back would make this chain reject with it.
  promise.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return promise;
}

/**
 * The module cache over a loader (federation in the product, plain imports in the bench's mono
 * build): one load per exposed module, kept across navigations so a loaded remote never suspends
 * again; `forgetRemote` drops it after a failure so 다시 시도 really loads again.
 */
export function createRemoteModules(
  /** The untyped loader: the contract (shared/src/contracts/remotes.ts) says what comes back. */
  load: (id: RemoteId) => Promise<unknown>,
  /** Fetches a remote's route module without running it (links in view); default: load it. */
  prefetch?: (remote: RemoteName) => Promise<unknown>,
) {
  const moduleCache = new Map<string, Promise<unknown>>();

  /** One exposed module by its id, typed by its contract (a wrong id fails type checking). */
  function remoteModule<Id extends RemoteId>(id: Id): Promise<RemoteModules[Id]>;
  function remoteModule(id: string): Promise<unknown> {
    let cached = moduleCache.get(id);
    if (!cached) {
      cached = settled(load(id as RemoteId));
      moduleCache.set(id, cached);
    }
    return cached;
  }

  function forgetRemote(id: RemoteId): void {
    moduleCache.delete(id);
  }

  /**
   * Loads a remote's route module ahead of navigation. A failed warm-up is forgotten at once,
   * so the navigation itself tries again (and shows 다시 시도 if that fails too).
   */
  function warmRemote(remote: RemoteName): Promise<void> {
    const id = `${remote}/Routes` as const;
    const pending = remoteModule(id);
    return pending.then(
      () => undefined,
      () => {
        if (moduleCache.get(id) === pending) moduleCache.delete(id);
      },
    );
  }

  let preloading = false;
  /** The first call also starts warming the remotes of links the user is about to follow. */
  function startPreloadingOnce(): void {
    if (preloading || typeof document === 'undefined') return;
    preloading = true;
    // The current route's remote starts loading now, before the first render asks for it.
    const current = ownerOf(window.location.pathname);
    const currentLoaded = current ? warmRemote(current) : Promise.resolve();
    startRemotePreloading({
      warm: (remote) => void warmRemote(remote),
      // A failed prefetch costs nothing: the click loads (and reports) as usual.
      prefetch: prefetch && ((remote) => void prefetch(remote).catch(() => undefined)),
      ready: Promise.all([currentLoaded, windowLoaded()]),
    });
  }

  return { remoteModule, forgetRemote, warmRemote, startPreloadingOnce };
}

import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesMap } from '@baeum/shared';
import { startRemotePreloading, windowLoaded } from './preload';
import { ownerOf } from '../routes/routeTable';

/**
 * Registers the remotes map read at boot; `force` lets a changed map replace an old one.
 * The first call also starts warming the remotes of links the user is about to follow.
 */
export function registerRemoteMap(map: RemotesMap): void {
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  startPreloadingOnce();
}

export async function loadRemoteModule<T>(id: string): Promise<T> {
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`remote module ${id} did not load`); // the slot's boundary shows the Korean message
  return mod;
}

type AnyComponent = ComponentType<Record<string, unknown>>;
const moduleCache = new Map<string, Promise<{ default: AnyComponent }>>();

/**
 * One load per exposed module, kept across navigations so a loaded remote never suspends
 * again. `forgetRemote` drops it after a failure so 다시 시도 really loads again.
 */
export function remoteModule(id: string): Promise<{ default: AnyComponent }> {
  let cached = moduleCache.get(id);
  if (!cached) {
    cached = loadRemoteModule<{ default: AnyComponent }>(id);
    moduleCache.set(id, cached);
  }
  return cached;
}

export function forgetRemote(id: string): void {
  moduleCache.delete(id);
}

/**
 * Loads a remote's route module ahead of navigation. A failed warm-up is forgotten at once,
 * so the navigation itself tries again (and shows 다시 시도 if that fails too).
 */
export function warmRemote(remote: RemoteName): Promise<void> {
  const id = `${remote}/Routes`;
  const pending = remoteModule(id);
  return pending.then(
    () => undefined,
    () => {
      if (moduleCache.get(id) === pending) moduleCache.delete(id);
    },
  );
}

let preloading = false;
function startPreloadingOnce(): void {
  if (preloading || typeof document === 'undefined') return;
  preloading = true;
  // The current route's remote starts loading now, before the first render asks for it.
  const current = ownerOf(window.location.pathname);
  const currentLoaded = current ? warmRemote(current) : Promise.resolve();
  startRemotePreloading({
    warm: (remote) => void warmRemote(remote),
    ready: Promise.all([currentLoaded, windowLoaded()]),
  });
}

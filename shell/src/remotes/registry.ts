import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesMap } from '@baeum/shared';

/** Registers the remotes map read at boot; `force` lets a changed map replace an old one. */
export function registerRemoteMap(map: RemotesMap): void {
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

export async function loadRemoteModule<T>(id: string): Promise<T> {
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`원격 모듈 ${id}을(를) 불러오지 못했어요`);
  return mod;
}

type AnyComponent = ComponentType<Record<string, unknown>>;
const lazyCache = new Map<string, LazyExoticComponent<AnyComponent>>();

/**
 * One React.lazy per exposed module, kept across navigations so a loaded remote never
 * suspends again. `forget` drops it after a failure so 다시 시도 really loads again.
 */
export function lazyRemote<P extends object>(id: string): LazyExoticComponent<ComponentType<P>> {
  let cached = lazyCache.get(id);
  if (!cached) {
    cached = lazy(() => loadRemoteModule<{ default: AnyComponent }>(id));
    lazyCache.set(id, cached);
  }
  return cached as unknown as LazyExoticComponent<ComponentType<P>>;
}

export function forgetRemote(id: string): void {
  lazyCache.delete(id);
}

// The mono baseline's stand-in for shell/src/remotes/registry.ts (swapped in by
// bench/webpack.mono.cjs). Every `remote/Expose` id maps to a plain dynamic import() of the
// remote's source file — one ordinary webpack app, no federation. The map is written at build
// time from the remotes' own `exposes` (bench/mono/exposes-loader.cjs), e.g.
//   'mfe_class/Routes': () => import('/…/mfe-class/src/Routes.tsx'),
// so the baseline follows the remotes as they change.
import type { ComponentType } from 'react';
import type { RemoteName, RemotesMap } from '@baeum/shared';
import { startRemotePreloading, windowLoaded } from '../../shell/src/remotes/preload';
import { ownerOf } from '../../shell/src/routes/routeTable';

type AnyComponent = ComponentType<Record<string, unknown>>;
type Exposed = { default: AnyComponent };

const EXPOSES: Record<string, () => Promise<unknown>> = {
  /* @exposes (filled by bench/mono/exposes-loader.cjs) */
};

/** Nothing to register: every module is part of this build. Preloading works as in the shell. */
export function registerRemoteMap(_map: RemotesMap): void {
  startPreloadingOnce();
}

export async function loadRemoteModule<T>(id: string): Promise<T> {
  const load = EXPOSES[id];
  if (!load) throw new Error(`원격 모듈 ${id}을(를) 불러오지 못했어요`);
  return (await load()) as T;
}

const moduleCache = new Map<string, Promise<Exposed>>();

export function remoteModule(id: string): Promise<Exposed> {
  let cached = moduleCache.get(id);
  if (!cached) {
    cached = loadRemoteModule<Exposed>(id);
    moduleCache.set(id, cached);
  }
  return cached;
}

export function forgetRemote(id: string): void {
  moduleCache.delete(id);
}

/** As the shell's: the route chunk of a link's owner loads ahead of the click. */
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

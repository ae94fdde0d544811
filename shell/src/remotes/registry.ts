import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RemoteId, RemoteModules, RemoteName, RemotesMap } from '@baeum/shared';
import { createRemoteModules } from './remoteModules';
import { inlinedStylesPlugin } from './inlinedStyles';
import { yieldingStepsPlugin } from './yieldingSteps';

/**
 * One exposed module through the federation runtime, typed by its contract
 * (shared/src/contracts/remotes.ts; each remote's exposed file `satisfies` it).
 */
export async function loadRemoteModule<Id extends RemoteId>(id: Id): Promise<RemoteModules[Id]> {
  const mod = await loadRemote<RemoteModules[Id]>(id);
  if (!mod) throw new Error(`remote module ${id} did not load`); // the slot's boundary shows the Korean message
  return mod;
}

/**
 * A link in view: the runtime's own preload fetches the remote's manifest and entry and names
 * its route module's files as `<link rel="preload">` — the bytes arrive, nothing of the page's
 * code runs until the reader shows intent (remotes/preload.ts).
 */
function prefetchRemote(remote: RemoteName): Promise<unknown> {
  return preloadRemote([
    { nameOrAlias: remote, exposes: ['./Routes'], share: false, depsRemote: false },
  ]);
}

const modules = createRemoteModules((id) => loadRemoteModule(id), prefetchRemote);
export const { remoteModule, forgetRemote, warmRemote } = modules;

/**
 * Registers the remotes map read at boot; `force` lets a changed map replace an old one.
 * The first call also starts warming the remotes of links the user is about to follow.
 */
export function registerRemoteMap(map: RemotesMap): void {
  // The runtime keeps one plugin per name: a later call (a changed map) adds nothing.
  registerPlugins([inlinedStylesPlugin(), yieldingStepsPlugin()]);
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  modules.startPreloadingOnce();
}

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesMap } from '@baeum/shared';
import { createRemoteModules } from './remoteModules';
import type { Exposed } from './remoteModules';

export async function loadRemoteModule<T>(id: string): Promise<T> {
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`remote module ${id} did not load`); // the slot's boundary shows the Korean message
  return mod;
}

const modules = createRemoteModules((id) => loadRemoteModule<Exposed>(id));
export const { remoteModule, forgetRemote, warmRemote } = modules;

/**
 * Registers the remotes map read at boot; `force` lets a changed map replace an old one.
 * The first call also starts warming the remotes of links the user is about to follow.
 */
export function registerRemoteMap(map: RemotesMap): void {
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  modules.startPreloadingOnce();
}

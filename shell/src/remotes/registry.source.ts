// registry.ts's stand-in in the builds that take the remotes from source (shared/mf/fromSource.cjs:
// the bench's single-bundle baseline and the server render). Every `remote/Expose` id maps to a
// plain dynamic import() of the remote's source file — no federation. The map is written at
// build time from the remotes' own `exposes` (shared/mf/exposesLoader.cjs), e.g.
//   'mfe_class/Routes': () => import(<mfe-class's src/Routes.tsx>),
// so these builds follow the remotes as they change. The cache, warming and preloading are the
// shell's own (shell/src/remotes/remoteModules.ts).
import type { RemotesMap } from '@baeum/shared';
import { createRemoteModules } from './remoteModules';
import type { Exposed } from './remoteModules';
import { messages } from '../messages';

const EXPOSES: Record<string, () => Promise<unknown>> = {
  /* @exposes (filled by shared/mf/exposesLoader.cjs) */
};

export async function loadRemoteModule<T>(id: string): Promise<T> {
  const load = EXPOSES[id];
  if (!load) throw new Error(messages.remote.unknownModule(id));
  return (await load()) as T;
}

const modules = createRemoteModules((id) => loadRemoteModule<Exposed>(id));
export const { remoteModule, forgetRemote, warmRemote } = modules;

/** Nothing to register: every module is part of this build. Preloading works as in the shell. */
export function registerRemoteMap(_map: RemotesMap): void {
  modules.startPreloadingOnce();
}

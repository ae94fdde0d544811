// shell/src/remotes/registry.ts's stand-in in the bench's single-bundle baseline
// (bench/mono/fromSource.cjs). Every `remote/Expose` id maps to a
// plain dynamic import() of the remote's source file — no federation. The map is written at
// build time from the remotes' own `exposes` (bench/mono/exposesLoader.cjs), e.g.
//   'mfe_class/Routes': () => import(<mfe-class's src/Routes.tsx>),
// so these builds follow the remotes as they change. The cache, warming and preloading are the
// shell's own (shell/src/remotes/remoteModules.ts).
import { createRemoteModules } from '../../shell/src/remotes/remoteModules';
import type { Exposed } from '../../shell/src/remotes/remoteModules';
import { messages } from '../../shell/src/messages';
import type { registerRemoteMap as federatedRegister } from '../../shell/src/remotes/registry';

type RemotesMap = Parameters<typeof federatedRegister>[0];

const EXPOSES: Record<string, () => Promise<unknown>> = {
  /* @exposes (filled by bench/mono/exposesLoader.cjs) */
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

// The mono baseline's stand-in for shell/src/remotes/registry.ts (swapped in by
// bench/webpack.mono.cjs). Every `remote/Expose` id maps to a plain dynamic import() of the
// remote's source file — one ordinary webpack app, no federation. The map is written at build
// time from the remotes' own `exposes` (bench/mono/exposes-loader.cjs), e.g.
//   'mfe_class/Routes': () => import('/…/mfe-class/src/Routes.tsx'),
// so the baseline follows the remotes as they change. The cache, warming and preloading are the
// shell's own (shell/src/remotes/remoteModules.ts).
import type { RemotesMap } from '@baeum/shared';
import { createRemoteModules } from '../../shell/src/remotes/remoteModules';
import type { Exposed } from '../../shell/src/remotes/remoteModules';

const EXPOSES: Record<string, () => Promise<unknown>> = {
  /* @exposes (filled by bench/mono/exposes-loader.cjs) */
};

export async function loadRemoteModule<T>(id: string): Promise<T> {
  const load = EXPOSES[id];
  if (!load) throw new Error(`원격 모듈 ${id}을(를) 불러오지 못했어요`);
  return (await load()) as T;
}

const modules = createRemoteModules((id) => loadRemoteModule<Exposed>(id));
export const { remoteModule, forgetRemote, warmRemote } = modules;

/** Nothing to register: every module is part of this build. Preloading works as in the shell. */
export function registerRemoteMap(_map: RemotesMap): void {
  modules.startPreloadingOnce();
}

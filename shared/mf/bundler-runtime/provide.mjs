/* global __BAEUM_MF_BUNDLER_RUNTIME_VERSION__ -- defined by the federation helper */
// The shell's half of the shared bundler runtime (cut `shared-bundler-runtime`, bench/README.md).
//
// Every remoteEntry.js carried its own copy of @module-federation/webpack-bundler-runtime, the
// runtime facade and the sdk and error-code tables they pull in: ~5 KB gzip per remote, all of
// it already in the shell's main.js. This runtime plugin, registered in the shell only, puts
// the shell's copy on the page next to runtime-core; each remote's build swaps its copy for
// ./consume.mjs, which reads it from there. The functions are stateless (each takes the
// container's own __webpack_require__), so one copy serves every container.
//
// The imports are aliases the federation helper sets (shared/mf/index.cjs): the packages are
// dependencies of @module-federation/enhanced, not of @baeum/shared.
import federation from 'baeum-mf-bundler-runtime';
import { initContainerEntry } from 'baeum-mf-bundler-runtime/initContainerEntry';

const KEY = '_BAEUM_MF_BUNDLER_RUNTIME';

export function provideBundlerRuntime(from) {
  const g = globalThis;
  if (g[KEY]) return;
  g[KEY] = {
    version: __BAEUM_MF_BUNDLER_RUNTIME_VERSION__,
    from,
    runtime: federation.runtime,
    // The shell exposes nothing, so its build drops initContainerEntry (FEDERATION_HAS_EXPOSES);
    // remotes need it, so it is put back explicitly.
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
    attachShareScopeMap: federation.attachShareScopeMap,
  };
}

export default function provideBundlerRuntimePlugin() {
  provideBundlerRuntime('shell');
  return { name: 'baeum-provide-bundler-runtime' };
}

/* global __BAEUM_MF_BUNDLER_RUNTIME_VERSION__, FEDERATION_BUILD_IDENTIFIER -- defined at build time */
// A remote's half of the shared bundler runtime: what its federation entry imports in place of
// @module-federation/webpack-bundler-runtime (NormalModuleReplacementPlugin, shared/mf/index.cjs).
// It returns the same shape as that package's default export, built from the copy the shell (or,
// standalone, the remote's own mf-runtime-core script) put on the page.
//
// One thing must stay per container: `runtime.init`. The facade's own init keeps the first
// instance in a module variable that the shell's loadRemote uses; a remote calling it would
// replace the shell's instance with its own. This init does what the facade's does
// (@module-federation/runtime, src/index.ts and src/utils.ts) without that variable, with this
// remote's build identifier.
const KEY = '_BAEUM_MF_BUNDLER_RUNTIME';
const provided = globalThis[KEY];
if (!provided) {
  throw new Error('Module Federation bundler runtime missing: load this remote through the shell or its own index.html');
}
if (provided.version !== __BAEUM_MF_BUNDLER_RUNTIME_VERSION__) {
  console.warn(
    `[baeum-mf] bundler runtime ${provided.version} from ${provided.from}, this remote was built with ${__BAEUM_MF_BUNDLER_RUNTIME_VERSION__}`,
  );
}

const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';

function findInstance(name, version) {
  return provided.runtime.getInstance(
    (instance) =>
      (buildId && instance.options.id === buildId) ||
      (instance.options.name === name && !instance.options.version && !version) ||
      (instance.options.name === name && Boolean(version) && instance.options.version === version),
  );
}

function init(options) {
  const normalized = { ...options, id: options.id || '' };
  const existing = findInstance(options.name, options.version);
  if (!existing) return provided.runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

const federation = {
  runtime: { ...provided.runtime, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

// The package's exports (dist/bundler.js re-exports dist/index.js; both are swapped for this).
export const { runtime, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions } = federation;
export const instance = undefined;
export const initOptions = undefined;
export default federation;

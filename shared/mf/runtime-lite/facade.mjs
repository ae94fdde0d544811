// The @module-federation/runtime facade over Baeum's runtime core (the `lite-runtime` cut,
// shared/mf/index.cjs): the same exports and the same rule as the official facade — `init`
// reuses the instance of the same build (or name and version) and the first instance is the
// one `loadRemote` and friends act on.
/* global FEDERATION_BUILD_IDENTIFIER -- defined by the federation plugin */
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getRemoteEntry,
  getRemoteInfo,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationInstance,
} from './core.mjs';

export { Module, ModuleFederation, getRemoteEntry, getRemoteInfo, loadScript, loadScriptNode, registerGlobalPlugins, satisfy };

const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';
let first = null;

export function createInstance(options) {
  const instance = new ModuleFederation({ id: `${options.name}@${options.version || Date.now()}`, ...options });
  setGlobalFederationInstance(instance);
  return instance;
}

export function getInstance(finder) {
  if (!finder) return first;
  return CurrentGlobal.__FEDERATION__.__INSTANCES__.find(finder) || null;
}

export function init(options) {
  const { name, version } = options;
  const existing = getInstance(
    (i) =>
      (buildId && i.options.id === buildId) ||
      (i.options.name === name && !i.options.version && !version) ||
      (i.options.name === name && Boolean(version) && i.options.version === version),
  );
  const normalized = { ...options, id: options.id || '' };
  if (!existing) return (first = createInstance(normalized));
  existing.initOptions(normalized);
  first ||= existing;
  return existing;
}

const onFirst =
  (method) =>
  (...args) => {
    assert(first, 'call init() before using the federation runtime');
    return first[method](...args);
  };

export const loadRemote = onFirst('loadRemote');
export const loadShare = onFirst('loadShare');
export const loadShareSync = onFirst('loadShareSync');
export const preloadRemote = onFirst('preloadRemote');
export const registerRemotes = onFirst('registerRemotes');
export const registerPlugins = onFirst('registerPlugins');
export const registerShared = onFirst('registerShared');

// Baeum's Module Federation runtime core: a small implementation of the part of
// @module-federation/runtime-core that this site uses, built in place of that package by the
// federation helper (the `lite-runtime` cut, shared/mf/index.cjs; bench/README.md, step 6).
//
// Everything above it is unchanged: @module-federation/enhanced builds the containers, the
// share and consume tables and the manifests; @module-federation/webpack-bundler-runtime and
// the @module-federation/runtime facade drive this core exactly as they drive the official
// one. It keeps the official semantics of what we use:
//
// - remotes registered at run time (`registerRemotes`, `force` replaces), named by an
//   mf-manifest.json URL or a remoteEntry.js URL; a manifest is fetched once (through the
//   `fetch` hook, which our retry plugin implements), and the expose's own JS and CSS are
//   fetched in parallel with remoteEntry.js, as the official snapshot plugin does;
// - containers of type `global`/`var`/`window`, initialised once with the host's share scope;
// - sharing: `registerShared`, `initializeSharing`, `initShareScopeMap`, `loadShare`,
//   `loadShareSync`, with the same registration rule, `loaded-first` and `version-first`
//   choice, singleton warnings and `strictVersion` errors;
// - plugins (global and per instance, one per name) with the hooks beforeInit, init, fetch,
//   loadEntryError, errorLoadRemote.
//
// It leaves out what we do not use: the manifest snapshot tree and remote-of-remote preloading,
// preloadRemote, shared tree shaking, Node and ESM/SystemJS entries, the other hooks. The
// helper refuses to build when the federation packages are not the version this file was
// written against (RUNTIME_CORE_VERSION), and `BAEUM_MF_CUTS=-lite-runtime` builds with the
// official runtime instead.

export const RUNTIME_CORE_VERSION = '2.9.2';

const G = typeof globalThis !== 'undefined' ? globalThis : window;
export const CurrentGlobal = G;
export const Global = G;

const FED = G.__FEDERATION__ || (G.__FEDERATION__ = {});
FED.__INSTANCES__ ||= [];
FED.__GLOBAL_PLUGIN__ ||= [];
FED.__SHARE__ ||= {};
FED.__MANIFEST_LOADING__ ||= {};
FED.__GLOBAL_LOADING_REMOTE_ENTRY__ ||= {};
const globalLoading = FED.__GLOBAL_LOADING_REMOTE_ENTRY__;
const manifestLoading = FED.__MANIFEST_LOADING__;
const preloaded = new Set();

const DEFAULT_SCOPE = 'default';
const PREFIX = '[Module Federation]';

export function assert(condition, message) {
  if (!condition) throw new Error(`${PREFIX} ${message}`);
}
const warn = (message) => typeof console !== 'undefined' && console.warn(`${PREFIX} ${message}`);

// ---------------------------------------------------------------- semver (what share ranges use)

const parse = (v) => {
  const m = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(String(v).trim());
  if (!m) return null;
  const part = (s) => (s === undefined || /^[xX*]$/.test(s) ? null : Number(s));
  return { n: [part(m[1]), part(m[2]), part(m[3])], pre: m[4] || '' };
};

/** -1, 0 or 1; missing parts count as 0; a prerelease sorts before its release. */
function compare(a, b) {
  for (let i = 0; i < 3; i += 1) {
    const d = (a.n[i] || 0) - (b.n[i] || 0);
    if (d) return d < 0 ? -1 : 1;
  }
  if (a.pre === b.pre) return 0;
  if (!a.pre) return 1;
  if (!b.pre) return -1;
  return a.pre < b.pre ? -1 : 1;
}

function comparator(op, v, range) {
  const r = parse(range);
  if (!r) return false;
  const [M, m, p] = r.n;
  if (M === null) return op === '' || op === '=' || op === '>=' || op === '<=';
  const at = (n) => ({ n, pre: '' });
  const c = compare(v, r);
  switch (op) {
    case '>':
      return compare(v, at([M, m ?? Infinity, p ?? Infinity])) > 0;
    case '>=':
      return c >= 0;
    case '<':
      return c < 0;
    case '<=':
      return m === null || p === null ? compare(v, at([M, m ?? Infinity, Infinity])) <= 0 : c <= 0;
    case '~':
      return c >= 0 && compare(v, at(m === null ? [M + 1, 0, 0] : [M, m + 1, 0])) < 0;
    case '^': {
      const upper = M > 0 || m === null ? [M + 1, 0, 0] : m > 0 || p === null ? [0, m + 1, 0] : [0, 0, p + 1];
      return c >= 0 && compare(v, at(upper)) < 0;
    }
    default:
      // exact, or an x-range: 1.x, 1.2
      return m === null || p === null ? v.n[0] === M && (m === null || v.n[1] === m) : c === 0;
  }
}

/** Whether `version` satisfies a semver `range` (||, hyphen ranges, ^ ~ > >= < <= =, x-ranges). */
export function satisfy(version, range) {
  if (range === false || range === '*' || range === '' || range == null) return true;
  const v = parse(version);
  if (!v) return false;
  return String(range)
    .split('||')
    .some((alt) => {
      const text = alt.trim();
      const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
      if (hyphen) return comparator('>=', v, hyphen[1]) && comparator('<=', v, hyphen[2]);
      return text
        .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
        .split(/\s+/)
        .every((token) => {
          const [, op, rest] = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(token);
          if (rest === '' || rest === '*' || /^[xX]$/.test(rest)) return true;
          if (v.pre && !(parse(rest) || {}).pre) return false;
          return comparator(op || '', v, rest);
        });
    });
}

const versionLt = (a, b) => {
  const pa = parse(a);
  const pb = parse(b);
  return Boolean(pa && pb && compare(pa, pb) <= 0);
};

// ---------------------------------------------------------------- plugins

/** The first plugin hook that returns something wins (fetch, loadEntryError, errorLoadRemote). */
async function firstResult(host, name, ...args) {
  for (const plugin of host.options.plugins) {
    if (typeof plugin[name] === 'function') {
      const result = await plugin[name](...args);
      if (result !== undefined && result !== null && result !== false) return result;
    }
  }
  return undefined;
}

export function registerGlobalPlugins(plugins) {
  for (const plugin of plugins || []) {
    if (!FED.__GLOBAL_PLUGIN__.some((p) => p.name === plugin.name)) FED.__GLOBAL_PLUGIN__.push(plugin);
  }
}

// ---------------------------------------------------------------- scripts and manifests

/** How long a remote's entry script may take before it counts as failed (as the official sdk). */
export const SCRIPT_TIMEOUT_MS = 20000;

/**
 * Loads a classic script; resolves when it has run. A script that fails or hangs is removed,
 * so the next attempt (the retry plugin, 다시 시도) adds a new one.
 */
export function loadScript(url, { attrs = {} } = {}) {
  return new Promise((resolve, reject) => {
    const script = G.document.createElement('script');
    script.src = url;
    for (const [key, value] of Object.entries(attrs)) script.setAttribute(key, value);
    const fail = (reason) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      script.remove();
      reject(new Error(`${PREFIX} ScriptNetworkError: ${reason} ${url}`));
    };
    const timer = setTimeout(() => fail('timed out loading'), SCRIPT_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail('failed to load');
    G.document.head.appendChild(script);
  });
}

export function loadScriptNode() {
  throw new Error(`${PREFIX} this runtime loads remotes in the browser only`);
}

/** Starts fetching an expose's own JS and CSS next to its remoteEntry.js, once per URL. */
function preloadAssets(urls, css) {
  const doc = G.document;
  if (!doc) return;
  for (const url of urls) {
    if (preloaded.has(url)) continue;
    preloaded.add(url);
    if (css) {
      if ([...doc.getElementsByTagName('link')].some((l) => l.getAttribute('href') === url)) continue;
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
      link.onerror = () => {
        link.remove();
        preloaded.delete(url);
      };
      doc.head.appendChild(link);
    } else {
      const script = doc.createElement('script');
      script.src = url;
      script.setAttribute('fetchpriority', 'high');
      script.onerror = () => {
        script.remove();
        preloaded.delete(url);
      };
      doc.head.appendChild(script);
    }
  }
}

async function fetchManifest(host, url) {
  if (!manifestLoading[url]) {
    manifestLoading[url] = (async () => {
      const res = (await firstResult(host, 'fetch', url, {})) || (await fetch(url));
      if (!res.ok) throw new Error(`${PREFIX} ${res.status} ${url}`);
      const manifest = await res.json();
      assert(manifest && manifest.metaData && manifest.metaData.remoteEntry, `${url} is not an mf-manifest.json`);
      return manifest;
    })();
    // A failed manifest is forgotten, so the next attempt (다시 시도) fetches it again.
    manifestLoading[url].catch(() => delete manifestLoading[url]);
  }
  return manifestLoading[url];
}

const isManifest = (entry) => /\.json(?:$|[?#])/.test(entry);

/** The remote's entry URL, global name and type; with a manifest, also the expose's assets. */
async function resolveRemote(host, remote, expose) {
  if (!isManifest(remote.entry)) {
    return { entry: remote.entry, entryGlobalName: remote.entryGlobalName || remote.name, type: remote.type || 'global' };
  }
  const manifest = await fetchManifest(host, remote.entry);
  const meta = manifest.metaData;
  const base =
    meta.publicPath && meta.publicPath !== 'auto' ? new URL(meta.publicPath, remote.entry).href : new URL('.', remote.entry).href;
  const entryBase = new URL(meta.remoteEntry.path ? `${meta.remoteEntry.path.replace(/\/?$/, '/')}` : '.', base).href;
  const resolved = {
    entry: new URL(meta.remoteEntry.name, entryBase).href,
    entryGlobalName: meta.globalName || remote.name,
    type: meta.remoteEntry.type || 'global',
  };
  const exposed = expose && (manifest.exposes || []).find((e) => e.path === expose || `./${e.name}` === expose);
  if (exposed && host.options.inBrowser) {
    const url = (file) => new URL(file, base).href;
    preloadAssets((exposed.assets.css.sync || []).map(url), true);
    preloadAssets((exposed.assets.js.sync || []).map(url), false);
  }
  return resolved;
}

// ---------------------------------------------------------------- remote entries

export function getRemoteInfo(remote) {
  return {
    ...remote,
    entry: remote.entry,
    type: remote.type || 'global',
    entryGlobalName: remote.entryGlobalName || remote.name,
    shareScope: remote.shareScope || DEFAULT_SCOPE,
  };
}

const uniqueKey = (remoteInfo) => `${remoteInfo.name}:${remoteInfo.entry}`;

/** Loads a remote's entry script once and returns its container. */
export async function getRemoteEntry({ origin, remoteInfo, remoteEntryExports, _retrying }) {
  if (remoteEntryExports) return remoteEntryExports;
  const key = uniqueKey(remoteInfo);
  if (!globalLoading[key]) {
    const global = remoteInfo.entryGlobalName || remoteInfo.name;
    assert(['global', 'var', 'window', 'script'].includes(remoteInfo.type), `remote type ${remoteInfo.type} of ${remoteInfo.name} is not supported`);
    globalLoading[key] = (async () => {
      if (!G[global]) {
        await loadScript(remoteInfo.entry);
      }
      assert(G[global], `${remoteInfo.entry} did not define the container ${global}`);
      return G[global];
    })().catch(async (error) => {
      delete globalLoading[key];
      if (_retrying) throw error;
      const recovered = await firstResult(origin, 'loadEntryError', {
        getRemoteEntry: (params) => getRemoteEntry({ ...params, _retrying: true }),
        origin,
        remoteInfo,
        remoteEntryExports,
        globalLoading,
        uniqueKey: key,
      });
      if (recovered) return recovered;
      throw error;
    });
  }
  return globalLoading[key];
}

/** One remote as the host sees it: its container, initialised once with the host's share scope. */
export class Module {
  constructor({ remoteInfo, host }) {
    this.remoteInfo = remoteInfo;
    this.host = host;
    this.inited = false;
    this.lib = undefined;
  }

  async getEntry() {
    this.remoteEntryExports = await getRemoteEntry({ origin: this.host, remoteInfo: this.remoteInfo, remoteEntryExports: this.remoteEntryExports });
    return this.remoteEntryExports;
  }

  async init(_id, _snapshot, rawInitScope) {
    const container = await this.getEntry();
    if (this.inited) return container;
    if (!this.initPromise) {
      this.initPromise = (async () => {
        const { shareScopeMap } = this.host;
        const key = Array.isArray(this.remoteInfo.shareScope) ? this.remoteInfo.shareScope : [this.remoteInfo.shareScope || DEFAULT_SCOPE];
        for (const k of key) shareScopeMap[k] ||= {};
        const initOptions = { version: this.remoteInfo.version || '', shareScopeKeys: Array.isArray(this.remoteInfo.shareScope) ? key : key[0] };
        Object.defineProperty(initOptions, 'shareScopeMap', { value: shareScopeMap, enumerable: false });
        assert(typeof container.init === 'function', `${this.remoteInfo.name} has no init(): not a federation container`);
        await container.init(shareScopeMap[key[0]], rawInitScope || [], initOptions);
        this.inited = true;
      })().finally(() => {
        this.initPromise = undefined;
      });
    }
    await this.initPromise;
    return container;
  }

  async get(id, expose, options) {
    const loadFactory = !options || options.loadFactory !== false;
    const container = await this.init(id);
    this.lib = container;
    const factory = await container.get(expose);
    assert(typeof factory === 'function', `${this.remoteInfo.name} does not expose ${expose} (${id})`);
    return loadFactory ? factory() : factory;
  }
}

// ---------------------------------------------------------------- sharing helpers

function formatShare(args, from, strategy) {
  const hasLib = 'lib' in args;
  return {
    deps: [],
    useIn: [],
    from,
    loading: null,
    ...args,
    shareConfig: { requiredVersion: `^${args.version}`, singleton: false, eager: false, strictVersion: false, ...args.shareConfig },
    get: args.get || (() => Promise.resolve(args.lib)),
    loaded: args.loaded || hasLib ? true : undefined,
    version: args.version ?? '0',
    scope: Array.isArray(args.scope) ? args.scope : [args.scope ?? DEFAULT_SCOPE],
    strategy: (args.strategy ?? strategy) || 'version-first',
  };
}

function formatShareConfigs(prevOptions, newOptions) {
  const args = newOptions.shared || {};
  const newShareInfos = {};
  for (const [name, value] of Object.entries(args)) {
    newShareInfos[name] = (Array.isArray(value) ? value : [value]).map((s) => formatShare(s, newOptions.name, newOptions.shareStrategy));
  }
  const allShareInfos = { ...prevOptions.shared };
  for (const [name, list] of Object.entries(newShareInfos)) {
    if (!allShareInfos[name]) allShareInfos[name] = list;
    else for (const s of list) if (!allShareInfos[name].some((x) => x.version === s.version)) allShareInfos[name].push(s);
  }
  return { newShareInfos, allShareInfos };
}

const isLoadingOrLoaded = (s) => Boolean(s.loaded) || typeof s.lib === 'function' || Boolean(s.loading);

/** The version the strategy picks among a package's registered versions. */
function pickVersion(versions, strategy) {
  const better =
    strategy === 'loaded-first'
      ? (prev, cur) => {
          if (isLoadingOrLoaded(versions[cur])) return isLoadingOrLoaded(versions[prev]) ? versionLt(prev, cur) : true;
          if (isLoadingOrLoaded(versions[prev])) return false;
          return versionLt(prev, cur);
        }
      : (prev, cur) => !(Boolean(versions[prev].loaded) || typeof versions[prev].lib === 'function') && versionLt(prev, cur);
  return Object.keys(versions).reduce((prev, cur) => (!prev || better(prev, cur) || prev === '0' ? cur : prev), '');
}

function getRegisteredShare(shareScopeMap, pkgName, shareInfo) {
  const { shareConfig, scope = DEFAULT_SCOPE, strategy } = shareInfo;
  for (const sc of Array.isArray(scope) ? scope : [scope]) {
    const versions = shareConfig && shareScopeMap[sc] && shareScopeMap[sc][pkgName];
    if (!versions) continue;
    const version = pickVersion(versions, strategy);
    const shared = versions[version];
    const { requiredVersion } = shareConfig;
    if (shareConfig.singleton) {
      if (typeof requiredVersion === 'string' && !satisfy(version, requiredVersion)) {
        const msg = `Version ${version} from ${shared && shared.from} of shared singleton module ${pkgName} does not satisfy the requirement of ${shareInfo.from} which needs ${requiredVersion})`;
        if (shareConfig.strictVersion) throw new Error(`${PREFIX} ${msg}`);
        warn(msg);
      }
      return shared;
    }
    if (requiredVersion === false || requiredVersion === '*' || satisfy(version, requiredVersion)) return shared;
    for (const [v, s] of Object.entries(versions)) if (satisfy(v, requiredVersion)) return s;
  }
  return undefined;
}

/** The host's own share config for a package, merged with the consumer's (deep, as official). */
function targetSharedOptions(pkgName, extraOptions, shareInfos) {
  const list = shareInfos[pkgName];
  let own;
  if (list) {
    const byVersion = {};
    for (const s of list) byVersion[s.version] = s;
    own = byVersion[pickVersion(byVersion, 'version-first')];
  }
  const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
  const merge = (...sources) => {
    const out = {};
    for (const src of sources) {
      if (!src) continue;
      for (const [k, v] of Object.entries(src)) {
        if (isObject(out[k]) && isObject(v)) out[k] = merge(out[k], v);
        else if (v !== undefined) out[k] = v;
      }
    }
    return out;
  };
  return merge(own, extraOptions && extraOptions.customShareInfo);
}

const addUseIn = (shared, name) => {
  shared.useIn ||= [];
  if (!shared.useIn.includes(name)) shared.useIn.push(name);
};

// ---------------------------------------------------------------- the instance

export class ModuleFederation {
  constructor(userOptions) {
    this.version = RUNTIME_CORE_VERSION;
    this.name = userOptions.name;
    this.moduleCache = new Map();
    this.shareScopeMap = {};
    this.initTokens = {};
    // The bundler runtime reaches these through the official handler objects.
    this.sharedHandler = this;
    this.remoteHandler = this;
    this.options = {
      id: '',
      name: userOptions.name,
      plugins: [],
      remotes: [],
      shared: {},
      inBrowser: typeof document !== 'undefined',
    };
    const id = userOptions.id || userOptions.name;
    if (id && !FED.__SHARE__[id]) FED.__SHARE__[id] = this.shareScopeMap;
    this.initOptions(userOptions);
  }

  registerPlugins(plugins) {
    for (const plugin of [...FED.__GLOBAL_PLUGIN__, ...(plugins || [])]) {
      if (plugin && plugin.name && !this.options.plugins.some((p) => p.name === plugin.name)) this.options.plugins.push(plugin);
    }
  }

  initOptions(userOptions) {
    assert(!userOptions.name || userOptions.name === this.options.name, 'an instance cannot change its name');
    this.registerPlugins(userOptions.plugins);
    let args = { origin: this, userOptions, options: this.options, shareInfo: formatShareConfigs(this.options, userOptions).allShareInfos };
    for (const plugin of this.options.plugins) if (plugin.beforeInit) args = plugin.beforeInit(args) || args;
    const { userOptions: user, options: prev } = args;
    const remotes = [...prev.remotes];
    for (const remote of user.remotes || []) this.registerRemote(remote, remotes, { force: false });
    const { allShareInfos } = this.registerShared(user.shared, prev, user);
    this.options = { ...prev, ...user, plugins: prev.plugins, remotes, shared: allShareInfos, id: user.id || prev.id };
    for (const plugin of this.options.plugins) if (plugin.init) plugin.init({ origin: this, options: this.options });
    return this.options;
  }

  // -------------------------------------------------------------- sharing

  /** Registers shares in the share scope (a package already there is left alone). */
  registerShared(shared, prev = this.options, user = { ...this.options, shared }) {
    const result = formatShareConfigs(prev, user);
    for (const [pkgName, list] of Object.entries(result.newShareInfos)) {
      for (const s of list) {
        for (const sc of s.scope) {
          if (!(this.shareScopeMap[sc] && this.shareScopeMap[sc][pkgName])) {
            this.setShared({ pkgName, lib: s.lib, get: s.get, loaded: s.loaded || Boolean(s.lib), shared: s, from: user.name });
          }
        }
      }
    }
    return result;
  }

  setShared({ pkgName, shared, from, lib, loading, loaded, get }) {
    const { version, scope = DEFAULT_SCOPE, ...info } = shared;
    for (const sc of Array.isArray(scope) ? scope : [scope]) {
      const byName = ((this.shareScopeMap[sc] ||= {})[pkgName] ||= {});
      const registered = (byName[version] ||= { version, scope: [sc], ...info, lib });
      for (const [k, v] of Object.entries({ loaded, loading, get, lib })) if (v && !registered[k]) registered[k] = v;
      if (from && registered.from !== from) registered.from = from;
    }
  }

  initShareScopeMap(scopeName, shareScope) {
    this.shareScopeMap[scopeName] = shareScope;
  }

  /** Puts this instance's shares in the scope, once per init scope; returns promises to await. */
  initializeSharing(shareScopeName = DEFAULT_SCOPE, extraOptions = {}) {
    const { from, strategy } = extraOptions;
    let { initScope } = extraOptions;
    const promises = [];
    if (from !== 'build') {
      initScope ||= [];
      const token = (this.initTokens[shareScopeName] ||= { from: this.name });
      if (initScope.includes(token)) return promises;
      initScope.push(token);
    }
    const scope = (this.shareScopeMap[shareScopeName] ||= {});
    const hostName = this.options.name;
    for (const [name, list] of Object.entries(this.options.shared)) {
      for (const shared of list) {
        if (!shared.scope.includes(shareScopeName)) continue;
        const versions = (scope[name] ||= {});
        const active = versions[shared.version];
        const activeEager = Boolean(active && (active.eager || (active.shareConfig && active.shareConfig.eager)));
        const eager = Boolean(shared.eager || (shared.shareConfig && shared.shareConfig.eager));
        if (!active || (active.strategy !== 'loaded-first' && !active.loaded && (!eager !== !activeEager ? eager : hostName > active.from))) {
          versions[shared.version] = shared;
        }
      }
    }
    if (this.options.shareStrategy === 'version-first' || strategy === 'version-first') {
      for (const remote of this.options.remotes) {
        if (remote.shareScope === shareScopeName) {
          promises.push(this.remoteModule(remote).then((module) => module.init(undefined, undefined, initScope)).catch((error) => warn(error)));
        }
      }
    }
    return promises;
  }

  async loadShare(pkgName, extraOptions) {
    const shareInfo = targetSharedOptions(pkgName, extraOptions, this.options.shared);
    if (shareInfo.scope) await Promise.all(shareInfo.scope.flatMap((sc) => this.initializeSharing(sc, { strategy: shareInfo.strategy })));
    assert(shareInfo.scope, `no shared "${pkgName}" in ${this.options.name}`);
    const registered = getRegisteredShare(this.shareScopeMap, pkgName, shareInfo);
    const target = registered || (extraOptions && extraOptions.customShareInfo ? null : shareInfo);
    if (!target) return false;
    addUseIn(target, this.options.name);
    if (target.lib) return target.lib;
    if (!target.loading) {
      target.loading = Promise.resolve(target.get()).then((factory) => {
        target.lib = factory;
        target.loaded = true;
        return factory;
      });
      target.loading.catch(() => {
        target.loading = null;
      });
      if (!registered) this.setShared({ pkgName, shared: target, from: this.options.name, loading: target.loading });
    }
    return target.loading;
  }

  loadShareSync(pkgName, extraOptions) {
    const shareInfo = targetSharedOptions(pkgName, extraOptions, this.options.shared);
    for (const sc of shareInfo.scope || []) this.initializeSharing(sc, { strategy: shareInfo.strategy, from: extraOptions && extraOptions.from });
    const registered = getRegisteredShare(this.shareScopeMap, pkgName, shareInfo);
    for (const target of registered ? [registered, shareInfo] : [shareInfo]) {
      if (typeof target.lib === 'function') {
        addUseIn(target, this.options.name);
        target.loaded = true;
        return target.lib;
      }
      if (typeof target.get === 'function') {
        const factory = target.get();
        if (!(factory instanceof Promise)) {
          addUseIn(target, this.options.name);
          target.lib = factory;
          target.loaded = true;
          return factory;
        }
      }
    }
    throw new Error(
      `${PREFIX} ${this.options.name} needs the shared module "${pkgName}" synchronously, but it is not loaded: make it eager in the host or load this code behind an async boundary`,
    );
  }

  // -------------------------------------------------------------- remotes

  registerRemote(remote, targetRemotes, options) {
    const index = targetRemotes.findIndex((r) => r.name === remote.name);
    if (index >= 0 && !(options && options.force)) return;
    const normalized = { ...remote, shareScope: remote.shareScope || DEFAULT_SCOPE, type: remote.type || 'global' };
    if (normalized.entry && typeof window !== 'undefined' && !/^https?:/.test(normalized.entry)) {
      normalized.entry = new URL(normalized.entry, window.location.origin).href;
    }
    if (index >= 0) {
      const old = targetRemotes[index];
      this.moduleCache.delete(old.name);
      targetRemotes.splice(index, 1);
      if (old.entry !== normalized.entry) delete G[old.entryGlobalName || old.name];
    }
    targetRemotes.push(normalized);
  }

  registerRemotes(remotes, options) {
    for (const remote of remotes) this.registerRemote(remote, this.options.remotes, options);
  }

  /** Matches "name/expose" (or an alias) to a registered remote. */
  matchRemote(id) {
    for (const remote of this.options.remotes) {
      for (const prefix of [remote.name, remote.alias]) {
        if (prefix && (id === prefix || id.startsWith(`${prefix}/`))) {
          return { remote, expose: id === prefix ? '.' : `.${id.slice(prefix.length)}` };
        }
      }
    }
    return undefined;
  }

  async remoteModule(remote, expose) {
    const resolved = await resolveRemote(this, remote, expose);
    let module = this.moduleCache.get(remote.name);
    if (!module || module.remoteInfo.entry !== resolved.entry) {
      module = new Module({ remoteInfo: getRemoteInfo({ ...remote, ...resolved }), host: this });
      this.moduleCache.set(remote.name, module);
    }
    return module;
  }

  async loadRemote(id, options) {
    try {
      const match = this.matchRemote(id);
      assert(match, `no remote registered for ${id} in ${this.options.name}`);
      const module = await this.remoteModule(match.remote, match.expose);
      return await module.get(id, match.expose, options);
    } catch (error) {
      const failOver = await firstResult(this, 'errorLoadRemote', {
        id,
        error,
        from: (options && options.from) || 'runtime',
        lifecycle: 'onLoad',
        origin: this,
      });
      if (failOver === undefined) throw error;
      return failOver;
    }
  }

  async preloadRemote() {
    // Preloading is the shell's job here (shell/src/remotes/preload.ts loads the route module).
  }
}

// ---------------------------------------------------------------- instances (the facade's API)

export function setGlobalFederationInstance(instance) {
  FED.__INSTANCES__.push(instance);
}

export function getGlobalFederationConstructor() {
  return undefined;
}

export function setGlobalFederationConstructor() {}

/** What @module-federation/runtime/helpers reads (the shared-fallback plugin's snapshot lookup). */
export const helpers = {
  global: {
    getGlobalSnapshotInfoByModuleInfo: () => undefined,
    setGlobalFederationInstance,
    getGlobalFederationConstructor,
    setGlobalFederationConstructor,
    registerGlobalPlugins,
  },
  share: { getRegisteredShare },
  utils: { getRemoteEntry, getRemoteInfo, satisfy },
};

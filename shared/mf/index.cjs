// The one federation helper. It writes the share policy and the webpack setup once, so each
// package's webpack.config.cjs only names the package, its port and what it exposes.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { StandaloneRuntimeCorePlugin } = require('./standaloneRuntime.cjs');
const { routerImportProblems, ROUTER_MODULE } = require('./router.cjs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const sharedRoot = path.resolve(__dirname, '..');
const repoRoot = path.resolve(sharedRoot, '..');

/** Remote names as Module Federation sees them (identifiers, no hyphens). */
const REMOTES = {
  'mfe-search': { name: 'mfe_search', port: 3001 },
  'mfe-community': { name: 'mfe_community', port: 3002 },
  'mfe-class': { name: 'mfe_class', port: 3003 },
  'mfe-studio': { name: 'mfe_studio', port: 3004 },
  'mfe-account': { name: 'mfe_account', port: 3005 },
};
const SHELL_PORT = 3000;
const API_URL = process.env.API_URL || 'http://127.0.0.1:4000';

/**
 * The load-cost cuts of bench/README.md, all on by default. BAEUM_MF_CUTS takes them off for
 * a measurement: `BAEUM_MF_CUTS=none pnpm build` (the federated build as it was before), or
 * `BAEUM_MF_CUTS=-slim-router` (all but one). Not a product setting.
 */
const ALL_CUTS = ['external-runtime', 'web-target', 'slim-router', 'vendor-chunks', 'preload', 'shared-bundler-runtime', 'lite-runtime'];
function activeCuts(spec = process.env.BAEUM_MF_CUTS) {
  const text = (spec || 'all').trim();
  if (text === 'all') return new Set(ALL_CUTS);
  if (text === 'none') return new Set();
  const parts = text.split(',').map((t) => t.trim()).filter(Boolean);
  const set = new Set(parts.every((t) => t.startsWith('-')) ? ALL_CUTS : []);
  for (const t of parts) {
    const cut = t.replace(/^[-+]/, '');
    if (!ALL_CUTS.includes(cut)) throw new Error(`BAEUM_MF_CUTS: unknown cut ${cut} (known: ${ALL_CUTS.join(', ')})`);
    if (t.startsWith('-')) set.delete(cut);
    else set.add(cut);
  }
  return set;
}

const reactRange = '^19.0.0';
const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });

/**
 * The share policy. React's major is held with strictVersion: a remote built against another
 * major fails loudly instead of running two Reacts. Workspace packages carry no semver
 * contract, so @baeum/shared is matched by name (requiredVersion: false).
 */
function sharePolicy({ cuts = activeCuts(), eager = false } = {}) {
  const react = singleton(reactRange, { strictVersion: true });
  const policy = {
    react,
    'react/': react,
    'react-dom': react,
    'react-dom/': react,
    // The singleton is the declarative cut of the package (shared/mf/react-router-dom.mjs):
    // same share key and version, so every package still negotiates one react-router-dom.
    'react-router-dom': cuts.has('slim-router')
      ? singleton('^7.0.0', { import: ROUTER_MODULE, version: routerVersion() })
      : singleton('^7.0.0'),
    jotai: singleton('^3.0.0'),
    // One server-data cache: the shell's QueryClient and its React context serve every remote.
    '@tanstack/react-query': singleton('^5.0.0'),
    axios: singleton('^1.0.0'),
    '@baeum/shared': singleton(false),
    '@baeum/shared/': singleton(false),
    swiper: { requiredVersion: false },
    'swiper/': { requiredVersion: false },
  };
  if (eager) {
    // The shell needs every singleton before its first render, so it ships them in main.js:
    // one request instead of a waterfall of eleven small chunks, one gzip stream. Remotes
    // still negotiate them at run time (loaded-first: the shell's copy, the first loaded, is
    // the one every remote gets). Swiper stays lazy: only some pages of some remotes use it.
    for (const [key, config] of Object.entries(policy)) {
      if (!key.startsWith('swiper')) policy[key] = { ...config, eager: true };
    }
  }
  return policy;
}

function styleRules(isProd) {
  const sassLoader = {
    loader: require.resolve('sass-loader'),
    // sass-loader wants the module itself, not a path.
    options: { implementation: require('sass'), sassOptions: { loadPaths: [path.join(sharedRoot, 'src/styles')] } },
  };
  const extract = isProd ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  return [
    {
      test: /\.module\.scss$/,
      use: [
        extract,
        {
          loader: require.resolve('css-loader'),
          options: { modules: { namedExport: false, exportLocalsConvention: 'as-is', localIdentName: isProd ? '[hash:base64:6]' : '[name]__[local]' } },
        },
        sassLoader,
      ],
    },
    {
      test: /\.s?css$/,
      exclude: /\.module\.scss$/,
      use: [extract, require.resolve('css-loader'), sassLoader],
    },
  ];
}

function scriptRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
    },
  };
}

/** The loaders every package uses (TypeScript through swc, Sass modules). Shared with bench/webpack.mono.cjs. */
function moduleRules(isProd) {
  return [scriptRule(), ...styleRules(isProd)];
}

function resolveOptions() {
  return { extensions: ['.tsx', '.ts', '.js', '.mjs'] };
}

/** react-router-dom's own ESM entry, which shared/mf/react-router-dom.mjs re-exports from. */
function routerEntry() {
  const pkgDir = path.dirname(require.resolve('react-router-dom/package.json', { paths: [sharedRoot] }));
  const pkgJson = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  return { file: path.join(pkgDir, pkgJson.module || 'dist/index.mjs'), version: pkgJson.version };
}

/** @module-federation/inject-external-runtime-core-plugin, its ESM build (see createConfig). */
function injectRuntimeCorePlugin() {
  // A dependency of @module-federation/enhanced (whose exports hide its package.json).
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhancedDir] });
  const esm = path.join(path.dirname(cjs), 'index.js');
  if (!fs.existsSync(esm)) throw new Error(`no ESM build of the inject-external-runtime-core plugin next to ${cjs}`);
  return esm;
}

/**
 * @module-federation/webpack-bundler-runtime as the federation entry imports it (its ESM
 * build), and the file of the one function a pure consumer's build drops (see
 * shared/mf/bundler-runtime/provide.mjs). A dependency of runtime-tools, under enhanced.
 */
function bundlerRuntimeFiles() {
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const toolsDir = path.dirname(require.resolve('@module-federation/runtime-tools/package.json', { paths: [enhancedDir] }));
  const cjs = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [toolsDir] });
  const dist = path.dirname(cjs);
  const pkg = JSON.parse(fs.readFileSync(path.join(dist, '..', 'package.json'), 'utf8'));
  const files = { index: path.join(dist, 'index.js'), initContainerEntry: path.join(dist, 'initContainerEntry.js') };
  for (const file of Object.values(files)) {
    if (!fs.existsSync(file)) throw new Error(`no ESM build of the bundler runtime: ${file}`);
  }
  return { ...files, version: pkg.version };
}

/** The aliases and flag shared/mf/bundler-runtime/*.mjs are written against. */
function bundlerRuntimeResolve() {
  const files = bundlerRuntimeFiles();
  return {
    alias: {
      'baeum-mf-bundler-runtime$': files.index,
      'baeum-mf-bundler-runtime/initContainerEntry$': files.initContainerEntry,
    },
    define: { __BAEUM_MF_BUNDLER_RUNTIME_VERSION__: JSON.stringify(files.version) },
  };
}

/**
 * The version flag both halves check, and in a remote, its federation entry's import of the
 * bundler runtime swapped for the half that reads the shell's copy.
 */
class SharedBundlerRuntimePlugin {
  constructor({ isShell, define }) {
    this.isShell = isShell;
    this.define = define;
  }

  apply(compiler) {
    new compiler.webpack.DefinePlugin(this.define).apply(compiler);
    if (!this.isShell) {
      new compiler.webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_ENTRY, BUNDLER_RUNTIME_CONSUMER).apply(compiler);
    }
  }
}

/**
 * Baeum's federation runtime (shared/mf/runtime-lite/) in place of the official browser
 * runtime: core.mjs for @module-federation/runtime-core, facade.mjs for
 * @module-federation/runtime, bundler.mjs for @module-federation/webpack-bundler-runtime.
 * The build plugin, the containers, the share tables and the manifests stay
 * @module-federation/enhanced's. It was written against one version of the federation
 * packages: a build with another version stops here until the files have been checked.
 */
const LITE_RUNTIME_FILE = path.join(__dirname, 'runtime-lite/core.mjs');
const LITE_FACADE_FILE = path.join(__dirname, 'runtime-lite/facade.mjs');
const LITE_BUNDLER_FILE = path.join(__dirname, 'runtime-lite/bundler.mjs');
const BUNDLER_RUNTIME_ENTRY = /webpack-bundler-runtime[\\/]dist[\\/](?:bundler|index)\.js$/;
function liteRuntimeResolve() {
  const written = /RUNTIME_CORE_VERSION = '([^']+)'/.exec(fs.readFileSync(LITE_RUNTIME_FILE, 'utf8'))[1];
  // runtime-core hides its package.json: find it from its main file (dist/index.cjs).
  const runtimeDir = path.dirname(require.resolve('@module-federation/runtime/package.json'));
  const coreMain = require.resolve('@module-federation/runtime-core', { paths: [runtimeDir] });
  const installed = JSON.parse(fs.readFileSync(path.join(path.dirname(coreMain), '..', 'package.json'), 'utf8')).version;
  if (installed !== written) {
    throw new Error(
      `shared/mf/runtime-lite/core.mjs was written against @module-federation/runtime-core ${written}, ${installed} is installed: ` +
        'check it against the new version (the bundler runtime and the facade call it) and update RUNTIME_CORE_VERSION, or build with BAEUM_MF_CUTS=-lite-runtime.',
    );
  }
  return {
    file: LITE_RUNTIME_FILE,
    version: written,
    bundler: LITE_BUNDLER_FILE,
    alias: {
      '@module-federation/runtime-core$': LITE_RUNTIME_FILE,
      '@module-federation/runtime-tools/runtime-core$': LITE_RUNTIME_FILE,
      '@module-federation/runtime$': LITE_FACADE_FILE,
      '@module-federation/enhanced/runtime$': LITE_FACADE_FILE,
      'baeum-mf-bundler-runtime$': LITE_BUNDLER_FILE,
      'baeum-mf-bundler-runtime/initContainerEntry$': LITE_BUNDLER_FILE,
    },
  };
}

/** The federation entry's import of the bundler runtime, swapped for Baeum's (lite-runtime). */
class LiteBundlerRuntimePlugin {
  apply(compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_ENTRY, LITE_BUNDLER_FILE).apply(compiler);
  }
}

const BUNDLER_RUNTIME_PROVIDER = path.join(__dirname, 'bundler-runtime/provide.mjs');
const BUNDLER_RUNTIME_CONSUMER = path.join(__dirname, 'bundler-runtime/consume.mjs');

function routerVersion() {
  return routerEntry().version;
}

/** The one HTML template; the static server writes the runtime config into it. */
function htmlPlugin({ standalone, ...extra } = {}) {
  return new HtmlWebpackPlugin({
    template: path.join(sharedRoot, 'mf/index.html'),
    templateParameters: { title: '배움 - 세상 모든 배움을 가장 저렴하게', standalone: Boolean(standalone) },
    inject: 'body',
    scriptLoading: 'defer',
    // Root-relative script URLs: a deep link into a standalone remote (/class/1) must still
    // find /main.js. The federated chunks keep publicPath 'auto'.
    publicPath: '/',
    ...extra,
  });
}

/** Build-time flags the shell's code reads (process.env.BAEUM_PRELOAD: the preload cut). */
class BuildFlagsPlugin {
  constructor(cuts = activeCuts()) {
    this.flags = { 'process.env.BAEUM_PRELOAD': JSON.stringify(cuts.has('preload') ? 'on' : 'off') };
  }

  apply(compiler) {
    new compiler.webpack.DefinePlugin(this.flags).apply(compiler);
  }
}

function cssExtractPlugin() {
  return new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:8].css' });
}

/**
 * Remotes' chunking: code used by two exposes (mfe-search's SearchBar is also part of its
 * route tree) is split out from 4 KB instead of webpack's 20 KB, so it is not shipped twice
 * on pages that load both; and loading one exposed module takes at most 3 requests (webpack's
 * default is 30), which merges the small splits on the way: on `/` 5 → 4 files and −1.3 KB
 * gzip, on `/community` and `/class/1` one request less (bench/README.md, step 8). The shell
 * needs no splitting: its singletons are eager (above).
 */
function splitChunksFor(isShell) {
  return isShell ? { chunks: 'async' } : { chunks: 'async', minSize: 4000, maxAsyncRequests: 3 };
}

/**
 * @param {object} o
 * @param {string} o.dirname        the package folder
 * @param {string} o.pkg            folder name: 'shell' or 'mfe-…'
 * @param {Record<string,string>} [o.exposes]
 * @param {object} [o.argv]         webpack's argv (mode)
 * @param {object} [o.env]          webpack's env
 */
function createConfig({ dirname, pkg, exposes = {}, argv = {} }) {
  const isProd = argv.mode !== 'development';
  const isShell = pkg === 'shell';
  const remote = REMOTES[pkg];
  const name = isShell ? 'shell' : remote.name;
  const port = isShell ? SHELL_PORT : remote.port;

  const cuts = activeCuts();
  // The remotes read the shell's bundler runtime through the runtime-core it provides.
  const shareBundlerRuntime = cuts.has('shared-bundler-runtime') && cuts.has('external-runtime');
  const bundlerRuntime = shareBundlerRuntime ? bundlerRuntimeResolve() : null;
  const liteRuntime = cuts.has('lite-runtime') ? liteRuntimeResolve() : null;
  if (cuts.has('slim-router')) {
    const problems = routerImportProblems([path.join(dirname, 'src'), path.join(sharedRoot, 'src')]);
    if (problems.length) {
      throw new Error(
        `react-router-dom names outside the shared declarative cut (shared/mf/react-router-dom.mjs):\n  ${problems.join('\n  ')}\n` +
          'Add them there (a shell change: deploy the shell first) or use an API the cut has.',
      );
    }
  }

  const federation = new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    // The shell registers remotes at run time from the remotes map; nothing is baked in.
    remotes: {},
    // The shell's singletons ship in its main.js (see sharePolicy); measured against one
    // `vendors` chunk, this saves 2.1 KB gzip and 3 requests on `/` (bench/README.md).
    shared: sharePolicy({ cuts, eager: isShell && cuts.has('vendor-chunks') }),
    shareStrategy: 'loaded-first',
    manifest: true,
    // The type server wants the network and a broker; contracts live in @baeum/shared.
    dts: false,
    runtimePlugins: [
      // Retry and error reporting for loading remotes. Remotes load no remote (disableRemote),
      // so with the shared bundler runtime they leave it out (−0.4 KB gzip per remoteEntry).
      ...(isShell || !shareBundlerRuntime ? [path.join(sharedRoot, 'src/mf-runtime/resiliencePlugin.ts')] : []),
      // The shell puts its bundler runtime on the page for the remotes (bundler-runtime/).
      ...(isShell && shareBundlerRuntime ? [BUNDLER_RUNTIME_PROVIDER] : []),
      // One MF runtime per page: the shell (a pure consumer) puts its runtime-core on the
      // page (what `experiments.provideExternalRuntime` does, but through the plugin's ESM
      // build: the option adds its CommonJS build, which bundles a second, CommonJS copy of
      // runtime-core and the sdk next to the ESM one: +83 KB raw).
      ...(isShell && cuts.has('external-runtime') ? [injectRuntimeCorePlugin()] : []),
    ],
    experiments: {
      // Each remote's remoteEntry.js uses the shell's runtime-core instead of carrying its own
      // ~18 KB gzip copy. A remote booting standalone gets its own copy from a separate small
      // script (StandaloneRuntimeCorePlugin), so that still works without the shell.
      ...(!isShell && cuts.has('external-runtime') ? { externalRuntime: true } : {}),
      // Browser only: drops the runtime's Node script loader; remotes, which never load a
      // remote themselves, also drop the remote-loading code (−0.7 KB gzip per remoteEntry).
      ...(cuts.has('web-target') ? { optimization: { target: 'web', ...(isShell ? {} : { disableRemote: true }) } } : {}),
    },
  });

  return {
    mode: isProd ? 'production' : 'development',
    context: dirname,
    // The shell's singletons are eager (vendor-chunks), so it needs no async boundary: its
    // code goes in main.js instead of a second chunk fetched after it (one round trip less).
    entry: { main: isShell && cuts.has('vendor-chunks') ? './src/bootstrap.tsx' : './src/index.ts' },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      // The entry name stays stable for the MF runtime; chunks carry the content hash.
      filename: '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: isShell ? '/' : 'auto',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      ...resolveOptions(),
      alias: {
        'baeum-mf-react-router-dom-full$': routerEntry().file,
        ...(bundlerRuntime ? bundlerRuntime.alias : {}),
        ...(liteRuntime ? liteRuntime.alias : {}),
      },
    },
    module: { rules: moduleRules(isProd) },
    plugins: [
      federation,
      new BuildFlagsPlugin(cuts),
      ...(bundlerRuntime ? [new SharedBundlerRuntimePlugin({ isShell, define: bundlerRuntime.define })] : []),
      // A remote reading the shell's bundler runtime (consume.mjs) needs no copy of its own.
      ...(liteRuntime && (isShell || !bundlerRuntime) ? [new LiteBundlerRuntimePlugin()] : []),
      htmlPlugin({ standalone: !isShell }),
      ...(isProd ? [cssExtractPlugin()] : []),
      ...(!isShell && cuts.has('external-runtime') ? [new StandaloneRuntimeCorePlugin({ mode: isProd ? 'production' : 'development', bundlerRuntime: shareBundlerRuntime ? { provider: BUNDLER_RUNTIME_PROVIDER, ...bundlerRuntime } : null, liteRuntime })] : []),
    ],
    performance: { hints: false },
    optimization: isProd
      ? {
          moduleIds: 'deterministic',
          chunkIds: 'deterministic',
          ...(cuts.has('vendor-chunks') ? { splitChunks: splitChunksFor(isShell) } : {}),
        }
      : {},
    devServer: {
      port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/_api'], target: API_URL, pathRewrite: { '^/_api': '' }, changeOrigin: true }],
      setupMiddlewares: (middlewares, devServer) => {
        if (isShell) {
          const { runtimeConfig } = require(path.join(repoRoot, 'scripts/runtime-config.cjs'));
          // The dev server writes nothing into index.html, so the shell fetches its config.
          devServer.app.get('/runtime-config.json', (req, res) => res.json(runtimeConfig({ hostname: req.hostname })));
          devServer.app.get('/remotes.json', (req, res) => res.json(runtimeConfig({ hostname: req.hostname }).remotes));
        }
        return middlewares;
      },
    },
    stats: 'errors-warnings',
  };
}

module.exports = {
  createConfig,
  sharePolicy,
  activeCuts,
  ALL_CUTS,
  moduleRules,
  resolveOptions,
  htmlPlugin,
  cssExtractPlugin,
  BuildFlagsPlugin,
  bundlerRuntimeResolve,
  REMOTES,
  SHELL_PORT,
  API_URL,
  sharedRoot,
  repoRoot,
};

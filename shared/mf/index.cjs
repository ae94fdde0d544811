// The one federation helper. It writes the share policy and the webpack setup once, so each
// package's webpack.config.cjs only names the package, its port and what it exposes.
const fs = require('node:fs');
const path = require('node:path');
const { StandaloneRuntimeCorePlugin } = require('./standaloneRuntime.cjs');
const { routerExports, ROUTER_USERS } = require('./routerExports.cjs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const sharedRoot = path.resolve(__dirname, '..');
const repoRoot = path.resolve(sharedRoot, '..');

/** Remote names as Module Federation sees them (identifiers, no hyphens). */
const PACKAGES = require('./packages.json');
const REMOTES = Object.fromEntries(
  PACKAGES.remotes.map(({ pkg, name, port }) => [pkg, { name, port }]),
);
const SHELL_PORT = PACKAGES.shell.port;
const API_URL = process.env.API_URL || 'http://127.0.0.1:4000';

const reactRange = '^19.0.0';
const singleton = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });

/** The version of @baeum/shared this build compiles against (shared/package.json). */
function sharedVersion() {
  return JSON.parse(fs.readFileSync(path.join(sharedRoot, 'package.json'), 'utf8')).version;
}

/**
 * With the router tree-shaken (browser builds), these singletons are not eager in the shell: the
 * MF runtime refuses `eager` together with `treeShaking`, and @baeum/shared imports the router.
 * The shell takes them behind its start-up boundary (shell/src/bootstrap.tsx), and index.html
 * preloads their files (BootPreloadPlugin), so they still come in the first round trip.
 */
const AFTER_ROUTER = ['react-router-dom', '@baeum/shared'];

/**
 * The share policy. React's major is held with strictVersion: a remote built against another
 * major fails loudly instead of running two Reacts.
 *
 * @baeum/shared follows semver (README, "When a remote needs a newer @baeum/shared"): a minor
 * only adds, a major may break. A package requires at least the minor it was built against
 * (`^1.4.0` when built with 1.4.x), strictly: the shell's copy is the one loaded first, and a
 * remote that needs more than it provides fails to load into its slot (이 영역을 불러오지
 * 못했어요 · 다시 시도) instead of running against exports that are not there.
 * `sharedPackage` replaces the version and the module (the skew journey's fixture only).
 *
 * The router is shared tree-shaken in the browser builds (`routerTreeShaking`, see
 * browserRouterTreeShaking); the server containers share it whole.
 *
 * @param {{ eager?: boolean, sharedPackage?: { version: string, import?: string },
 *   routerTreeShaking?: { mode: 'runtime-infer', usedExports?: string[] } }} [o]
 */
function sharePolicy({ eager = false, sharedPackage, routerTreeShaking } = {}) {
  const react = singleton(reactRange, { strictVersion: true });
  const ownShared = sharedPackage?.version ?? sharedVersion();
  const baeumShared = singleton(`^${ownShared}`, {
    strictVersion: true,
    version: ownShared,
  });
  const policy = {
    react,
    'react/': react,
    'react-dom': react,
    'react-dom/': react,
    // The package as published (ARCHITECTURE §3: a kept library is never cut or replaced). In
    // the browser MF's own shared tree shaking keeps the exports the workspace imports.
    'react-router-dom': singleton(
      '^7.0.0',
      routerTreeShaking ? { treeShaking: routerTreeShaking } : {},
    ),
    jotai: singleton('^3.0.0'),
    // One server-data cache: the shell's QueryClient and its React context serve every remote.
    '@tanstack/react-query': singleton('^5.0.0'),
    axios: singleton('^1.0.0'),
    '@baeum/shared': sharedPackage?.import
      ? { ...baeumShared, import: sharedPackage.import }
      : baeumShared,
    '@baeum/shared/': baeumShared,
    swiper: { requiredVersion: false },
    'swiper/': { requiredVersion: false },
  };
  if (eager) {
    // The shell needs every singleton before its first render, so it ships them in main.js:
    // one request instead of a waterfall of eleven small chunks, one gzip stream. Remotes
    // still negotiate them at run time (loaded-first: the shell's copy, the first loaded, is
    // the one every remote gets). Swiper stays lazy: only some pages of some remotes use it;
    // the tree-shaken router and the kit that imports it come right after (AFTER_ROUTER).
    for (const [key, config] of Object.entries(policy)) {
      if (!key.startsWith('swiper') && !(routerTreeShaking && AFTER_ROUTER.includes(key)))
        policy[key] = { ...config, eager: true };
    }
  }
  return policy;
}

/**
 * MF's own shared tree shaking for the router (ARCHITECTURE §3 names it), production browser
 * builds only. Shared whole, react-router ships all of itself on every page (189 KB raw, ~25 KB
 * on the wire more than the names used: framework mode, RSC, sessions and cookies).
 *
 * Every build keeps the names any package of the workspace imports (`usedExports`, read from the
 * sources by routerExports.cjs), not only its own: the shell's copy is the one every remote uses
 * (a singleton, loaded first), and a remote's standalone page boots through @baeum/shared, whose
 * imports a build's own inference misses. Each build's mf-stats.json lists the names, and
 * deploy/nginx/release.mjs refuses a remote built with a name the running shell lacks (deploy
 * the shell first).
 *
 * @param {boolean} isProd
 * @returns {{ mode: 'runtime-infer', usedExports: string[] } | undefined}
 */
function browserRouterTreeShaking(isProd) {
  if (!isProd) return undefined;
  return { mode: 'runtime-infer', usedExports: routerExports(repoRoot, ROUTER_USERS) };
}

function sassLoader() {
  return {
    loader: require.resolve('sass-loader'),
    // sass-loader wants the module itself, not a path.
    options: {
      implementation: require('sass'),
      sassOptions: { loadPaths: [path.join(sharedRoot, 'src/styles')] },
    },
  };
}

const PROD_CLASS_NAME = '[hash:base64:6]';

/**
 * @param {boolean} isProd
 * @param {{ contexts: string[], fallback: string }} [identContexts]  name each package's classes
 *   from its own folder (see serverStyleRules); a build of one package leaves it out.
 */
function styleRules(isProd, identContexts) {
  const extract = isProd ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  const moduleRule = (localIdentContext, extra) => ({
    test: /\.module\.scss$/,
    ...extra,
    use: [
      extract,
      {
        loader: require.resolve('css-loader'),
        options: {
          modules: {
            namedExport: false,
            exportLocalsConvention: 'as-is',
            localIdentName: isProd ? PROD_CLASS_NAME : '[name]__[local]',
            ...(localIdentContext ? { localIdentContext } : {}),
          },
        },
      },
      sassLoader(),
    ],
  });
  const modules = identContexts
    ? [
        ...identContexts.contexts.map((dir) => moduleRule(dir, { include: dir })),
        moduleRule(identContexts.fallback, { exclude: identContexts.contexts }),
      ]
    : [moduleRule(null)];
  return [
    ...modules,
    {
      test: /\.s?css$/,
      exclude: /\.module\.scss$/,
      use: [extract, require.resolve('css-loader'), sassLoader()],
    },
  ];
}

/**
 * Styles for a server build (shell/webpack.ssr.cjs): class names only, no CSS. A class name
 * hashes its file's path from the build that ships the CSS, so each package's files are named
 * from that package's folder (`contexts`: folder → files under it; the rest from `fallback`)
 * and the server's markup uses exactly the browser's class names.
 * @param {{ contexts: string[], fallback: string }} o
 */
function serverStyleRules({ contexts, fallback }) {
  const moduleRule = (localIdentContext, extra) => ({
    test: /\.module\.scss$/,
    ...extra,
    use: [
      {
        loader: require.resolve('css-loader'),
        options: {
          modules: {
            namedExport: false,
            exportLocalsConvention: 'as-is',
            exportOnlyLocals: true,
            localIdentName: PROD_CLASS_NAME,
            localIdentContext,
          },
        },
      },
      sassLoader(),
    ],
  });
  return [
    ...contexts.map((dir) => moduleRule(dir, { include: dir })),
    moduleRule(fallback, { exclude: contexts }),
    // Global styles carry no class names: nothing to render on the server.
    { test: /\.s?css$/, exclude: /\.module\.scss$/, type: 'asset/source' },
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
/**
 * @param {boolean} isProd
 * @param {{ identContexts?: { contexts: string[], fallback: string } }} [o]  see styleRules
 */
function moduleRules(isProd, { identContexts } = {}) {
  return [scriptRule(), ...styleRules(isProd, identContexts)];
}

function resolveOptions() {
  return { extensions: ['.tsx', '.ts', '.js', '.mjs'] };
}

/**
 * The building package's own @module-federation/enhanced, not shared's: each team pins its MF
 * version in its package.json and upgrades alone (README, "Independent teams"; mfe-studio
 * stays a minor behind to show it).
 */
function enhancedWebpackOf(dirname) {
  return require.resolve('@module-federation/enhanced/webpack', { paths: [dirname] });
}

/** @module-federation/inject-external-runtime-core-plugin, its ESM build (see createConfig). */
function injectRuntimeCorePlugin(dirname) {
  // A dependency of @module-federation/enhanced (whose exports hide its package.json).
  const enhancedDir = path.dirname(enhancedWebpackOf(dirname));
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [enhancedDir],
  });
  const esm = path.join(path.dirname(cjs), 'index.js');
  if (!fs.existsSync(esm))
    throw new Error(`no ESM build of the inject-external-runtime-core plugin next to ${cjs}`);
  return esm;
}

/**
 * The one HTML template; the static server writes the runtime config into it.
 * @param {{ standalone?: boolean } & Record<string, unknown>} [o]
 */
function htmlPlugin({ standalone, ...extra } = {}) {
  return new HtmlWebpackPlugin({
    template: path.join(sharedRoot, 'mf/index.html'),
    templateParameters: {
      title: '배움 - 세상 모든 배움을 가장 저렴하게',
      standalone: Boolean(standalone),
    },
    inject: 'body',
    scriptLoading: 'defer',
    // Root-relative script URLs: a deep link into a standalone remote (/class/1) must still
    // find /main.js. The federated chunks keep publicPath 'auto'.
    publicPath: '/',
    ...extra,
  });
}

/**
 * The shell's start-up files beside main.js: the singletons behind its start-up boundary (the
 * tree-shaken router, the shared kit) and its own code are async chunks that main.js asks for
 * at once. index.html names them as `<link rel=preload as=script fetchpriority=low>`, so the
 * browser fetches them with main.js instead of after it (no extra round trip), after the
 * drawing's image and styles as main.js itself (a `defer` script). The shell has no other
 * async chunk: every one of them is fetched on every page.
 */
class BootPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'BootPreloadPlugin',
        (data) => {
          const entryChunks = new Set(compilation.entrypoints.get('main').chunks);
          const files = [...compilation.chunks]
            .filter((chunk) => !entryChunks.has(chunk))
            .flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')))
            .sort();
          const publicPath = compilation.outputOptions.publicPath;
          data.headTags.push(
            ...files.map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: `${publicPath}${file}`,
                // As main.js's own `defer` (low): the page's image and styles go first.
                fetchpriority: 'low',
              }),
            ),
          );
          return data;
        },
      );
    });
  }
}

/**
 * Emits files as they are at the site root: shared/mf/static (the site icon and the default
 * share image that index.html names, for the shell and every standalone remote) and the
 * package's own folders (or single files) in `dirs`.
 */
class StaticFilesPlugin {
  constructor(dirs) {
    this.dirs = dirs;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StaticFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'StaticFilesPlugin',
          stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const entry of this.dirs) {
            // A folder gives all its files; a file gives itself.
            const files = fs.statSync(entry).isDirectory()
              ? fs.readdirSync(entry).map((file) => path.join(entry, file))
              : [entry];
            for (const file of files) {
              compilation.emitAsset(path.basename(file), new RawSource(fs.readFileSync(file)));
            }
          }
        },
      );
    });
  }
}

/** `hashed`: the entry's CSS is named by its content too (the shell: see output.filename). */
function cssExtractPlugin({ hashed = false } = {}) {
  return new MiniCssExtractPlugin({
    filename: hashed ? '[name].[contenthash:8].css' : '[name].css',
    chunkFilename: '[name].[contenthash:8].css',
  });
}

/**
 * Remotes' chunking: code used by two exposes (mfe-search's SearchBar is also part of its
 * route tree) is split out from 4 KB instead of webpack's 20 KB, so it is not shipped twice
 * on pages that load both; and loading one exposed module takes at most 3 requests (webpack's
 * default is 30), which merges the small splits on the way: on `/` 5 → 4 files and −1.3 KB
 * gzip, on `/community` and `/class/1` one request less (bench/README.md, step 8). The shell
 * splits only its start-up (BootPreloadPlugin) and keeps its styles in one main.css.
 */
function splitChunksFor(isShell) {
  if (!isShell) return { chunks: 'async', minSize: 4000, maxAsyncRequests: 3 };
  // The shell's styles stay in one main.css, linked from index.html: the drawn page is styled
  // before any script runs, although the shell's code and the shared kit load after main.js.
  return {
    chunks: 'async',
    cacheGroups: {
      styles: { type: 'css/mini-extract', name: 'main', chunks: 'all', enforce: true },
    },
  };
}

/**
 * @param {object} o
 * @param {string} o.dirname        the package folder
 * @param {string} o.pkg            folder name: 'shell' or 'mfe-…'
 * @param {Record<string,string>} [o.exposes]
 * @param {object} [o.argv]         webpack's argv (mode)
 * @param {object} [o.env]          webpack's env
 * @param {{ version: string, import?: string }} [o.sharedPackage]  see sharePolicy
 * @param {string[]} [o.staticDirs]  folders of the package emitted as they are at the site root
 */
function createConfig({
  dirname,
  pkg,
  exposes = {},
  argv = {},
  env = {},
  sharedPackage,
  staticDirs = [],
}) {
  // `webpack --env server`: the package's server container (shared/mf/server.cjs).
  if (env.server) return require('./server.cjs').createServerConfig({ dirname, pkg, exposes });
  const isProd = argv.mode !== 'development';
  const isShell = pkg === 'shell';
  const remote = REMOTES[pkg];
  if (!isShell && !remote) throw new Error(`${pkg} is not in shared/mf/packages.json`);
  const name = isShell || !remote ? 'shell' : remote.name;
  const port = isShell || !remote ? SHELL_PORT : remote.port;

  const { ModuleFederationPlugin } = require(enhancedWebpackOf(dirname));
  const federation = new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    // The shell registers remotes at run time from the remotes map; nothing is baked in.
    remotes: {},
    // The shell's singletons ship in its main.js but the router and the kit (see sharePolicy);
    // measured against one `vendors` chunk, this saved 2.1 KB gzip and 3 requests on `/`.
    shared: sharePolicy({
      eager: isShell,
      sharedPackage,
      routerTreeShaking: browserRouterTreeShaking(isProd),
    }),
    shareStrategy: 'loaded-first',
    manifest: true,
    // The type server wants the network and a broker; contracts live in @baeum/shared.
    dts: false,
    runtimePlugins: [
      // Retry and error reporting for loading remotes (the shell loads them; a remote booting
      // standalone loads none, but its team sees the same errors).
      path.join(sharedRoot, 'src/mf-runtime/resiliencePlugin.ts'),
      // One MF runtime per page: the shell (a pure consumer) puts the official runtime-core on
      // the page through the official injection plugin's ESM build. `provideExternalRuntime`
      // adds its CommonJS build, which bundles a second, CommonJS copy of runtime-core and the
      // sdk next to the ESM one (+83 KB raw); the ESM build is the same plugin as published.
      ...(isShell ? [injectRuntimeCorePlugin(dirname)] : []),
    ],
    experiments: {
      // Each remote's remoteEntry.js uses the shell's runtime-core instead of carrying its own
      // copy. A remote booting standalone gets its own copy from a separate small script
      // (StandaloneRuntimeCorePlugin), so that still works without the shell.
      ...(isShell ? {} : { externalRuntime: true }),
      // Browser only: drops the runtime's Node script loader. Remotes never load a remote
      // themselves and use no manifest snapshot: they drop that code too.
      optimization: {
        target: 'web',
        ...(isShell ? {} : { disableRemote: true, disableSnapshot: true }),
      },
    },
  });

  return {
    mode: isProd ? 'production' : 'development',
    context: dirname,
    // The shell's entry is its bootstrap: eager singletons in main.js, then its own code and
    // the router behind the boundary there, fetched beside main.js (BootPreloadPlugin).
    entry: { main: isShell ? './src/bootstrap.tsx' : './src/index.ts' },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      // A remote's entry name stays stable (its standalone page and tools name it); chunks carry
      // the content hash. The shell's main.js is named only by its index.html (no-cache), so it
      // carries the hash too and a repeat visit takes it from the cache without asking. (A
      // function: the MF runtime module asks for the entry's name, only to learn its folder,
      // before the content hash exists; a template with [contenthash] fails the build there.)
      filename:
        isProd && isShell
          ? (data) =>
              data.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js'
          : '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: isShell ? '/' : 'auto',
      uniqueName: name,
      clean: true,
    },
    resolve: resolveOptions(),
    module: { rules: moduleRules(isProd) },
    plugins: [
      federation,
      htmlPlugin({ standalone: !isShell }),
      ...(isShell ? [new BootPreloadPlugin()] : []),
      new StaticFilesPlugin([
        path.join(sharedRoot, 'mf/static'),
        ...staticDirs.map((d) => path.join(dirname, d)),
      ]),
      ...(isProd ? [cssExtractPlugin({ hashed: isShell })] : []),
      ...(isShell
        ? []
        : [new StandaloneRuntimeCorePlugin({ mode: isProd ? 'production' : 'development' })]),
    ],
    performance: { hints: false },
    optimization: isProd
      ? {
          moduleIds: 'deterministic',
          chunkIds: 'deterministic',
          splitChunks: splitChunksFor(isShell),
        }
      : {},
    devServer: {
      port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        { context: ['/_api'], target: API_URL, pathRewrite: { '^/_api': '' }, changeOrigin: true },
      ],
      setupMiddlewares: (middlewares, devServer) => {
        if (isShell) {
          const { runtimeConfig } = require(path.join(repoRoot, 'shell/server/runtime-config.cjs'));
          // The dev server writes nothing into index.html, so the shell fetches its config.
          devServer.app.get('/runtime-config.json', (req, res) =>
            res.json(runtimeConfig({ hostname: req.hostname })),
          );
          devServer.app.get('/remotes.json', (req, res) =>
            res.json(runtimeConfig({ hostname: req.hostname }).remotes),
          );
        }
        return middlewares;
      },
    },
    stats: 'errors-warnings',
  };
}

module.exports = {
  createConfig,
  serverStyleRules,
  scriptRule,
  sharePolicy,
  moduleRules,
  resolveOptions,
  htmlPlugin,
  cssExtractPlugin,
  StaticFilesPlugin,
  REMOTES,
  SHELL_PORT,
  API_URL,
  sharedRoot,
  repoRoot,
};

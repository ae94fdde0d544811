// The server side of federation (README "Server render"): each front-end package also builds a
// Node container beside its browser build, the way the Module Federation team documents it for
// webpack (`target: 'async-node'`, a `commonjs-module` library, `@module-federation/node`'s
// runtime plugin to fetch and run containers and chunks over HTTP).
// - A remote's server build goes to dist/server/ with its own mf-manifest.json: the shell's render
//   server loads it at run time from the same remotes map that points the browser at the remote
//   (`…/mf-manifest.json` → `…/server/mf-manifest.json`), so a remote deployed alone is drawn from
//   its new code on the next request.
// - The shell's server build (shell/webpack.ssr.cjs) is a federation host with no remote inside:
//   only the shell's own code and the shared singletons.
// Styles give class names only, the browser build's own (serverStyleRules).
const path = require('node:path');
const {
  REMOTES,
  sharePolicy,
  resolveOptions,
  scriptRule,
  serverStyleRules,
} = require('./index.cjs');

/** Where a package's server container lives inside its deployed folder (and URL). */
const SERVER_DIR = 'server';

const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');

/** The building package's own @module-federation/enhanced (each team pins its MF version). */
function federationPluginOf(dirname) {
  const file = require.resolve('@module-federation/enhanced/webpack', { paths: [dirname] });
  return require(file).ModuleFederationPlugin;
}

/**
 * @param {object} o
 * @param {string} o.dirname  the package folder
 * @param {string} o.pkg      'shell' or 'mfe-…'
 * @param {Record<string, string>} [o.exposes]
 * @param {Record<string, string>} [o.entry]  the shell's render entry
 * @param {string} [o.outputPath]
 * @param {{ contexts: string[], fallback: string }} [o.styleContexts]  see serverStyleRules
 */
function createServerConfig({ dirname, pkg, exposes = {}, entry = {}, outputPath, styleContexts }) {
  const isShell = pkg === 'shell';
  const remote = REMOTES[pkg];
  if (!isShell && !remote) throw new Error(`${pkg} is not in shared/mf/packages.json`);
  const name = remote && !isShell ? remote.name : 'shell';
  const ModuleFederationPlugin = federationPluginOf(dirname);
  return {
    name: `${pkg}-server`,
    mode: 'production',
    target: 'async-node',
    context: dirname,
    entry,
    devtool: false,
    output: {
      path: outputPath ?? path.join(dirname, 'dist', SERVER_DIR),
      // The shell's render entry is CommonJS whatever its package.json says (render.cjs).
      filename: isShell ? '[name].cjs' : '[name].js',
      // Chunks are named by their content: a new deployment's manifest names new files, so the
      // render server can tell it apart and never runs a stale chunk from a cache.
      chunkFilename: '[name].[contenthash:8].js',
      // No public path in the build: the node runtime plugin resolves chunks against the URL the
      // container was loaded from (the manifest's folder), wherever the package is deployed.
      publicPath: '',
      uniqueName: `${name}_server`,
      ...(isShell ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: resolveOptions(),
    module: {
      rules: [
        scriptRule(),
        ...serverStyleRules(styleContexts ?? { contexts: [], fallback: dirname }),
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        remoteType: 'script',
        library: { type: 'commonjs-module' },
        // Same share policy as the browser: one React, one router, one query cache and one
        // shared kit per drawing, the host's.
        shared: sharePolicy({ eager: isShell }),
        shareStrategy: 'loaded-first',
        manifest: !isShell,
        dts: false,
        runtimePlugins: [NODE_RUNTIME_PLUGIN],
      }),
    ],
    // Readable stack traces in the server's log; these files never run in a browser.
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The server manifest of a remote, from the browser manifest's URL in the remotes map. */
function serverManifestUrl(browserManifestUrl) {
  return new URL(`${SERVER_DIR}/mf-manifest.json`, browserManifestUrl).href;
}

module.exports = { createServerConfig, serverManifestUrl, SERVER_DIR };

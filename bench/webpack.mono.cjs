// `pnpm build:mono`: the same pages as ONE ordinary webpack app — the baseline `pnpm bench`
// measures the federated build against. The shell's code with every remote's exposed module
// imported from source (bench/mono/fromSource.cjs: its registry.source.ts replaces registry.ts),
// the same loaders, template and CSS extraction as shared/mf (no ModuleFederationPlugin),
// webpack's default production splitting (each remote's route tree stays a lazy chunk, as
// an ordinary app with lazy routes would have it). Output: shell/dist-mono, served by
// shell/server/serve.mjs like any other build.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

const repoRoot = path.resolve(__dirname, '..');
const shellDir = path.join(repoRoot, 'shell');
const fromShell = createRequire(path.join(shellDir, 'package.json'));
const webpack = fromShell('webpack');
const mf = fromShell('@baeum/shared/mf');
const { sourceRegistry } = require('./mono/fromSource.cjs');

/**
 * The shell's route table without routes (nothing to name from a remote: no remotes here), with
 * its lists of the pages the server draws, so shell/server/serve.mjs draws the same first screens
 * for this build as for the federated one.
 */
class FirstScreenTablePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreenTable', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstScreenTable', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const table = JSON.parse(
            fs.readFileSync(path.join(shellDir, 'static/route-table.json'), 'utf8'),
          );
          const drawn = {
            routes: [],
            firstScreen: table.firstScreen ?? [],
            memberFirstScreen: table.memberFirstScreen ?? [],
          };
          compilation.emitAsset(
            'route-table.json',
            new webpack.sources.RawSource(JSON.stringify(drawn, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = (_env, argv = {}) => {
  const registry = sourceRegistry(webpack);
  const remoteDirs = Object.keys(mf.REMOTES).map((pkg) => path.join(mf.repoRoot, pkg));
  const isProd = argv.mode !== 'development';
  return {
    name: 'mono',
    mode: isProd ? 'production' : 'development',
    context: shellDir,
    // No async boundary: that import('./bootstrap') exists only for federation's share
    // negotiation; an ordinary app starts at its bootstrap.
    entry: { main: './src/bootstrap.tsx' },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(shellDir, 'dist-mono'),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: '/',
      clean: true,
    },
    resolve: mf.resolveOptions(),
    module: {
      rules: [
        // Class names as each remote's own build names them (and its server container), so the
        // shell's render server draws this build's pages too.
        ...mf.moduleRules(isProd, { identContexts: { contexts: remoteDirs, fallback: shellDir } }),
        // Runs first, on the TypeScript source: fills in the remotes' exposed modules.
        registry.rule,
      ],
    },
    plugins: [
      registry.plugin,
      mf.htmlPlugin({ standalone: false }),
      // The same site icon and first frame as the shell (not its route table: no remotes here).
      new mf.StaticFilesPlugin([
        path.join(mf.sharedRoot, 'mf/static'),
        path.join(mf.repoRoot, 'shell/static/boot-frame.html'),
      ]),
      // Hashed like the shell's, so the server can put it inline in the page as it does the
      // shell's (shell/server/preload-hints.mjs, createOwnStyles).
      ...(isProd ? [mf.cssExtractPlugin({ hashed: true })] : []),
      new FirstScreenTablePlugin(),
    ],
    performance: { hints: false },
    optimization: isProd
      ? {
          moduleIds: 'deterministic',
          chunkIds: 'deterministic',
          // Every page's styles in one stylesheet named by index.html, as many single-bundle
          // apps ship them: a drawn page paints styled before its lazy route chunk arrives
          // (the federated build gets the route's styles named in <head> from its manifest).
          splitChunks: {
            cacheGroups: {
              styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
            },
          },
        }
      : {},
    stats: 'errors-warnings',
  };
};

// `pnpm build:mono`: the same pages as ONE ordinary webpack app — the baseline `pnpm bench`
// measures the federated build against. The shell's code with every remote's exposed module
// imported from source (shared/mf/fromSource.cjs: registry.source.ts replaces registry.ts),
// the same loaders, template and CSS extraction as shared/mf (no ModuleFederationPlugin),
// webpack's default production splitting (each remote's route tree stays a lazy chunk, as
// an ordinary app with lazy routes would have it). Output: shell/dist-mono, served by
// scripts/serve.mjs like any other build.
const path = require('node:path');
const { createRequire } = require('node:module');

const repoRoot = path.resolve(__dirname, '..');
const shellDir = path.join(repoRoot, 'shell');
const fromShell = createRequire(path.join(shellDir, 'package.json'));
const webpack = fromShell('webpack');
const mf = fromShell('@baeum/shared/mf');
const { sourceRegistry } = fromShell('@baeum/shared/mf/fromSource');

module.exports = (_env, argv = {}) => {
  const registry = sourceRegistry(webpack);
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
        ...mf.moduleRules(isProd),
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
      ...(isProd ? [mf.cssExtractPlugin()] : []),
    ],
    performance: { hints: false },
    optimization: isProd ? { moduleIds: 'deterministic', chunkIds: 'deterministic' } : {},
    stats: 'errors-warnings',
  };
};

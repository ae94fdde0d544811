// `pnpm build:mono`: the same pages as ONE ordinary webpack app — the baseline `pnpm bench`
// measures the federated build against. The shell's code with every remote's exposed module
// imported from source (bench/mono/registry.mono.ts replaces shell/src/remotes/registry.ts),
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

const REGISTRY = path.join(shellDir, 'src/remotes/registry.ts');
const MONO_REGISTRY = path.join(__dirname, 'mono/registry.mono.ts');
const EXPOSES_LOADER = path.join(__dirname, 'mono/exposes-loader.cjs');

/**
 * Every exposed module of every remote, read from the remotes' own webpack configs (the
 * federation plugin's `exposes`), so the baseline follows the remotes as they change:
 * `{ 'mfe_class/Routes': '/abs/mfe-class/src/Routes.tsx', … }`.
 */
function remoteExposes() {
  const exposes = {};
  for (const [pkg, { name }] of Object.entries(mf.REMOTES)) {
    const dir = path.join(repoRoot, pkg);
    const config = require(path.join(dir, 'webpack.config.cjs'))({}, { mode: 'production' });
    const federation = config.plugins.find(
      (p) => p && p.constructor && p.constructor.name === 'ModuleFederationPlugin',
    );
    for (const [key, value] of Object.entries((federation && federation._options.exposes) || {})) {
      const file =
        typeof value === 'string' ? value : Array.isArray(value) ? value[0] : value.import;
      exposes[`${name}/${key.replace(/^\.\//, '')}`] = path.resolve(dir, String(file));
    }
  }
  if (!Object.keys(exposes).length)
    throw new Error('no exposed modules found in the remotes’ webpack configs');
  return exposes;
}

module.exports = (_env, argv = {}) => {
  const exposes = remoteExposes();
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
        {
          test: MONO_REGISTRY,
          enforce: 'pre',
          use: [{ loader: EXPOSES_LOADER, options: { exposes } }],
        },
      ],
    },
    plugins: [
      // Before resolution: `./registry` (shell/src/remotes) and `../remotes/registry` (modals)
      // become bench/mono/registry.mono.ts, resolved from its own folder.
      new webpack.NormalModuleReplacementPlugin(/(^|\/)registry$/, (data) => {
        if (
          data.context &&
          path.resolve(data.context, data.request) === REGISTRY.replace(/\.ts$/, '')
        ) {
          data.request = MONO_REGISTRY;
        }
      }),
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

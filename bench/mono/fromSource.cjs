// The bench's single-bundle baseline (bench/webpack.mono.cjs) takes every remote from source
// instead of loading it at run time: it swaps shell/src/remotes/registry.ts for
// bench/mono/registry.source.ts, whose `remote/Expose` → import('…/mfe-x/src/…') map is written at build time from the
// remotes' own `exposes`, so they follow the remotes as they change.
const path = require('node:path');
const { createRequire } = require('node:module');

const repoRoot = path.resolve(__dirname, '../..');
const { REMOTES } = createRequire(path.join(repoRoot, 'shell/package.json'))('@baeum/shared/mf');

const REGISTRY = path.join(repoRoot, 'shell/src/remotes/registry.ts');
const SOURCE_REGISTRY = path.join(__dirname, 'registry.source.ts');
const EXPOSES_LOADER = path.join(__dirname, 'exposesLoader.cjs');

/**
 * Every exposed module of every remote, read from the remotes' own webpack configs (the
 * federation plugin's `exposes`): `{ 'mfe_class/Routes': '/abs/mfe-class/src/Routes.tsx', … }`.
 */
function remoteExposes() {
  const exposes = {};
  for (const [pkg, { name }] of Object.entries(REMOTES)) {
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

/** The loader rule that fills registry.source.ts, and the plugin that puts it in registry.ts's place. */
function sourceRegistry(webpack) {
  const exposes = remoteExposes();
  return {
    rule: {
      test: SOURCE_REGISTRY,
      enforce: 'pre',
      use: [{ loader: EXPOSES_LOADER, options: { exposes } }],
    },
    // Before resolution: `./registry` (shell/src/remotes) and `../remotes/registry` (modals)
    // become bench/mono/registry.source.ts.
    plugin: new webpack.NormalModuleReplacementPlugin(/(^|\/)registry$/, (data) => {
      if (
        data.context &&
        path.resolve(data.context, data.request) === REGISTRY.replace(/\.ts$/, '')
      ) {
        data.request = SOURCE_REGISTRY;
      }
    }),
  };
}

module.exports = { remoteExposes, sourceRegistry };

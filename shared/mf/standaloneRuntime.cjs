// A remote built with `experiments.externalRuntime` leaves @module-federation/runtime-core out
// and reads it from the global `_FEDERATION_RUNTIME_CORE`, which the shell puts on the page
// (`provideExternalRuntime`). A remote booting standalone has no shell, so this plugin adds one
// small script to the remote's own index.html, before main.js, that puts the runtime there.
// The composed site never loads it: the shell only fetches mf-manifest.json and remoteEntry.js.
//
// runtime-core is bundled once per build mode by a separate, tiny webpack compilation (no
// federation plugin, so no externals) and emitted as a hashed asset of the remote's build.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StandaloneRuntimeCorePlugin';

function runtimeCoreEsm() {
  // runtime-core is a dependency of @module-federation/runtime (not of this package).
  const runtimeDir = path.dirname(require.resolve('@module-federation/runtime/package.json'));
  const cjs = require.resolve('@module-federation/runtime-core', { paths: [runtimeDir] });
  const esm = cjs.replace(/\.cjs$/, '.js');
  const pkg = JSON.parse(
    fs.readFileSync(path.join(path.dirname(cjs), '..', 'package.json'), 'utf8'),
  );
  return { file: fs.existsSync(esm) ? esm : cjs, version: pkg.version };
}

/** One build per mode and process, shared by every compilation (and dev-server rebuild). */
const builds = new Map();

/**
 * @param {any} webpack
 * @param {string} mode
 * @returns {Promise<string>}
 */
function buildProvider(webpack, mode) {
  const key = mode;
  if (builds.has(key)) return builds.get(key);
  const promise = new Promise((resolve, reject) => {
    const { file, version } = runtimeCoreEsm();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-mf-runtime-'));
    const entry = path.join(dir, 'entry.mjs');
    fs.writeFileSync(
      entry,
      [
        `import * as core from ${JSON.stringify(file)};`,
        'const g = globalThis;',
        'if (!g._FEDERATION_RUNTIME_CORE) {',
        '  g._FEDERATION_RUNTIME_CORE = core;',
        `  g._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: ${JSON.stringify(version)} };`,
        '}',
        '',
      ].join('\n'),
    );
    const compiler = webpack({
      mode,
      context: dir,
      entry,
      target: 'web',
      devtool: false,
      output: { path: dir, filename: 'provider.js', iife: true },
      plugins: [new webpack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') })],
      infrastructureLogging: { level: 'error' },
      stats: 'errors-only',
    });
    compiler.run((err, stats) => {
      compiler.close(() => {});
      if (err || stats.hasErrors()) {
        reject(err || new Error(stats.toString('errors-only')));
        return;
      }
      const source = fs.readFileSync(path.join(dir, 'provider.js'), 'utf8');
      fs.rmSync(dir, { recursive: true, force: true });
      resolve(source);
    });
  });
  builds.set(key, promise);
  promise.catch(() => builds.delete(key));
  return promise;
}

class StandaloneRuntimeCorePlugin {
  /** @param {{ mode?: string }} [options] */
  constructor({ mode = 'production' } = {}) {
    this.mode = mode;
  }

  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let fileName = null;
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const source = await buildProvider(webpack, this.mode);
          const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 8);
          fileName = `mf-runtime-core.${hash}.js`;
          compilation.emitAsset(fileName, new webpack.sources.RawSource(source));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        if (!fileName) return data;
        const tag = HtmlWebpackPlugin.createHtmlTagObject('script', {
          defer: true,
          src: `${data.publicPath}${fileName}`,
        });
        data.bodyTags.unshift(tag);
        return data;
      });
    });
  }
}

module.exports = { StandaloneRuntimeCorePlugin };

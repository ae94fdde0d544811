const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('@baeum/shared/mf');

/** Emits the files of static/ (favicon, default share image) as they are, at the site root. */
class StaticFilesPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StaticFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'StaticFilesPlugin',
          stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const dir = path.join(__dirname, 'static');
          for (const file of fs.readdirSync(dir)) {
            compilation.emitAsset(file, new RawSource(fs.readFileSync(path.join(dir, file))));
          }
        },
      );
    });
  }
}

module.exports = (env, argv) => {
  const config = createConfig({ dirname: __dirname, pkg: 'shell', env, argv });
  config.plugins.push(new StaticFilesPlugin());
  return config;
};

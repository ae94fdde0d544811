const { createConfig } = require('@baeum/shared/mf');

module.exports = (env, argv) =>
  createConfig({
    dirname: __dirname,
    pkg: 'mfe-class',
    exposes: {
      './Routes': './src/Routes.tsx',
    },
    env,
    argv,
  });

const { createConfig } = require('@baeum/shared/mf');

module.exports = (env, argv) =>
  createConfig({
    dirname: __dirname,
    pkg: 'mfe-search',
    exposes: {
      './Routes': './src/Routes.tsx',
      './SearchBar': './src/features/search-bar/SearchBar.tsx',
      './SearchOverlay': './src/SearchOverlay.tsx',
    },
    env,
    argv,
  });

// The inbox is tested against the reference API (scripts/jest/referenceApi.setup.cjs).
const config = require('../jest.preset.cjs')(__dirname, { referenceApi: true });

// tus-js-client's browser build, the one webpack bundles (jest does not read "browser").
config.moduleNameMapper = {
  '^tus-js-client$': require.resolve('tus-js-client/lib.es5/browser/index.js'),
  ...config.moduleNameMapper,
};

module.exports = config;

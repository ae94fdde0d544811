// The footer is tested against the reference API (scripts/jest/referenceApi.setup.cjs).
module.exports = {
  ...require('../jest.preset.cjs'),
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  globalSetup: require.resolve('../scripts/jest/referenceApi.setup.cjs'),
  globalTeardown: require.resolve('../scripts/jest/referenceApi.teardown.cjs'),
};

// The reference API (api/) runs once for the whole test run; see src/testing/referenceApi.setup.cjs.
module.exports = {
  ...require('../jest.preset.cjs'),
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  globalSetup: '<rootDir>/src/testing/referenceApi.setup.cjs',
  globalTeardown: '<rootDir>/src/testing/referenceApi.teardown.cjs',
};

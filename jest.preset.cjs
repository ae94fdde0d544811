// One jest preset for every front-end package: @swc/jest for TS/TSX, jsdom, Sass modules as
// identity proxies. jotai 3 and other ESM-only packages must be transformed too.
// Each package's jest.config.cjs is one call: require('../jest.preset.cjs')(__dirname, options).
const path = require('node:path');

const esmOnly = ['jotai', 'swiper', 'ssr-window', 'dom7', 'media-chrome', 'ce-la-react'];

const preset = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnly.join('|')}))`],
  moduleNameMapper: {
    '\\.module\\.s?css$': require.resolve('identity-obj-proxy'),
    '\\.(s?css)$': path.join(__dirname, 'scripts/jest/style-stub.cjs'),
    '\\.(svg|png|jpe?g|webp|gif)$': path.join(__dirname, 'scripts/jest/file-stub.cjs'),
  },
  setupFiles: [path.join(__dirname, 'scripts/jest/polyfills.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'scripts/jest/setup-dom.ts')],
  moduleFileExtensions: ['tsx', 'ts', 'js', 'mjs', 'cjs', 'jsx', 'json', 'node'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

// The reference API (api/) runs once for the whole test run; see scripts/jest/referenceApi.setup.cjs.
const referenceApi = {
  globalSetup: path.join(__dirname, 'scripts/jest/referenceApi.setup.cjs'),
  globalTeardown: path.join(__dirname, 'scripts/jest/referenceApi.teardown.cjs'),
};

/**
 * The jest config of the package in `rootDir`: tests under its src/, with the reference API
 * started around the run when `options.referenceApi` is true.
 * @param {string} rootDir
 * @param {{ referenceApi?: boolean }} [options]
 */
module.exports = function packageConfig(rootDir, options = {}) {
  return {
    ...preset,
    rootDir,
    roots: ['<rootDir>/src'],
    ...(options.referenceApi ? referenceApi : {}),
  };
};

// One jest preset for every front-end package: @swc/jest for TS/TSX, jsdom, Sass modules as
// identity proxies. jotai 3 and other ESM-only packages must be transformed too.
const path = require('node:path');

const esmOnly = ['jotai', 'swiper', 'ssr-window', 'dom7'];

module.exports = {
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

// One flat config for the whole workspace. The remote-isolation rule is the architecture's
// "a remote never imports another remote, only @baeum/shared", made visible.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import fs from 'node:fs';

// The remotes, from the one list of front-end packages.
const frontEnd = JSON.parse(
  fs.readFileSync(new URL('./shared/mf/packages.json', import.meta.url), 'utf8'),
);
const isolation = frontEnd.remotes.map(({ pkg: p }) => ({
  files: [`${p}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '@baeum/mfe-*',
              '@baeum/shell',
              '../../mfe-*',
              '../../shell/*',
              '**/mfe-*/src/**',
            ],
            message:
              'A remote never imports another remote or the shell; share through @baeum/shared.',
          },
          {
            group: ['jotai', 'jotai/*'],
            message: 'Import jotai through @baeum/shared (one store, one wrapper module).',
          },
          {
            group: ['axios'],
            message: 'Call the API through the typed client in @baeum/shared.',
          },
          {
            group: ['@tanstack/*'],
            message:
              'Fetch server data through the query wrapper in @baeum/shared (one QueryClient).',
          },
        ],
      },
    ],
    // Issue #38: a screen never shows the HTTP client's English ("Request failed with status
    // code N"); it shows failureMessage(error, fallback) or errorMessage(error) from @baeum/shared.
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "MemberExpression[property.name='message'][object.type='CallExpression'][object.callee.name='toApiError']",
        message:
          "An API failure's text is failureMessage(error, fallback) from @baeum/shared, never the HTTP client's English message.",
      },
      {
        selector:
          "VariableDeclaration:has(VariableDeclarator[init.callee.name='toApiError']) ~ * MemberExpression[property.name='message']",
        message:
          "An API failure's text is failureMessage(error, fallback) from @baeum/shared, never the HTTP client's English message.",
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-mono/**',
      '**/dist-ssr/**',
      '.tools/**',
      '**/.data/**',
      'bench/results/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: { ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@baeum/mfe-*', '../../mfe-*'],
              message: 'The shell loads remotes at run time only (loadRemote), never by import.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every journey runs under the console guard: it takes `test` from e2e/support/test.ts.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                "Import test and expect from '../support/test': it fails a journey on console errors.",
            },
          ],
        },
      ],
    },
  },
  {
    // Test helpers named like hooks (useTestServer) register jest lifecycle hooks, not React ones.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // A relative path may not leave its package (../../../mfe-search/src/...): packages meet
    // only through their published entries, so the remote boundary above cannot be side-stepped.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript sources import without extensions.
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  {
    // The single-bundle baseline of `pnpm bench` is built from the shell's own sources on purpose.
    files: ['bench/mono/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    // A package's screenshot scripts are workspace tools, not part of its build: they launch the
    // browser through the one helper, docs/screenshots/browser.mjs.
    files: ['*/docs/screenshots/*.mjs'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    // Build and tool configs, the federation helper, scripts: CommonJS or ES modules on Node.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  ...isolation,
);

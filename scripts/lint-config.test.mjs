// The guard rails of `pnpm test`, tested: lint reaches CommonJS configs, a relative import may
// not leave its package, and the format check refuses an unformatted file.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId);
}

describe('lint and format guard rails', () => {
  it('lints CommonJS files (webpack configs, the federation helper)', async () => {
    assert.equal(await eslint.isPathIgnored(path.join(root, 'shared/mf/index.cjs')), false);
    const ids = await ruleIds('shared/mf/example.cjs', "const unused = require('node:path');\n");
    assert.ok(ids.includes('@typescript-eslint/no-unused-vars'), ids.join());
  });

  it('lints ES module scripts', async () => {
    const ids = await ruleIds('scripts/example.mjs', 'const unused = 1;\n');
    assert.ok(ids.includes('@typescript-eslint/no-unused-vars'), ids.join());
  });

  it('refuses a relative import that leaves its package', async () => {
    const ids = await ruleIds(
      'shell/src/example.ts',
      "export { formatPrice } from '../../shared/src/utils/price';\n",
    );
    assert.ok(ids.includes('import-x/no-relative-packages'), ids.join());
    const remote = await ruleIds(
      'mfe-class/src/pages/example.ts',
      "export { searchPath } from '../../../mfe-search/src/lib/paths';\n",
    );
    assert.ok(
      remote.includes('no-restricted-imports') || remote.includes('import-x/no-relative-packages'),
      remote.join(),
    );
  });

  it('a journey takes test from the console guard, not from @playwright/test', async () => {
    const bare = await ruleIds(
      'e2e/tests/example.spec.ts',
      "import { test } from '@playwright/test';\ntest('x', () => {});\n",
    );
    assert.ok(bare.includes('no-restricted-imports'), bare.join());
    const guarded = await ruleIds(
      'e2e/tests/example.spec.ts',
      "import { test } from '../support/test';\ntest('x', () => {});\n",
    );
    assert.deepEqual(guarded, []);
  });

  it('refuses a state update called straight in an effect (derive it, key it, or set it in a handler)', async () => {
    const code = [
      "import { useEffect, useState } from 'react';",
      'export function Box({ value }: { value: string }) {',
      "  const [text, setText] = useState('');",
      '  useEffect(() => {',
      '    setText(value);',
      '  }, [value]);',
      '  return <p>{text}</p>;',
      '}',
      '',
    ].join('\n');
    const ids = await ruleIds('mfe-class/src/components/Example.tsx', code);
    assert.ok(ids.includes('react-hooks/set-state-in-effect'), ids.join());
    const [result] = await eslint.lintText(code, {
      filePath: path.join(root, 'mfe-class/src/components/Example.tsx'),
    });
    assert.equal(result.errorCount, ids.length, 'reported as an error, not a warning');
  });

  it('allows relative imports inside a package', async () => {
    const ids = await ruleIds(
      'shared/src/example.ts',
      "export { formatPrice } from './utils/price';\n",
    );
    assert.deepEqual(ids, []);
  });

  it('the format check refuses an unformatted file and passes a formatted one', async () => {
    const filepath = path.join(root, 'shared/src/example.ts');
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    assert.equal(await prettier.check('export const  a = {b:1}\n', options), false);
    assert.equal(
      await prettier.check(await prettier.format('export const a = { b: 1 };\n', options), options),
      true,
    );
  });
});

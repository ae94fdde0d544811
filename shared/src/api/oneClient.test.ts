/** @jest-environment node */
// ARCHITECTURE.md section 5: one axios instance, one jotai wrapper. These walk the workspace
// sources, so a second client or a stray jotai import anywhere fails here, not in production.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const skipped = new Set([
  'node_modules',
  'dist',
  'dist-mono',
  'dist-ssr',
  '.data',
  '.tools',
  '.git',
  'test-results',
  'playwright-report',
]);
const sourceFile = /\.(ts|tsx|js|jsx|mjs|cjs)$/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return sourceFile.test(entry.name) ? [full] : [];
  });
}

const files = sources(root).filter((file) => file !== __filename);
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
const containing = (pattern: RegExp) =>
  files.filter((file) => pattern.test(fs.readFileSync(file, 'utf8'))).map(relative);

it('has one axios instance in the repo: the client of @baeum/shared', () => {
  expect(containing(/axios\s*\.\s*create\s*\(/)).toEqual(['shared/src/api/client.ts']);
});

it('imports jotai in one module only: the wrapper in @baeum/shared', () => {
  const jotaiImport = new RegExp(
    String.raw`(from\s+|import\s*\(\s*|require\s*\(\s*)['"]jotai(/[^'"]*)?['"]`,
  );
  expect(containing(jotaiImport)).toEqual(['shared/src/state/jotai.ts']);
});

/**
 * @jest-environment node
 */
// The package's own rules, made visible (STYLE.md): features never import each other (route
// files and the exposed entries compose them), jotai and axios come only through
// @baeum/shared, and Korean text lives in messages.ts alone.
import fs from 'node:fs';
import path from 'node:path';

const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`);
const files = sourceFiles(SRC).filter((file) => !isTestCode(file));
const importsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
const featureOf = (file: string) =>
  /features[\\/]([^\\/]+)[\\/]/.exec(path.relative(SRC, file))?.[1] ?? null;

it('has the source files it checks', () => {
  expect(files.length).toBeGreaterThan(30);
});

it('never imports one feature from another', () => {
  const crossings = files.flatMap((file) => {
    const feature = featureOf(file);
    if (!feature) return [];
    return importsOf(file)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => featureOf(path.resolve(path.dirname(file), spec)))
      .filter((target) => target !== null && target !== feature)
      .map((target) => `${path.relative(SRC, file)} → features/${target}`);
  });
  expect(crossings).toEqual([]);
});

it('reaches jotai and axios only through @baeum/shared, and no other remote at all', () => {
  const offenders = files.flatMap((file) =>
    importsOf(file)
      .filter((spec) => /^(jotai|axios)(\/|$)/.test(spec) || /^@baeum\/(mfe-|shell)/.test(spec))
      .map((spec) => `${path.relative(SRC, file)}: ${spec}`),
  );
  expect(offenders).toEqual([]);
});

it('keeps every Korean string in messages.ts', () => {
  const hangul = /[\u3131-\u318e\uac00-\ud7a3]/;
  const offenders = files
    .filter((file) => path.basename(file) !== 'messages.ts')
    .filter((file) => {
      const code = fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
      return hangul.test(code);
    })
    .map((file) => path.relative(SRC, file));
  expect(offenders).toEqual([]);
});

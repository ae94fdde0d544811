// Every front-end package's house rules, made visible (STYLE.md): features never import each
// other (pages and the exposed entries compose them), jotai, axios and TanStack Query come only
// through @baeum/shared, no package reaches another remote, and user-facing Korean text lives
// in the package's messages module alone.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['shell', ...REMOTES.map((r) => r.pkg)];

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const isTestCode = (file) =>
  /(\.(test|spec)\.tsx?|[\\/]testing\.tsx?)$/.test(file) ||
  file.includes(`${path.sep}testing${path.sep}`) ||
  file.endsWith('.d.ts');
const importsOf = (file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((m) => m[1]);

for (const pkg of PACKAGES) {
  const src = path.join(root, pkg, 'src');
  const files = sourceFiles(src).filter((file) => !isTestCode(file));
  const featureOf = (file) =>
    /^features[\\/]([^\\/]+)[\\/]/.exec(path.relative(src, file))?.[1] ?? null;

  describe(pkg, () => {
    it('has source files to check', () => {
      assert.ok(files.length > 5, `${files.length} files`);
    });

    it('never imports one feature from another', () => {
      const crossings = files.flatMap((file) => {
        const feature = featureOf(file);
        if (!feature) return [];
        return importsOf(file)
          .filter((spec) => spec.startsWith('.'))
          .map((spec) => featureOf(path.resolve(path.dirname(file), spec)))
          .filter((target) => target !== null && target !== feature)
          .map((target) => `${path.relative(src, file)} → features/${target}`);
      });
      assert.deepEqual(crossings, []);
    });

    it('reaches jotai, axios and TanStack Query only through @baeum/shared, and no remote at all', () => {
      const offenders = files.flatMap((file) =>
        importsOf(file)
          .filter(
            (spec) =>
              /^(jotai|axios|@tanstack\/)(\/|$)?/.test(spec) ||
              /^@baeum\/(mfe-|shell)/.test(spec) ||
              /(^|\/)mfe-[a-z]+\/src\//.test(spec),
          )
          .map((spec) => `${path.relative(src, file)}: ${spec}`),
      );
      assert.deepEqual(offenders, []);
    });

    it('keeps every Korean string in its messages module', () => {
      const hangul = /[\u3131-\u318e\uac00-\ud7a3]/;
      const offenders = files
        .filter((file) => !/(^|[\\/])messages(\.ts|[\\/])/.test(path.relative(src, file)))
        .filter((file) => {
          const code = fs
            .readFileSync(file, 'utf8')
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
          return hangul.test(code);
        })
        .map((file) => path.relative(src, file));
      assert.deepEqual(offenders, []);
    });
  });
}

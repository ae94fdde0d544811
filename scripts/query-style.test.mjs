// One query style (#34, README "Data"): a package's server data is described once, by the
// queryOptions() factories of its `queries.ts` files (a feature's own, or `lib/queries.ts` for
// what several features read); useQuery, prefetches, setQueryData and invalidations take a
// factory or its `.queryKey`, never an inline key array or queryFn.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The packages that follow the rule (issue #34): every front-end package; what more than one
// of them reads is in shared/src/data/queries.ts.
const FOLLOWING = [
  'mfe-studio',
  'mfe-community',
  'mfe-class',
  'mfe-search',
  'mfe-account',
  'shell',
  'shared',
];

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The lines of a source that describe a query in place instead of taking a factory. */
export function inlineQueries(code) {
  return code
    .split('\n')
    .map((line, i) => ({ line: line.trim(), at: i + 1 }))
    .filter(({ line }) => /\bqueryFn\s*:|\bqueryKey\s*:\s*\[/.test(line))
    .map(({ line, at }) => `${at}: ${line}`);
}

/**
 * The atoms that hold a server answer's type (#34: server data is never copied into an atom;
 * it lives in the query cache, and atoms hold client state only).
 */
export function serverDataAtoms(code) {
  return code
    .split('\n')
    .map((line, i) => ({ line: line.trim(), at: i + 1 }))
    .filter(({ line }) =>
      /\batom<[^=]*\b(\w+Wire|ClassCardData|ClassSummary|NewsCount|Paged)\b/.test(line),
    )
    .map(({ line, at }) => `${at}: ${line}`);
}

describe('one query style', () => {
  it('finds a query described in place', () => {
    assert.equal(inlineQueries("useQuery({ queryKey: ['x'], queryFn: f });").length, 1);
    assert.equal(inlineQueries('useQuery(xQuery(id));').length, 0);
    assert.equal(
      inlineQueries('qc.invalidateQueries({ queryKey: xQuery(id).queryKey });').length,
      0,
    );
  });

  it('finds an atom that holds server data', () => {
    assert.equal(serverDataAtoms('export const a = atom<NotificationWire[]>([]);').length, 1);
    assert.equal(serverDataAtoms('const p = atom<ProfileWire | null>(null);').length, 1);
    assert.equal(serverDataAtoms('const n = atom<NewsCount>({ a: 0 });').length, 1);
    assert.equal(serverDataAtoms('const b = atom<ClassCardData[]>([]);').length, 1);
    assert.equal(
      serverDataAtoms('export const userAtom = atom<UserInfo>(unloadedUser);').length,
      0,
    );
  });

  for (const pkg of FOLLOWING) {
    it(`${pkg}: no atom holds server data`, () => {
      const src = path.join(root, pkg, 'src');
      const offenders = sourceFiles(src).flatMap((file) =>
        serverDataAtoms(fs.readFileSync(file, 'utf8')).map(
          (hit) => `${path.relative(src, file)}:${hit}`,
        ),
      );
      assert.deepEqual(offenders, []);
    });

    it(`${pkg}: every query comes from a queries.ts factory`, () => {
      const src = path.join(root, pkg, 'src');
      const offenders = sourceFiles(src)
        .filter((file) => path.basename(file) !== 'queries.ts')
        .flatMap((file) =>
          inlineQueries(fs.readFileSync(file, 'utf8')).map(
            (hit) => `${path.relative(src, file)}:${hit}`,
          ),
        );
      assert.deepEqual(offenders, []);
    });
  }
});

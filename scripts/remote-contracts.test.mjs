// The contracts between the shell and the remotes (issue #34), kept honest:
// - shared/src/contracts/remotes.ts names exactly the modules the remotes' webpack configs expose,
//   for exactly the remotes of shared/mf/packages.json;
// - each exposed file's default export `satisfies RemoteExport<'<its id>'>`, so the remote's own
//   `pnpm typecheck` checks it against its contract;
// - a wrong id or wrong props fail the compiler in the host (shell/src/remotes/
//   contracts.typecheck-fail.tsx, each refused line marked), and the correct twin passes.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { ROOT } from './packages.mjs';

const require = createRequire(import.meta.url);
const PACKAGES = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/mf/packages.json'), 'utf8'));
const CONTRACTS = path.join(ROOT, 'shared/src/contracts/remotes.ts');
const FIXTURES = path.join(ROOT, 'shell/src/remotes');
const FAIL = path.join(FIXTURES, 'contracts.typecheck-fail.tsx');
const PASS = path.join(FIXTURES, 'contracts.typecheck-pass.tsx');

const parse = (file) =>
  ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** `{ 'mfe_x/Expose': absolute file }` from each remote's webpack config (the federation plugin). */
function webpackExposes() {
  const exposes = {};
  for (const { pkg, name } of PACKAGES.remotes) {
    const dir = path.join(ROOT, pkg);
    const config = require(path.join(dir, 'webpack.config.cjs'))({}, { mode: 'production' });
    const federation = config.plugins.find(
      (p) => p?.constructor?.name === 'ModuleFederationPlugin',
    );
    for (const [key, file] of Object.entries(federation?._options.exposes ?? {})) {
      exposes[`${name}/${key.replace(/^\.\//, '')}`] = path.resolve(dir, String(file));
    }
  }
  return exposes;
}

/** The keys of `interface RemoteModules` in the contracts file. */
function contractIds() {
  const source = parse(CONTRACTS);
  const map = source.statements.find(
    (s) => ts.isInterfaceDeclaration(s) && s.name.text === 'RemoteModules',
  );
  assert.ok(map, 'shared/src/contracts/remotes.ts declares interface RemoteModules');
  return map.members.map((m) => m.name.text);
}

/** The id in `export default … satisfies RemoteExport<'id'>`, or null. */
function satisfiedContract(file) {
  for (const s of parse(file).statements) {
    if (!ts.isExportAssignment(s) || s.isExportEquals) continue;
    const e = s.expression;
    if (!ts.isSatisfiesExpression(e) || !ts.isTypeReferenceNode(e.type)) return null;
    if (e.type.typeName.getText() !== 'RemoteExport') return null;
    const [arg] = e.type.typeArguments ?? [];
    return arg && ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal)
      ? arg.literal.text
      : null;
  }
  return null;
}

describe('remote contracts', () => {
  const exposes = webpackExposes();

  it('the contract map lists exactly what the remotes expose', () => {
    assert.deepEqual(contractIds().sort(), Object.keys(exposes).sort());
  });

  it('names every remote of shared/mf/packages.json, each with its ./Routes', () => {
    const names = new Set(contractIds().map((id) => id.split('/')[0]));
    assert.deepEqual([...names].sort(), PACKAGES.remotes.map((r) => r.name).sort());
    for (const { name } of PACKAGES.remotes) assert.ok(contractIds().includes(`${name}/Routes`));
  });

  it("ends every exposed file in `export default … satisfies RemoteExport<'its id'>`", () => {
    for (const [id, file] of Object.entries(exposes)) {
      assert.equal(satisfiedContract(file), id, path.relative(ROOT, file));
    }
  });
});

describe('shared/mf/packages.json is the one list of names, packages and ports', () => {
  // The tools, the journeys' support and the packages' code (tests may use examples; the
  // screenshot scripts under docs/ are not looked at).
  const DIRS = ['scripts', 'bench', 'deploy', 'e2e/support', 'e2e/fixtures', 'shared', 'shell'];
  const files = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory())
        return /^(node_modules|dist.*|results|\..*)$/.test(e.name) ? [] : files(full);
      return /\.(ts|tsx|mjs|cjs|js)$/.test(e.name) && !/\.(test|spec)\./.test(e.name) ? [full] : [];
    });
  const code = [
    ...[...DIRS, ...PACKAGES.remotes.map((r) => r.pkg)]
      .flatMap((d) => files(path.join(ROOT, d)))
      .filter((f) => !f.includes(`${path.sep}docs${path.sep}`)),
    path.join(ROOT, 'eslint.config.mjs'),
  ].filter((f) => !f.includes(`${path.sep}testing${path.sep}`));

  it('no other file writes a front-end port', () => {
    const ports = [PACKAGES.shell.port, ...PACKAGES.remotes.map((r) => r.port)];
    const written = new RegExp(
      `(^|[^\\d.]|:)(${ports.slice(1).join('|')})(?!\\d)|:${ports[0]}(?!\\d)`,
    );
    const found = code.filter((f) => written.test(fs.readFileSync(f, 'utf8')));
    assert.deepEqual(
      found.map((f) => path.relative(ROOT, f)),
      [],
    );
  });

  it('no other file lists the remotes', () => {
    // Two or more remote names or folders side by side: a list that belongs in the one file.
    const names = PACKAGES.remotes.flatMap((r) => [r.name, r.pkg]).join('|');
    const list = new RegExp(`['"](${names})['"][^\\n]{0,20}\\n?\\s*['"](${names})['"]`);
    const found = code.filter((f) => list.test(fs.readFileSync(f, 'utf8')));
    // The journeys need the names as a type: env.ts writes them once and checks them against
    // the file when the journeys start.
    assert.deepEqual(
      found.map((f) => path.relative(ROOT, f)),
      ['e2e/support/env.ts'],
    );
  });
});

describe('typed contracts in the host', () => {
  const shell = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'shell/tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => assert.fail(String(d.messageText)) },
  );
  const program = ts.createProgram({
    rootNames: [...shell.fileNames.filter((f) => f.endsWith('.d.ts')), PASS, FAIL],
    options: shell.options,
  });
  const diagnostics = (file) => {
    const source = program.getSourceFile(file);
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
  };
  const where = (d) => {
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${line + 1}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  };

  it('leaves the fixture out of `pnpm typecheck` (it must fail) and keeps its twin in', () => {
    assert.equal(shell.fileNames.includes(FAIL), false);
    assert.equal(shell.fileNames.includes(PASS), true);
  });

  it('compiles the correct twin', () => {
    assert.deepEqual(diagnostics(PASS).map(where), []);
  });

  it('refuses a wrong id, a wrong remote, wrong or missing props and a broken remote export', () => {
    const lines = fs.readFileSync(FAIL, 'utf8').split('\n');
    const expected = lines.flatMap((text, i) => {
      const m = /\/\/ error TS(\d+)$/.exec(text);
      return m ? [`${i + 1}: TS${m[1]}`] : [];
    });
    assert.ok(expected.length >= 6, 'the fixture marks the lines it expects refused');
    const got = diagnostics(FAIL).map((d) => where(d).replace(/^(\d+: TS\d+).*$/s, '$1'));
    assert.deepEqual(got, expected, diagnostics(FAIL).map(where).join('\n'));
    // The wrong id is refused for being no key of the contract map.
    assert.match(
      diagnostics(FAIL).map(where).join('\n'),
      /"mfe_search\/SearchBox"' is not assignable to parameter of type 'keyof RemoteModules'/,
    );
  });
});

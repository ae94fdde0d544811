// The names of react-router-dom the front end imports, read from every front-end package's own
// sources with the TypeScript parser. The shell's browser build provides the router tree-shaken
// to these names (MF's shared `treeShaking`, see sharePolicy), so every remote in the workspace
// finds what it imports in the one router on the page. Tests and stories are not shipped.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const PACKAGES = require('./packages.json');

/** Every folder whose sources import the router: the shared kit and each front end. */
const ROUTER_USERS = ['shared', 'shell', ...PACKAGES.remotes.map((r) => r.pkg)];

const ROUTER_MODULES = new Set(['react-router-dom', 'react-router', 'react-router/dom']);
// Server-only modules (`*.server.tsx`) run in the render server, whose router is whole.
const SKIP_FILE = /\.(test|spec|stories|typecheck-fail|typecheck-pass|server)\.[jt]sx?$/;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory())
      return e.name === 'testing' || e.name === '__tests__' ? [] : sourceFiles(p);
    return /\.[jt]sx?$/.test(e.name) && !SKIP_FILE.test(e.name) && !e.name.endsWith('.d.ts')
      ? [p]
      : [];
  });
}

/** Value imports (`import { a, b as c }`, `export { a } from`) of the router in one file. */
function routerNamesIn(file) {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes('react-router')) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names = [];
  for (const node of source.statements) {
    if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) continue;
    const spec = node.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec) || !ROUTER_MODULES.has(spec.text)) continue;
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.push('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings))
        throw new Error(
          `${file}: import * from '${spec.text}' cannot be tree-shaken; name the imports`,
        );
      if (bindings && ts.isNamedImports(bindings))
        for (const el of bindings.elements)
          if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
      if (!node.exportClause)
        throw new Error(
          `${file}: export * from '${spec.text}' cannot be tree-shaken; name the exports`,
        );
      if (ts.isNamedExports(node.exportClause))
        for (const el of node.exportClause.elements)
          if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
    }
  }
  return names;
}

/**
 * @param {string} repoRoot
 * @param {string[]} pkgs  front-end folders (shared/mf/packages.json) and `shared`
 * @returns {string[]} sorted, unique
 */
function routerExports(repoRoot, pkgs) {
  const names = new Set();
  for (const pkg of pkgs)
    for (const file of sourceFiles(path.join(repoRoot, pkg, 'src')))
      for (const n of routerNamesIn(file)) names.add(n);
  return [...names].sort();
}

module.exports = { routerExports, routerNamesIn, ROUTER_USERS };

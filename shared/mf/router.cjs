// The check that keeps shared/mf/react-router-dom.mjs (the shared declarative cut of
// react-router-dom) complete: every name a package imports from react-router-dom must be in it.
const fs = require('node:fs');
const path = require('node:path');

const ROUTER_MODULE = path.join(__dirname, 'react-router-dom.mjs');

/** The names shared/mf/react-router-dom.mjs exports. */
function routerExports() {
  const src = fs.readFileSync(ROUTER_MODULE, 'utf8').replace(/\/\/.*$/gm, '');
  const list = /export\s*\{([\s\S]*?)\}\s*from/.exec(src);
  return new Set(
    (list?.[1] ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
}

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    // Tests run under jest with the real package, and `*.server.tsx` (the shell's server
    // render) is built for Node with it; only what the browser build bundles counts.
    else if (
      /\.(tsx?|jsx?|mjs)$/.test(entry.name) &&
      !/\.(test|spec|server)\.[jt]sx?$/.test(entry.name)
    )
      yield full;
  }
}

const IMPORT =
  /(?:import|export)\s+(type\s+)?(\*\s+as\s+\w+|\{[^}]*\})\s+from\s+['"]react-router-dom['"]/g;
const REQUIRE = /(?:import|require)\(\s*['"]react-router-dom['"]\s*\)/g;

/** Names imported from react-router-dom under `dirs` that the shared cut lacks, as "file: name". */
function routerImportProblems(dirs) {
  const allowed = routerExports();
  const problems = [];
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) {
      const src = fs.readFileSync(file, 'utf8');
      if (!src.includes('react-router-dom')) continue;
      const rel = path.relative(path.resolve(__dirname, '../..'), file);
      for (const m of src.matchAll(IMPORT)) {
        if (m[1]) continue; // import type { … }: erased
        const names = m[2] ?? '';
        if (names.startsWith('*')) {
          problems.push(`${rel}: ${names} (import the names you use)`);
          continue;
        }
        for (const raw of names.slice(1, -1).split(',')) {
          const item = raw.trim();
          if (!item || item.startsWith('type ')) continue;
          const name = (item.split(/\s+as\s+/)[0] ?? '').trim();
          if (!allowed.has(name)) problems.push(`${rel}: ${name}`);
        }
      }
      for (const m of src.matchAll(REQUIRE))
        problems.push(`${rel}: ${m[0]} (import the names you use)`);
    }
  }
  return problems;
}

module.exports = { ROUTER_MODULE, routerExports, routerImportProblems };

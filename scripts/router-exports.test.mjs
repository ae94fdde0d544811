// shared/mf/routerExports.cjs: the router names the shell's browser build keeps (MF's shared tree
// shaking, shared/mf/index.cjs). A name it misses would be missing from the page's one router.
// Run: node --test scripts/router-exports.test.mjs
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, test } from 'node:test';
import { ROOT } from './packages.mjs';

const require = createRequire(import.meta.url);
const { routerExports, routerNamesIn, ROUTER_USERS } = require('../shared/mf/routerExports.cjs');
const { createConfig } = require('../shared/mf/index.cjs');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-router-exports-'));
after(() => fs.rmSync(work, { recursive: true, force: true }));

function file(rel, text) {
  const p = path.join(work, rel);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, text);
  return p;
}

test('value imports and re-exports of the router are read, type-only ones are not', () => {
  const names = routerNamesIn(
    file(
      'a/src/Page.tsx',
      [
        "import { Link, useNavigate as go, type NavigateOptions } from 'react-router-dom';",
        "import type { Location } from 'react-router-dom';",
        'import {',
        '  useParams,',
        '  useSearchParams,',
        "} from 'react-router';",
        "import { RouterProvider } from 'react-router/dom';",
        "export { Outlet } from 'react-router-dom';",
        "import { useQuery } from '@tanstack/react-query';",
      ].join('\n'),
    ),
  );
  assert.deepEqual(names.sort(), [
    'Link',
    'Outlet',
    'RouterProvider',
    'useNavigate',
    'useParams',
    'useSearchParams',
  ]);
});

test('a namespace import cannot be tree-shaken and stops the build', () => {
  assert.throws(
    () => routerNamesIn(file('b/src/All.tsx', "import * as Router from 'react-router-dom';")),
    /cannot be tree-shaken/,
  );
});

test('tests, server-only modules and testing folders are not shipped to browsers, so not read', () => {
  file('c/src/ok.ts', "import { Link } from 'react-router-dom';");
  file('c/src/ok.test.tsx', "import { MemoryRouter } from 'react-router-dom';");
  file('c/src/render.server.tsx', "import { createStaticHandler } from 'react-router-dom';");
  file('c/src/testing/render.tsx', "import { createMemoryRouter } from 'react-router-dom';");
  assert.deepEqual(routerExports(work, ['c', 'missing']), ['Link']);
});

test('every browser build keeps every name the workspace imports', () => {
  const names = routerExports(ROOT, ROUTER_USERS);
  // Names only remotes import, and the kit's standalone boot's, are kept too.
  for (const name of ['Link', 'Routes', 'Route', 'useParams', 'useBlocker', 'createBrowserRouter'])
    assert.ok(names.includes(name), `${name} is kept`);
  assert.ok(!names.includes('createStaticHandler'), 'server-only names are not');
  const routerOf = (pkg) =>
    createConfig({ dirname: path.join(ROOT, pkg), pkg, argv: { mode: 'production' } }).plugins.find(
      (p) => p.constructor.name === 'ModuleFederationPlugin',
    )._options.shared['react-router-dom'];
  const shell = routerOf('shell');
  assert.deepEqual(shell.treeShaking, { mode: 'runtime-infer', usedExports: names });
  assert.equal(shell.eager, undefined, 'the runtime refuses eager with treeShaking');
  // A remote too: its standalone page boots through @baeum/shared (createBrowserRouter).
  assert.deepEqual(routerOf('mfe-class').treeShaking, shell.treeShaking);
  assert.equal(routerOf('mfe-class').eager, undefined);
  // Development builds share the router whole.
  const dev = createConfig({
    dirname: path.join(ROOT, 'shell'),
    pkg: 'shell',
    argv: { mode: 'development' },
  });
  const devRouter = dev.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')
    ._options.shared['react-router-dom'];
  assert.equal(devRouter.treeShaking, undefined);
});

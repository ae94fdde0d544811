// deploy/nginx/release.mjs: one remote deployed alone to its nginx site (README.md, "Deploying
// one remote"). Run: node --test deploy/nginx/release.test.mjs
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { checkRouterNames, currentRelease, release, rollback } from './release.mjs';

let work = '';
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-release-test-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A remote's build: both manifests, its entry and hashed chunks named after `tag`. */
function build(name, chunks, { server = true } = {}) {
  const dist = path.join(work, name);
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name }));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${name} */`);
  if (server) fs.writeFileSync(path.join(dist, 'server/mf-manifest.json'), '{}');
  for (const chunk of chunks) fs.writeFileSync(path.join(dist, chunk), `/* ${name} ${chunk} */`);
  return dist;
}

const site = () => path.join(work, 'site');
const served = (rel) => fs.readFileSync(path.join(site(), 'current', rel), 'utf8');

test('the site’s current link moves to the new release; the old one’s hashed chunks stay served', () => {
  release({ site: site(), dist: build('one', ['a.11111111.js', 'server/s.11111111.js']), id: '1' });
  assert.equal(currentRelease(site()), '1');
  assert.equal(served('remoteEntry.js'), '/* one */');

  const done = release({ site: site(), dist: build('two', ['b.22222222.js']), id: '2' });
  assert.equal(done.previous, '1');
  assert.equal(currentRelease(site()), '2');
  assert.equal(fs.readlinkSync(path.join(site(), 'current')), path.join('releases', '2'));
  // The new entry and manifest; the page opened on release 1 still finds its lazy chunks.
  assert.equal(served('remoteEntry.js'), '/* two */');
  assert.equal(served('b.22222222.js'), '/* two b.22222222.js */');
  assert.equal(served('a.11111111.js'), '/* one a.11111111.js */');
  assert.equal(served('server/s.11111111.js'), '/* one server/s.11111111.js */');
  assert.deepEqual(done.carried.sort(), ['a.11111111.js', 'server/s.11111111.js']);
  // Only the release before: release 1's chunks leave with release 3.
  release({ site: site(), dist: build('three', ['c.33333333.js']), id: '3' });
  assert.equal(fs.existsSync(path.join(site(), 'current', 'b.22222222.js')), true);
  assert.equal(fs.existsSync(path.join(site(), 'current', 'a.11111111.js')), false);
  // Nothing of the bookkeeping is inside the served folder.
  assert.equal(fs.existsSync(path.join(site(), 'current', '2.json')), false);
});

test('rollback points current back at the release before', () => {
  release({ site: site(), dist: build('one', []), id: '1' });
  release({ site: site(), dist: build('two', []), id: '2' });
  rollback({ site: site() });
  assert.equal(currentRelease(site()), '1');
  assert.equal(served('remoteEntry.js'), '/* one */');
  assert.throws(() => rollback({ site: site() }), /no release before 1/);
});

test('a remote’s folder without its server container, an existing id or a bad id is refused', () => {
  assert.throws(
    () => release({ site: site(), dist: build('half', [], { server: false }) }),
    /server\/mf-manifest\.json/,
  );
  assert.equal(currentRelease(site()), null);
  release({ site: site(), dist: build('one', []), id: '1' });
  assert.throws(() => release({ site: site(), dist: build('again', []), id: '1' }), /exists/);
  assert.throws(() => release({ site: site(), dist: build('x', []), id: '../up' }), /bad/);
  assert.equal(served('remoteEntry.js'), '/* one */');
});

test('older releases beyond `keep` are removed, never the current one or the one before', () => {
  for (const id of ['1', '2', '3', '4'])
    release({ site: site(), dist: build(id, []), id, keep: 2 });
  const left = fs
    .readdirSync(path.join(site(), 'releases'))
    .filter((f) => !f.endsWith('.json'))
    .sort();
  assert.deepEqual(left, ['3', '4']);
  rollback({ site: site() });
  assert.equal(currentRelease(site()), '3');
});

test('a current folder that is not a link is left alone', () => {
  fs.mkdirSync(path.join(site(), 'current'), { recursive: true });
  assert.throws(() => release({ site: site(), dist: build('one', []) }), /not a link/);
});

/** A build's mf-stats.json with its router entry (shared/mf: the names the build keeps). */
function routerStats(dist, name, usedExports) {
  fs.mkdirSync(dist, { recursive: true });
  const entry = usedExports
    ? { usedExports, treeShaking: { mode: 'runtime-infer', usedExports } }
    : { usedExports: [] };
  fs.writeFileSync(
    path.join(dist, 'mf-stats.json'),
    JSON.stringify({ name, shared: [{ name: 'react-router-dom', version: '7.18.5', ...entry }] }),
  );
  return dist;
}

const shellKeeping = (names) => routerStats(path.join(work, 'shell', 'current'), 'shell', names);

test('a remote built with a router name the running shell does not keep is refused', () => {
  shellKeeping(['Link', 'Routes', 'Route', 'useParams']);
  const fits = routerStats(build('fits', ['1.aaaaaaaa.js']), 'mfe_class', ['Routes', 'Link']);
  const more = routerStats(build('more', ['1.bbbbbbbb.js']), 'mfe_class', ['Routes', 'useFetcher']);
  // The shell's folder by default: `<site>/../shell/current`.
  assert.equal(release({ site: site(), dist: fits, id: 'one' }).id, 'one');
  assert.throws(
    () => release({ site: site(), dist: more, id: 'two' }),
    /keeps useFetcher from react-router-dom, which the shell .* does not keep/,
  );
  assert.equal(currentRelease(site()), 'one');
  assert.deepEqual(checkRouterNames(fits, path.join(work, 'shell', 'current')), ['Routes', 'Link']);
});

test('a remote that uses the router needs the shell’s build to compare with', () => {
  const remote = routerStats(build('remote', ['1.cccccccc.js']), 'mfe_class', ['Link']);
  assert.throws(
    () => release({ site: site(), dist: remote, id: 'one' }),
    /name the shell's build in use with --shell/,
  );
  // A shell sharing the router whole keeps every name; the shell's own build is not checked.
  const whole = routerStats(path.join(work, 'whole'), 'shell');
  assert.deepEqual(checkRouterNames(remote, whole), ['Link']);
  assert.deepEqual(checkRouterNames(shellKeeping(['Link']), null), []);
});

// The nginx configuration deploy/nginx/render.mjs writes, read as text (e2e/tests/nginx.spec.ts
// runs a rendered one for real): source maps are a 404 on every site unless they are turned on.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, render } from '../deploy/nginx/render.mjs';

let tmp;
let sites;

before(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-nginx-render-'));
  const site = (name, i) => {
    const root = path.join(tmp, name);
    fs.mkdirSync(root);
    return { listen: 8000 + i, root, url: `http://127.0.0.1:${8000 + i}` };
  };
  sites = {
    api: 'http://127.0.0.1:4000',
    sites: Object.fromEntries(['shell', ...REMOTE_NAMES].map((n, i) => [n, site(n, i)])),
  };
  fs.writeFileSync(
    path.join(sites.sites.shell.root, 'index.html'),
    '<!doctype html><script type="application/json">__BAEUM_CONFIG__</script>',
  );
});

after(() => fs.rmSync(tmp, { recursive: true, force: true }));

const MAP_404 = 'location ~* "\\.map$" { return 404; }';

/** The server blocks of baeum.conf, in order (shell first, then the remotes). */
const serversOf = (conf) => conf.split(/^server \{$/m).slice(1);

describe('deploy/nginx/render.mjs: source maps', () => {
  it('every site answers *.map with 404, before any location that would serve it', () => {
    const saved = process.env.BAEUM_SERVE_SOURCEMAPS;
    delete process.env.BAEUM_SERVE_SOURCEMAPS;
    try {
      const { conf } = render(sites, { out: path.join(tmp, 'out') });
      assert.equal(conf, fs.readFileSync(path.join(tmp, 'out', 'baeum.conf'), 'utf8'));
      const servers = serversOf(conf);
      assert.equal(servers.length, 1 + REMOTE_NAMES.length);
      for (const server of servers) {
        const at = server.indexOf(MAP_404);
        assert.ok(at > 0, 'a 404 for source maps');
        // nginx takes the first regex location that matches: none that serves files comes first.
        for (const other of ['location ~ "\\.[A-Za-z0-9]+$"', 'location ~ "\\.[0-9a-f]{8}']) {
          const serving = server.indexOf(other);
          if (serving >= 0) assert.ok(at < serving, `${other} after the 404`);
        }
      }
    } finally {
      if (saved !== undefined) process.env.BAEUM_SERVE_SOURCEMAPS = saved;
    }
  });

  it('BAEUM_SERVE_SOURCEMAPS=1 (or sourceMaps: true) leaves them to the file locations', () => {
    const saved = process.env.BAEUM_SERVE_SOURCEMAPS;
    process.env.BAEUM_SERVE_SOURCEMAPS = '1';
    try {
      assert.ok(!render(sites, { out: path.join(tmp, 'on') }).conf.includes('.map$'));
    } finally {
      if (saved === undefined) delete process.env.BAEUM_SERVE_SOURCEMAPS;
      else process.env.BAEUM_SERVE_SOURCEMAPS = saved;
    }
    assert.ok(
      !render(sites, { out: path.join(tmp, 'opt'), sourceMaps: true }).conf.includes('.map$'),
    );
  });
});

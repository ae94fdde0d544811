// The nginx configuration deploy/nginx/render.mjs writes, read as text (e2e/tests/nginx.spec.ts
// runs a rendered one for real): source maps are a 404 on every site unless they are turned on.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
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

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

/** The lines of the location block that starts with `head` in the shell's server. */
function locationOf(server, head) {
  const at = server.indexOf(`${head} {`);
  assert.ok(at >= 0, `${head} in the shell's server`);
  return server.slice(at, server.indexOf('\n    }', at));
}

describe('deploy/nginx/render.mjs: pages drawn by the render server, micro-cached (#39)', () => {
  let conf;
  let out;
  before(() => {
    out = path.join(tmp, 'drawn');
    ({ conf } = render(
      { ...sites, render: 'http://127.0.0.1:3999', pageCache: path.join(tmp, 'cache') },
      { out },
    ));
  });

  it('page routes and /index.html go to the render server through the cache; nginx serves every file itself', () => {
    assert.match(conf, /^upstream baeum_render \{\n {2}server 127\.0\.0\.1:3999;/m);
    const shell = serversOf(conf)[0];
    for (const head of ['location / ', 'location = /index.html ']) {
      const loc = locationOf(shell, head.trim());
      assert.match(loc, /proxy_pass http:\/\/baeum_render;/, head);
      assert.match(loc, /proxy_cache baeum_pages;/, head);
      assert.match(loc, /proxy_cache_lock on;/, head);
      assert.match(loc, /proxy_cache_use_stale updating /, head);
      assert.match(loc, /proxy_cache_bypass \$baeum_member_page;/, head);
      assert.match(loc, /proxy_no_cache \$baeum_member_page;/, head);
      assert.match(loc, /add_header X-Cache-Status \$upstream_cache_status always;/, head);
      // One copy per page in the cache: the render server answers uncompressed, nginx gzips.
      assert.match(loc, /proxy_set_header Accept-Encoding "";/, head);
      assert.match(loc, /error_page 502 503 504 = @spa;/, head);
    }
    // Hashed chunks and every other file are files here, never a request to the render server.
    for (const head of ['location ~ "\\.[A-Za-z0-9]+$"', 'location ~ "\\.[0-9a-f]{8}']) {
      const at = shell.indexOf(head);
      assert.ok(at >= 0, head);
      const loc = shell.slice(at, shell.indexOf('\n    }', at));
      assert.match(loc, /try_files \$uri =404;/);
      assert.doesNotMatch(loc, /proxy_pass/);
    }
    assert.match(
      locationOf(shell, 'location ^~ /_api/'),
      /proxy_pass http:\/\/127\.0\.0\.1:4000\/;/,
    );
    // The live notification stream: unbuffered, kept open past the API's 25 s heartbeat.
    const stream = locationOf(shell, 'location = /_api/api/v3/notify/stream');
    assert.match(stream, /proxy_pass http:\/\/127\.0\.0\.1:4000\/api\/v3\/notify\/stream;/);
    assert.match(stream, /proxy_buffering off;/);
    assert.match(stream, /gzip off;/);
    const readTimeout = Number(/proxy_read_timeout (\d+)s;/.exec(stream)?.[1]);
    assert.ok(readTimeout > 25, `proxy_read_timeout ${readTimeout}s`);
    // While the render server is away, the page render.mjs wrote (the app draws it).
    assert.match(locationOf(shell, 'location @spa'), /try_files \/index\.html =404;/);
    for (const remote of serversOf(conf).slice(1)) assert.doesNotMatch(remote, /proxy_pass/);
  });

  it('the cache lives in pageCache; a member (credentials in the address, the app, the session cookie) never reads or fills it', () => {
    assert.ok(
      conf.includes(
        `proxy_cache_path "${path.join(tmp, 'cache')}" levels=1:2 keys_zone=baeum_pages:10m`,
      ),
    );
    assert.ok(
      conf.includes('map $http_user_agent $baeum_app_ua { default 0; "~*BaeumApp\\/\\d+" 1; }'),
    );
    assert.ok(conf.includes('"~(^|&)(token|hash)=" 1;'));
    assert.ok(
      conf.includes(
        'map "$baeum_app_ua$baeum_credentials_arg$cookie_baeum_session" $baeum_member_page { default 1; "00" 0; }',
      ),
    );
    // The render server reads the remotes nginx serves from the file render.mjs wrote.
    const config = JSON.parse(
      fs.readFileSync(path.join(out, 'shell', 'runtime-config.json'), 'utf8'),
    );
    assert.equal(config.remotes.mfe_class, `${sites.sites.mfe_class.url}/mf-manifest.json`);
  });

  it('without render, every page is the written index.html, as before', () => {
    const { conf: plain } = render(sites, { out: path.join(tmp, 'plain') });
    assert.doesNotMatch(plain, /proxy_cache|baeum_render|@spa/);
    assert.match(locationOf(serversOf(plain)[0], 'location /'), /try_files \/index\.html =404;/);
  });

  it('refuses a render server that is not an http:// address', () => {
    assert.throws(
      () => render({ ...sites, render: 'https://render.example' }, { out: path.join(tmp, 'bad') }),
      /http:\/\//,
    );
  });

  it('nginx accepts the configuration', { skip: !NGINX && 'nginx is not installed' }, () => {
    const checked = spawnSync(
      NGINX,
      ['-t', '-p', out, '-c', path.join(out, 'nginx.conf'), '-e', path.join(out, 'error.log')],
      { encoding: 'utf8' },
    );
    assert.equal(checked.status, 0, checked.stderr);
  });
});

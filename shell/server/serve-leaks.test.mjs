// What the production server (shell/server/serve.mjs) must not give away (issue #33, items 11–12):
// the request's Host header never decides where the page loads its scripts from, and source
// maps stay build artifacts unless BAEUM_SERVE_SOURCEMAPS=1. (shell/server/serve.test.mjs has the
// rest of the server; this file keeps that one from growing.)
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { createRequire } from 'node:module';
import { isSourceMapPath, serveStatic } from './serve.mjs';

const require = createRequire(import.meta.url);
const { runtimeConfig, allowedHosts } = require('./runtime-config.cjs');

let tmp;
let dist;
const servers = [];

async function start(options = {}) {
  const server = await serveStatic({
    root: dist,
    port: 0,
    apiUrl: 'http://127.0.0.1:9',
    quiet: true,
    firstScreen: false,
    ...options,
  });
  servers.push(server);
  return server.address().port;
}

/** A GET with the Host header and the path exactly as given. */
function get(port, rawPath, host) {
  return new Promise((resolve, reject) => {
    http
      .get({ hostname: '127.0.0.1', port, path: rawPath, headers: host ? { host } : {} }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

/** Runs `fn` with the environment variable set (or removed), then puts it back. */
async function withEnv(name, value, fn) {
  const saved = process.env[name];
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
  try {
    return await fn();
  } finally {
    if (saved === undefined) delete process.env[name];
    else process.env[name] = saved;
  }
}

before(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'baeum-serve-leaks-'));
  dist = path.join(tmp, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script id="baeum-config" type="application/json">__BAEUM_CONFIG__</script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'main.12345678.js'), 'console.log(1);\n');
  fs.writeFileSync(path.join(dist, 'main.12345678.js.map'), '{"sources":["src/secret.ts"]}');
  fs.writeFileSync(path.join(dist, 'styles.css.map'), '{"sources":["src/app.css"]}');
});

after(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((r) => server.close(() => r()));
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the Host header does not choose where scripts come from', () => {
  it('an unknown Host gets the localhost config: remotes, CSP and the config JSON', async () => {
    const port = await start();
    await withEnv('BAEUM_RUNTIME_CONFIG', undefined, async () => {
      for (const host of ['evil.example', `evil.example:${port}`, 'EVIL.example']) {
        const page = await get(port, '/class/1', host);
        assert.equal(page.status, 200);
        assert.doesNotMatch(page.body, /evil/i, host);
        assert.match(page.body, /"mfe_class":"http:\/\/localhost:3003\/mf-manifest\.json"/);
        const csp = page.headers['content-security-policy'];
        assert.doesNotMatch(csp, /evil/i);
        assert.match(csp, /script-src 'self' http:\/\/localhost:3001 /);
        for (const file of ['/runtime-config.json', '/remotes.json']) {
          const json = await get(port, file, host);
          assert.equal(json.status, 200);
          assert.doesNotMatch(json.body, /evil/i, `${file} for ${host}`);
        }
      }
    });
  });

  it('localhost and 127.0.0.1 keep their own host', async () => {
    const port = await start();
    await withEnv('BAEUM_RUNTIME_CONFIG', undefined, async () => {
      const local = await get(port, '/', `127.0.0.1:${port}`);
      assert.match(local.body, /"mfe_search":"http:\/\/127\.0\.0\.1:3001\/mf-manifest\.json"/);
      const named = await get(port, '/', `localhost:${port}`);
      assert.match(named.body, /"mfe_search":"http:\/\/localhost:3001\/mf-manifest\.json"/);
    });
  });

  it('a host named in BAEUM_ALLOWED_HOSTS is used; others still are not', async () => {
    const port = await start();
    await withEnv('BAEUM_ALLOWED_HOSTS', ' dev.baeum.test , bad host!,', async () => {
      const page = await get(port, '/', `dev.baeum.test:${port}`);
      assert.match(page.body, /"mfe_class":"http:\/\/dev\.baeum\.test:3003\/mf-manifest\.json"/);
      assert.match(page.headers['content-security-policy'], /http:\/\/dev\.baeum\.test:3001/);
      const other = await get(port, '/', 'evil.example');
      assert.doesNotMatch(other.body, /evil/);
      assert.deepEqual([...allowedHosts()], ['localhost', '127.0.0.1', 'dev.baeum.test']);
    });
  });

  it('runtimeConfig itself (also the dev servers’ config) refuses unknown hosts', () => {
    assert.equal(
      runtimeConfig({ hostname: 'evil.example' }).remotes.mfe_class,
      'http://localhost:3003/mf-manifest.json',
    );
    assert.equal(
      runtimeConfig({ hostname: '127.0.0.1' }).remotes.mfe_class,
      'http://127.0.0.1:3003/mf-manifest.json',
    );
  });
});

describe('source maps', () => {
  it('are a 404 by default, however the path is written', async () => {
    const port = await start();
    for (const file of [
      '/main.12345678.js.map',
      '/styles.css.map',
      '/main.12345678.js.MAP',
      '/main.12345678.js%2emap',
      '/main.12345678.js.map?x=1',
    ]) {
      const res = await get(port, file);
      assert.equal(res.status, 404, file);
      assert.doesNotMatch(res.body, /sources/, file);
    }
    // The code itself is still served.
    assert.equal((await get(port, '/main.12345678.js')).status, 200);
  });

  it('are served when BAEUM_SERVE_SOURCEMAPS=1 (or the sourceMaps option) turns them on', async () => {
    const port = await withEnv('BAEUM_SERVE_SOURCEMAPS', '1', () => start());
    const res = await get(port, '/main.12345678.js.map');
    assert.equal(res.status, 200);
    assert.match(res.body, /secret\.ts/);
    const byOption = await start({ sourceMaps: true });
    assert.equal((await get(byOption, '/styles.css.map')).status, 200);
  });

  it('isSourceMapPath', () => {
    assert.equal(isSourceMapPath('/a.js.map'), true);
    assert.equal(isSourceMapPath('/a.js%2Emap'), true);
    assert.equal(isSourceMapPath('/a.js'), false);
    assert.equal(isSourceMapPath('/sitemap'), false);
  });
});

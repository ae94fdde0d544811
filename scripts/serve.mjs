// The production static server for the shell and each remote: gzip, long-lived caching for
// hashed chunks, SPA fallback, CORS for federated assets, the runtime config written into
// index.html, and the same-origin /_api proxy to the reference API.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { runtimeConfig } = require('./runtime-config.cjs');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);

/** JSON inside a <script> must not be able to close the tag. */
function inlineJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

function proxy(req, res, apiUrl) {
  const target = new URL(req.url.replace(/^\/_api/, '') || '/', apiUrl);
  const headers = { ...req.headers, host: target.host, 'x-forwarded-host': req.headers.host || '' };
  const upstream = http.request(target, { method: req.method, headers }, (up) => {
    res.writeHead(up.statusCode || 502, up.headers);
    up.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    }
    res.end(
      JSON.stringify({
        code: 502,
        message: '서버에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.',
      }),
    );
  });
  req.pipe(upstream);
}

/**
 * @param {{ root: string, port: number, host?: string, apiUrl?: string, cors?: boolean, injectConfig?: boolean, quiet?: boolean }} o
 */
export function serveStatic({
  root,
  port,
  host = '127.0.0.1',
  apiUrl = process.env.API_URL || 'http://127.0.0.1:4000',
  cors = true,
  injectConfig = true,
  quiet = false,
}) {
  const gzCache = new Map();
  const indexPath = path.join(root, 'index.html');

  const server = http.createServer((req, res) => {
    try {
      const url = new URL(req.url || '/', 'http://local');
      if (url.pathname === '/_api' || url.pathname.startsWith('/_api/'))
        return proxy(req, res, apiUrl);
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        if (req.method === 'OPTIONS') {
          res.writeHead(204, {
            'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
            'Access-Control-Allow-Headers': '*',
          });
          return res.end();
        }
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405);
        return res.end();
      }
      const hostname = (req.headers.host || 'localhost').replace(/:\d+$/, '');
      if (url.pathname === '/remotes.json' || url.pathname === '/runtime-config.json') {
        const cfg = runtimeConfig({ hostname });
        res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-store' });
        return res.end(JSON.stringify(url.pathname === '/remotes.json' ? cfg.remotes : cfg));
      }
      let file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
      if (!file.startsWith(root)) {
        res.writeHead(403);
        return res.end();
      }
      let isIndex = false;
      if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
        // SPA fallback for page routes; a missing asset is a real 404.
        if (path.extname(url.pathname)) {
          res.writeHead(404, { 'content-type': TYPES['.txt'] });
          return res.end('Not found');
        }
        file = indexPath;
      }
      if (file === indexPath) isIndex = true;
      const ext = path.extname(file);
      let body = fs.readFileSync(file);
      if (isIndex && injectConfig) {
        const cfg = runtimeConfig({ hostname });
        body = Buffer.from(body.toString('utf8').replace('__BAEUM_CONFIG__', inlineJson(cfg)));
      }
      const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(file);
      const headers = {
        'content-type': TYPES[ext] || 'application/octet-stream',
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'Accept-Encoding',
      };
      const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] || ''));
      if (acceptsGzip && COMPRESSIBLE.has(ext) && body.length > 512) {
        // Keyed by mtime too: a rebuild while serving must never hand out a stale copy.
        const key = isIndex ? null : `${file}:${fs.statSync(file).mtimeMs}`;
        let gz = key ? gzCache.get(key) : undefined;
        if (!gz) {
          gz = zlib.gzipSync(body, { level: 6 });
          if (key) gzCache.set(key, gz);
        }
        headers['content-encoding'] = 'gzip';
        body = gz;
      }
      headers['content-length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      if (!quiet) console.error(err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      if (!quiet)
        console.log(`[serve] ${path.basename(path.dirname(root))} → http://localhost:${port}`);
      resolve(server);
    });
  });
}

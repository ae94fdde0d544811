// The production server of the shell and of each remote, on kept libraries: Fastify with
// @fastify/static (files, ETag, Last-Modified), @fastify/compress (brotli, gzip),
// @fastify/etag (index.html and the config JSON) and @fastify/http-proxy (the same-origin /_api
// proxy to the reference API). What is ours: the cache policy, the runtime config written into
// index.html, the SPA fallback, CORS for federated assets, the CSP and the path checks.
// deploy/nginx/ serves the same builds the same way without Node (README, "Serving and deploying").
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fastifyProxy from '@fastify/http-proxy';
import { contentSecurityPolicy, remoteOrigins } from './csp.mjs';
import {
  APP_UA_PATTERN,
  createPreloadHints,
  injectFrame,
  injectHints,
  routeOwners,
  createOwnStyles,
} from './preload-hints.mjs';
import {
  createVisitorDrawings,
  absoluteShareUrls,
  firstScreenPages,
  injectFirstScreen,
  inlineJson,
  loadRenderer,
  pageCacheControl,
  VISITOR_PAGE_CACHE,
  publicOrigin,
} from './first-screen.mjs';

const require = createRequire(import.meta.url);
const { runtimeConfig } = require('./runtime-config.cjs');

/** Content-hashed chunks never change: a year, immutable. Everything else revalidates. */
export const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const UPSTREAM_DOWN = '서버에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.';

/**
 * True for a path that climbs out of the served folder or hides a separator, however it is
 * encoded (`/..%2Fdist-mono/`, `/%2e%2e/`, `%5c`, NUL): those get a plain 404, never a file.
 */
export function isUnsafePath(rawPath) {
  let decoded = rawPath;
  for (let i = 0; i < 3; i += 1) {
    let next;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return true;
    }
    if (next === decoded) break;
    decoded = next;
  }
  return (
    decoded.includes('\0') ||
    decoded.includes('\\') ||
    decoded.split('/').some((segment) => segment === '..' || segment === '.')
  );
}

/** A source map (`*.map`), however its path is encoded: kept as a build artifact, not served. */
export function isSourceMapPath(rawPath) {
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // isUnsafePath refuses it anyway
  }
  return /\.map$/i.test(decoded);
}

/**
 * @param {{ root: string, port: number, host?: string, apiUrl?: string, cors?: boolean,
 *   injectConfig?: boolean, quiet?: boolean, firstScreen?: boolean,
 *   firstScreenTimeoutMs?: number, sourceMaps?: boolean, visitorCacheMs?: number }} o
 *   `firstScreen`: draw public pages on the server when the build has a server render
 *   (BAEUM_FIRST_SCREEN=0 turns it off); `firstScreenTimeoutMs`: how long a drawing may take
 *   before the page goes without it. `sourceMaps`: serve `*.map` files (BAEUM_SERVE_SOURCEMAPS=1);
 *   off, they are a 404 (production maps would hand out the source).
 * @returns {Promise<import('node:http').Server>}
 */
export async function serveStatic({
  root,
  port,
  host = '127.0.0.1',
  apiUrl = process.env.API_URL || 'http://127.0.0.1:4000',
  cors = true,
  injectConfig = true,
  quiet = false,
  firstScreen = process.env.BAEUM_FIRST_SCREEN !== '0',
  firstScreenTimeoutMs = Number(process.env.BAEUM_FIRST_SCREEN_TIMEOUT_MS || 800),
  sourceMaps = process.env.BAEUM_SERVE_SOURCEMAPS === '1',
  // How long a visitor's drawing is kept in this process (first-screen.mjs,
  // createVisitorDrawings): BAEUM_VISITOR_CACHE_MS, else 10 s in production, 0 (off) otherwise.
  visitorCacheMs = Number(
    process.env.BAEUM_VISITOR_CACHE_MS ?? (process.env.NODE_ENV === 'production' ? 10_000 : 0),
  ),
}) {
  const indexPath = path.join(root, 'index.html');
  const app = Fastify({
    logger: false,
    return503OnClosing: false,
    // A URL that does not even decode is not a file here either.
    frameworkErrors: (err, req, reply) =>
      err.code === 'FST_ERR_BAD_URL'
        ? reply.code(404).type('text/plain').send('Not found')
        : reply.code(400).type('text/plain').send('Bad request'),
  });

  // Tried before any route: a path that climbs out is not found, whatever the file system says.
  app.addHook('onRequest', async (req, reply) => {
    const rawPath = req.raw.url?.split('?')[0] ?? '/';
    if (isUnsafePath(rawPath)) return reply.code(404).type('text/plain').send('Not found');
    if (!sourceMaps && !rawPath.startsWith('/_api') && isSourceMapPath(rawPath))
      return reply.code(404).type('text/plain').send('Not found');
    reply.header('x-content-type-options', 'nosniff');
    if (cors && !rawPath.startsWith('/_api')) {
      reply.header('access-control-allow-origin', '*');
      if (req.method === 'OPTIONS') {
        return reply
          .code(204)
          .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
          .header('access-control-allow-headers', '*')
          .send();
      }
    }
  });

  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 512,
    // Compressed per answer: brotli's default level 11 costs ~40 ms per 200 KB; 5 compresses
    // about as well as gzip -9 in a few ms.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyEtag);

  // The API, same origin: no CORS and the session cookie stays first-party.
  await app.register(fastifyProxy, {
    upstream: apiUrl,
    prefix: '/_api',
    rewritePrefix: '',
    // The API's redirects name site paths (`/community` after the sibling log-out), not its own:
    // they pass through as they are, never prefixed with /_api.
    internalRewriteLocationHeader: false,
    replyOptions: {
      // This server is the edge: the client is the socket's peer. Whatever X-Forwarded-For the
      // client sent is replaced, never passed on, so the API (trusting exactly this hop,
      // TRUST_PROXY=loopback) keys its per-client limits on an address the client cannot choose.
      rewriteRequestHeaders: (req, headers) => ({
        ...headers,
        'x-forwarded-for': req.socket.remoteAddress || '',
        'x-forwarded-host': req.headers.host || '',
      }),
      onError: (reply) => {
        reply.code(502).send({ code: 502, message: UPSTREAM_DOWN });
      },
    },
  });

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      reply.header('cache-control', HASHED_ASSET.test(filePath) ? IMMUTABLE : REVALIDATE);
    },
  });

  const hostnameOf = (req) => (req.headers.host || 'localhost').replace(/:\d+$/, '');

  // The shell's build carries its route table: each page names its owning remote's files.
  const tablePath = path.join(root, 'route-table.json');
  const routeTable = fs.existsSync(tablePath)
    ? JSON.parse(fs.readFileSync(tablePath, 'utf8'))
    : null;
  const hintsFor = routeTable ? createPreloadHints({ ownerOf: routeOwners(routeTable) }) : null;

  // … and its server render: the first screen of a public page (shell/server/first-screen.mjs).
  const renderer = firstScreen && routeTable ? loadRenderer(root) : null;
  const renderPage = renderer?.renderPage
    ? createVisitorDrawings(renderer.renderPage, { ttlMs: visitorCacheMs })
    : null;
  // The remotes' server containers, loaded before the first page is asked for (at most 15 s:
  // a remote that is not up yet is loaded by the first drawing that needs it).
  if (renderer?.prepareRemotes) {
    await Promise.race([
      renderer.prepareRemotes(runtimeConfig().remotes),
      new Promise((resolve) => setTimeout(resolve, 15_000).unref()),
    ]);
  }
  const drawsFirstScreen = firstScreenPages(routeTable);

  // … and its first frame (the header's shape), painted before any script runs.
  const framePath = path.join(root, 'boot-frame.html');
  const frame = fs.existsSync(framePath) ? fs.readFileSync(framePath, 'utf8') : null;

  // … and its own stylesheet, inline in the page (no request before the first paint).
  const inlineOwnStyles = createOwnStyles((href) =>
    fs.readFileSync(path.join(root, path.basename(href)), 'utf8'),
  );

  let template = { mtimeMs: -1, text: '' };
  function indexHtml(config) {
    const { mtimeMs } = fs.statSync(indexPath);
    if (mtimeMs !== template.mtimeMs) {
      template = { mtimeMs, text: fs.readFileSync(indexPath, 'utf8') };
    }
    return injectConfig
      ? template.text.replace('__BAEUM_CONFIG__', inlineJson(config))
      : template.text;
  }

  async function sendIndex(req, reply) {
    if (!fs.existsSync(indexPath)) return reply.code(404).type('text/plain').send('Not found');
    const config = runtimeConfig({ hostname: hostnameOf(req) });
    const url = req.raw.url || '/';
    const pathname = url.split('?')[0];
    const userAgent = req.headers['user-agent'] ?? '';
    const drawing = renderPage ? drawsFirstScreen(url) : null;
    const shared = (drawn) =>
      pageCacheControl({
        page: drawn,
        forMember: Boolean(drawing?.credentials),
        appUserAgent: APP_UA_PATTERN.test(userAgent),
        cookie: req.headers.cookie,
        setsCookie: reply.hasHeader('set-cookie'),
      });
    const page = drawing
      ? await renderPage(
          {
            url,
            userAgent,
            apiUrl,
            timeoutMs: firstScreenTimeoutMs,
            credentials: drawing.credentials,
            // The render server fetches the remotes' server containers from the map as it stands
            // (not from the page's own host name: that is the reader's, not ours).
            remotes: runtimeConfig().remotes,
          },
          // Kept a few seconds when it is a drawing any visitor may be handed.
          { visitor: shared({}) === VISITOR_PAGE_CACHE },
        ).catch((err) => {
          if (!quiet) console.warn(`[serve] first screen of ${pathname}:`, err?.message ?? err);
          return null;
        })
      : null;
    const hints = hintsFor
      ? await hintsFor(pathname, config.remotes ?? {}, {
          firstScreen: Boolean(page),
          // The header's search bar is in the drawing, except in the app (no header there).
          alsoDrawn: APP_UA_PATTERN.test(userAgent) ? [] : ['mfe_search/SearchBar'],
        })
      : '';
    const html = inlineOwnStyles(injectHints(indexHtml(config), hints));
    // The page's canonical and share addresses, absolute (first-screen.mjs, pages others read).
    const origin = publicOrigin({
      configured: config.settings?.publicOrigin,
      host: String(req.headers['x-forwarded-host'] || req.headers.host || ''),
      proto: String(req.headers['x-forwarded-proto'] || ''),
    });
    return (
      reply
        .type('text/html; charset=utf-8')
        // A member's page (drawn with the address's credentials) is theirs alone: kept nowhere;
        // a visitor's drawing may sit a few seconds in a shared cache (deploy/nginx/).
        .header('cache-control', shared(page))
        .header('content-security-policy', contentSecurityPolicy(remoteOrigins(config), config))
        .header('referrer-policy', 'strict-origin-when-cross-origin')
        .send(
          absoluteShareUrls(
            page ? injectFirstScreen(html, page) : injectFrame(html, frame, userAgent),
            origin,
          ),
        )
    );
  }

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  for (const name of ['/remotes.json', '/runtime-config.json']) {
    app.get(name, (req, reply) => {
      const config = runtimeConfig({ hostname: hostnameOf(req) });
      return reply
        .header('cache-control', 'no-store')
        .send(name === '/remotes.json' ? config.remotes : config);
    });
  }

  // A page route (no extension) gets the app; a missing asset is a real 404.
  app.setNotFoundHandler((req, reply) => {
    const pathname = (req.raw.url || '/').split('?')[0];
    if ((req.method === 'GET' || req.method === 'HEAD') && !path.extname(pathname)) {
      return sendIndex(req, reply);
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  app.setErrorHandler((err, req, reply) => {
    if (!quiet) console.error(err);
    reply.code(err.statusCode && err.statusCode < 500 ? err.statusCode : 500).send();
  });

  await app.listen({ port, host });
  if (!quiet) {
    const { port: bound } = app.server.address();
    console.log(`[serve] ${path.basename(path.dirname(root))} → http://localhost:${bound}`);
  }
  return app.server;
}

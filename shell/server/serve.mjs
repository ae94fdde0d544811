// The production server of the shell and of each remote, on kept libraries (Fastify and its
// plugins), composed here of plugins of one concern each (issue #46; shell/README, "The render
// server"):
//   plugins/guard.mjs      paths that climb out, source maps, nosniff, CORS for federated assets
//   plugins/files.mjs      the build's files, compressed, with the cache policy
//   plugins/api-proxy.mjs  the same-origin /_api proxy to the reference API
//   plugins/config.mjs     /runtime-config.json and /remotes.json
//   plugins/pages.mjs      every page: the whole document rendered by React, drawn or with the
//                          header's frame, its hints, styles, config, Cache-Control and CSP
// deploy/nginx/ serves the same builds the same way without Node (README, "Serving and deploying").
import path from 'node:path';
import Fastify from 'fastify';
import guard from './plugins/guard.mjs';
import files from './plugins/files.mjs';
import apiProxy from './plugins/api-proxy.mjs';
import config from './plugins/config.mjs';
import pages from './plugins/pages.mjs';
import { VISITOR_FRESH_S } from './page-cache.mjs';

export { isUnsafePath, isSourceMapPath } from './plugins/guard.mjs';
export { HASHED_ASSET } from './plugins/files.mjs';

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
  // How long a visitor's page is kept in this process (page-cache.mjs): BAEUM_VISITOR_CACHE_MS,
  // else as long as a shared cache keeps it fresh in production, 0 (off) otherwise.
  visitorCacheMs = Number(
    process.env.BAEUM_VISITOR_CACHE_MS ??
      (process.env.NODE_ENV === 'production' ? VISITOR_FRESH_S * 1000 : 0),
  ),
}) {
  const app = Fastify({
    logger: false,
    return503OnClosing: false,
    // A URL that does not even decode is not a file here either.
    frameworkErrors: (err, req, reply) =>
      err.code === 'FST_ERR_BAD_URL'
        ? reply.code(404).type('text/plain').send('Not found')
        : reply.code(400).type('text/plain').send('Bad request'),
  });
  await app.register(guard, { cors, sourceMaps });
  await app.register(files, { root });
  await app.register(apiProxy, { apiUrl });
  await app.register(config);
  await app.register(pages, {
    root,
    apiUrl,
    injectConfig,
    quiet,
    firstScreen,
    firstScreenTimeoutMs,
    visitorCacheMs,
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

// Tried before any route: paths that climb out, source maps, nosniff and CORS for the federated
// assets (issue #46: one concern per plugin; serve.mjs composes them).
import fp from 'fastify-plugin';

const notFound = (reply) => reply.code(404).type('text/plain').send('Not found');

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

/** @param {{ cors: boolean, sourceMaps: boolean }} o */
export default fp(async function guard(app, { cors, sourceMaps }) {
  app.addHook('onRequest', async (req, reply) => {
    const rawPath = req.raw.url?.split('?')[0] ?? '/';
    if (isUnsafePath(rawPath)) return notFound(reply);
    const api = rawPath.startsWith('/_api');
    if (!sourceMaps && !api && isSourceMapPath(rawPath)) return notFound(reply);
    reply.header('x-content-type-options', 'nosniff');
    if (!cors || api) return;
    reply.header('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
        .header('access-control-allow-headers', '*')
        .send();
    }
  });
});

// The runtime config as JSON (the dev server's and a remote's standalone page read it when the
// page does not carry it): /runtime-config.json and /remotes.json, never kept.
import { createRequire } from 'node:module';
import fp from 'fastify-plugin';

const require = createRequire(import.meta.url);
const { runtimeConfig } = require('../runtime-config.cjs');

/** The request's host name, without its port. */
export const hostnameOf = (req) => (req.headers.host || 'localhost').replace(/:\d+$/, '');

export default fp(async function config(app) {
  for (const name of ['/remotes.json', '/runtime-config.json']) {
    app.get(name, (req, reply) => {
      const value = runtimeConfig({ hostname: hostnameOf(req) });
      return reply
        .header('cache-control', 'no-store')
        .send(name === '/remotes.json' ? value.remotes : value);
    });
  }
});

// The API, same origin (/_api): no CORS and the session cookie stays first-party.
import fp from 'fastify-plugin';
import fastifyProxy from '@fastify/http-proxy';
import { serve as t } from '../messages.mjs';

/** @param {{ apiUrl: string }} o */
export default fp(async function apiProxy(app, { apiUrl }) {
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
        reply.code(502).send({ code: 502, message: t.upstreamDown });
      },
    },
  });
});

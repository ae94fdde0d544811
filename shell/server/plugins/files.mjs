// The build's files: @fastify/static (ETag, Last-Modified), @fastify/compress (brotli, gzip),
// @fastify/etag (the pages and the config JSON), with our cache policy.
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';

/** Content-hashed chunks never change: a year, immutable. Everything else revalidates. */
export const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** @param {{ root: string }} o */
export default fp(async function files(app, { root }) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 512,
    // Compressed per answer: brotli's default level 11 costs ~40 ms per 200 KB; 5 compresses
    // about as well as gzip -9 in a few ms.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyEtag);
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
});

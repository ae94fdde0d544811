// Errors answered before any route runs, in the API's Korean envelope `{ code, message }` like
// every other error (never Fastify's English JSON, never the path echoed back):
// - `frameworkErrors`: the router's own errors (a path that does not decode, `/%zz`; a path
//   parameter over maxParamLength; an async constraint that failed);
// - `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request (a
//   header block over the size limit → 431, a request that times out → 408, malformed → 400).
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '../messages.ts';

function envelope(code: number, message: string): string {
  return JSON.stringify({ code, message });
}

export function frameworkErrors(
  err: FastifyError,
  _req: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const [code, message] =
    err.code === 'FST_ERR_BAD_URL'
      ? [400, msg.badUrl]
      : err.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, msg.urlTooLong]
        : (err.statusCode ?? 500) < 500
          ? [err.statusCode ?? 400, msg.badRequest]
          : [500, msg.serverError];
  return reply
    .code(code)
    .header('X-Content-Type-Options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send(envelope(code, message));
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, msg.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, msg.requestTimeout]
        : [400, msg.badRequest];
  const body = envelope(code, message);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${code} ${REASONS[code]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(err);
}

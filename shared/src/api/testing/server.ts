// A real HTTP server on 127.0.0.1 for the client's tests: records every request and answers
// from a small route table. Not a mock of the client: the client's sockets, headers and
// bodies go over the loopback for real.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query as received, e.g. '/new/user/me?hash=h'. */
  url: string;
  pathname: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  /** An object is sent as JSON; a string as text. */
  body?: unknown;
  headers?: Record<string, string | string[]>;
}

export type Route = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** Answers `METHOD pathname` (pathname without the query) with a reply or a function. */
  on(method: string, pathname: string, reply: Reply | Route): void;
  /** Forgets the routes and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export const TEST_XSRF = 'xsrf-from-server';

// GET /xsrf sets the cookie, as the reference API does.
const defaultRoutes: Array<[string, Route]> = [
  [
    'GET /xsrf',
    () => ({
      status: 204,
      headers: { 'set-cookie': `XSRF-TOKEN=${TEST_XSRF}; Path=/; SameSite=Lax` },
    }),
  ],
];

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Route>(defaultRoutes);
  const requests: RecordedRequest[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        pathname: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const route = routes.get(`${recorded.method} ${recorded.pathname}`);
      Promise.resolve(
        route ? route(recorded) : { status: 404, body: { code: 404, message: 'no route' } },
      )
        .then((reply) => {
          const isText = typeof reply.body === 'string';
          res.writeHead(reply.status ?? 200, {
            'content-type': isText
              ? 'text/plain; charset=utf-8'
              : 'application/json; charset=utf-8',
            ...reply.headers,
          });
          res.end(
            reply.body === undefined
              ? undefined
              : isText
                ? (reply.body as string)
                : JSON.stringify(reply.body),
          );
        })
        .catch(() => {
          res.writeHead(500);
          res.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, pathname, reply) {
      routes.set(
        `${method.toUpperCase()} ${pathname}`,
        typeof reply === 'function' ? reply : () => reply,
      );
    },
    reset() {
      routes.clear();
      for (const [key, route] of defaultRoutes) routes.set(key, route);
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** A URL on which nothing listens: a port that was just bound and released. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

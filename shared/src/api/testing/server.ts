// A real HTTP server on 127.0.0.1 for the client's tests: records every request and answers
// from a small route table. Not a mock of the client: the client's sockets, headers and
// bodies go over the loopback for real.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query as received, e.g. '/new/user/me?hash=h'. */
  url: string;
  /** The path, percent-decoded (Korean keywords read as typed). */
  pathname: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The JSON or form body, parsed ({} for anything else). */
  json: Record<string, unknown>;
}

export interface Reply {
  status?: number;
  /** An object is sent as JSON; a string as text. */
  body?: unknown;
  headers?: Record<string, string | string[]>;
}

/** Answers a request; `params` holds the `:name` segments of the route's path. */
export type Route = (
  request: RecordedRequest,
  params: Record<string, string>,
) => Reply | Promise<Reply>;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /**
   * Answers `METHOD path` with a reply or a function; `:name` segments match one path segment.
   * A route added again (same method and path) replaces the earlier one; later routes win.
   */
  on(method: string, path: string, reply: Reply | Route): void;
  /** Requests whose method and path match. */
  calls(method: string, pathname: string | RegExp): RecordedRequest[];
  /** Back to the default routes (those given at start); forgets the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export const TEST_XSRF = 'xsrf-from-server';

/** The reference API's success and failure envelopes. */
export const ok = (data: unknown): Reply => ({ body: { code: 200, data } });
export const fail = (status: number, message = '오류'): Reply => ({
  status,
  body: { code: status, message },
});

// GET /xsrf sets the cookie, as the reference API does.
const xsrfRoute: [string, string, Route] = [
  'GET',
  '/xsrf',
  () => ({
    status: 204,
    headers: { 'set-cookie': `XSRF-TOKEN=${TEST_XSRF}; Path=/; SameSite=Lax` },
  }),
];

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  keys: string[];
  reply: Route;
}

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:([a-zA-Z]+)/g, (_m, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
  return { pattern: new RegExp(`^${source}$`), keys };
}

function parseBody(raw: string, type: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    if (type?.includes('application/json')) return JSON.parse(raw) as Record<string, unknown>;
    if (type?.includes('application/x-www-form-urlencoded'))
      return Object.fromEntries(new URLSearchParams(raw));
  } catch {
    return {};
  }
  return {};
}

function send(res: http.ServerResponse, reply: Reply): void {
  const isText = typeof reply.body === 'string';
  res.writeHead(reply.status ?? 200, {
    'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    ...reply.headers,
  });
  res.end(
    reply.body === undefined
      ? undefined
      : isText
        ? (reply.body as string)
        : JSON.stringify(reply.body),
  );
}

/**
 * Starts the server. `defaults` (method, path, reply) are the routes `reset()` returns to; a
 * function giving them is called again on each reset, so fixture state starts over too.
 */
export async function startTestServer(
  defaults: () => Array<[string, string, Route]> = () => [],
): Promise<TestServer> {
  let routes: CompiledRoute[] = [];
  const requests: RecordedRequest[] = [];

  const add = (method: string, path: string, reply: Route) => {
    const { pattern, keys } = compile(path);
    routes = routes.filter((r) => !(r.method === method && r.pattern.source === pattern.source));
    routes.unshift({ method, pattern, keys, reply });
  };
  const resetRoutes = () => {
    routes = [];
    // Added last-first, so among the defaults the first listed wins, as it reads.
    for (const [method, path, reply] of [xsrfRoute, ...defaults()].reverse())
      add(method, path, reply);
  };
  resetRoutes();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        pathname: decodeURIComponent(parsed.pathname),
        query: parsed.searchParams,
        headers: req.headers,
        body,
        json: parseBody(body, req.headers['content-type']),
      };
      requests.push(recorded);
      let params: Record<string, string> = {};
      const route = routes.find((candidate) => {
        if (candidate.method !== recorded.method) return false;
        const match = candidate.pattern.exec(recorded.pathname);
        if (!match) return false;
        params = Object.fromEntries(candidate.keys.map((key, i) => [key, match[i + 1] ?? '']));
        return true;
      });
      Promise.resolve(route ? route.reply(recorded, params) : fail(404, 'no route'))
        .then((reply) => send(res, reply))
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
    on(method, path, reply) {
      add(method.toUpperCase(), path, typeof reply === 'function' ? reply : () => reply);
    },
    calls(method, pathname) {
      return requests.filter(
        (r) =>
          r.method === method.toUpperCase() &&
          (typeof pathname === 'string' ? r.pathname === pathname : pathname.test(r.pathname)),
      );
    },
    reset() {
      resetRoutes();
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

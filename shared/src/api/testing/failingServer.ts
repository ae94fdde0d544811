// Forms against a failing server (issue #38, "no dead ends"): a real HTTP proxy in front of the
// reference API that passes everything through — the page loads, the member signs in — until a
// test tells it to fail. From then on it answers every write (POST, PUT, PATCH, DELETE) with a
// bare 500 and no Korean envelope, as a crashed upstream or a proxy would, or drops the
// connection (a network error). Nothing of ours is mocked: the client's own sockets see it.
//
// Use it after useReferenceApi() (whose per-test reset points the client at the API itself):
//   useReferenceApi();
//   const server = withFailingServer();
//   it.each(rows)(..., async (row, mode) => { …render and fill…; server().fail(mode);
//     …submit…; await expectKoreanFailure(server()); });
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getConfig } from '../../config';
import { pointClientAt, referenceApiUrl } from './referenceApi';

/** How the server fails: a 500 without an envelope, or no answer at all. */
export type FailureMode = 'status 500' | 'network error';
export const FAILURE_MODES: FailureMode[] = ['status 500', 'network error'];

export interface FailingServer {
  url: string;
  /**
   * From now on, fail the requests `which` picks (by default every write) in `mode`, until
   * the next test.
   */
  fail(mode: FailureMode, which?: (method: string, path: string) => boolean): void;
  /** The requests failed since the test began, as `METHOD /path`. */
  failed: string[];
}

const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** What a bare nginx 500 looks like: HTML, no `{ code, message }`. */
const BARE_500 =
  '<html><head><title>500 Internal Server Error</title></head><body><h1>500 Internal Server Error</h1></body></html>';

/** Starts the proxy for the file (after useReferenceApi()); returns a getter. */
export function withFailingServer(): () => FailingServer {
  let server: http.Server | undefined;
  let state: FailingServer | undefined;
  let failing: { mode: FailureMode; which: (method: string, path: string) => boolean } | null =
    null;

  beforeAll(async () => {
    const upstream = new URL(referenceApiUrl());
    server = http.createServer((req, res) => {
      const method = req.method ?? 'GET';
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (failing?.which(method, path)) {
        state?.failed.push(`${method} ${path}`);
        if (failing.mode === 'network error') {
          req.socket.destroy();
          return;
        }
        req.resume();
        req.on('end', () => {
          res.writeHead(500, { 'content-type': 'text/html' });
          res.end(BARE_500);
        });
        return;
      }
      const forward = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    state = {
      url: `http://127.0.0.1:${port}`,
      failed: [],
      fail(mode, which = (method) => isWrite(method)) {
        // The client talks to the proxy (useReferenceApi() came first).
        expect(getConfig().servers.main).toBe(state!.url);
        // An error already on screen would pass for the failure's own.
        expect(shownErrors()).toEqual([]);
        failing = { mode, which };
      },
    };
  });

  // After useReferenceApi's own beforeEach (registered first), so the client talks to the proxy.
  beforeEach(() => {
    failing = null;
    state!.failed = [];
    pointClientAt(state!.url);
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  return () => {
    if (!state) throw new Error('withFailingServer(): the server starts in beforeAll');
    return state;
  };
}

/** The HTTP client's English, which a person must never read. */
export const CLIENT_ENGLISH =
  /Request failed|status code|Network Error|socket hang up|ECONN|timeout of|Internal Server Error/i;
const HANGUL = /[\uAC00-\uD7A3]/;

/** The error texts on screen: every alert, and the error or warning toast. */
export function shownErrors(root: ParentNode = document.body): string[] {
  return [...root.querySelectorAll('[role="alert"], .toast--error, .toast--warning')]
    .map((node) => node.textContent?.trim() ?? '')
    .filter(Boolean);
}

/**
 * After a submit against the failing server: the server did fail a request, an error shows,
 * every error shown is Korean, and nowhere on the page is the HTTP client's English.
 */
export async function expectKoreanFailure(server: FailingServer): Promise<string[]> {
  await waitFor(() => expect(server.failed.length).toBeGreaterThan(0));
  const shown = await waitFor(() => {
    const texts = shownErrors();
    expect(texts.length).toBeGreaterThan(0);
    return texts;
  });
  for (const text of shown) expect(text).toMatch(HANGUL);
  expect(document.body.textContent ?? '').not.toMatch(CLIENT_ENGLISH);
  for (const node of document.body.querySelectorAll('[aria-label], [title]'))
    expect(
      `${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('title') ?? ''}`,
    ).not.toMatch(CLIENT_ENGLISH);
  return shown;
}

export type FormUser = ReturnType<typeof userEvent.setup>;

/** One form of a package's table: how to open it, fill it and submit it. */
export interface FailingForm {
  name: string;
  /** Signs in whoever the form needs and renders its page (the server still answers). */
  open: () => Promise<void>;
  /** Fills the form up to the submit that fails. */
  fill?: (user: FormUser) => Promise<void>;
  /** The requests that fail (by default every write). */
  failing?: (method: string, path: string) => boolean;
  submit: (user: FormUser) => Promise<void>;
}

/**
 * The table every package runs: each form once per failure mode — opened and filled against
 * the reference API, then submitted while the server fails — shows Korean words only.
 */
export function itFailsInKorean(forms: FailingForm[], server: () => FailingServer): void {
  const rows = forms.flatMap((form) =>
    FAILURE_MODES.map((mode) => [form.name, mode, form] as const),
  );
  it.each(rows)(
    '%s: a %s shows Korean words, never the client’s English',
    async (_name, mode: FailureMode, form) => {
      await form.open();
      const user = userEvent.setup();
      await form.fill?.(user);
      server().fail(mode, form.failing);
      await form.submit(user);
      await expectKoreanFailure(server());
    },
  );
}

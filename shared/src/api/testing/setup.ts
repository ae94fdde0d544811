// Jest wiring for tests that talk to a real local server: start it, point the client's three
// servers at it, and reset every credential between tests.
//
// Test files using this run in jsdom (location, history, storage, cookies) but resolve
// axios's Node build, whose 'http' adapter uses real sockets (jsdom's XHR would add CORS):
//   @jest-environment jsdom
//   @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
// Uploads need Node's own FormData and Blob (jsdom's cannot be streamed by the adapter):
// those tests run with `@jest-environment node` (and the same options), supported here too.
import axios from 'axios';
import { configure, resetConfig } from '../../config';
import { apiClient, resetXsrf } from '../client';
import { clearToken } from '../credentials';
import { startTestServer } from './server';
import type { Route, TestServer } from './server';

export function clearCookies(): void {
  if (typeof document === 'undefined') return;
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Starts a server for the file; returns a getter (the server exists only after beforeAll).
 * `defaults` are the routes every test starts from (a remote's fixture API).
 */
export function useTestServer(defaults?: () => Array<[string, string, Route]>): () => TestServer {
  let server: TestServer | undefined;

  beforeAll(async () => {
    try {
      axios.getAdapter('http');
    } catch {
      throw new Error(
        "axios's browser build has no 'http' adapter: add the docblock " +
          '@jest-environment-options {"customExportConditions": ["node", "require", "default"]}',
      );
    }
    apiClient.defaults.adapter = 'http';
    server = await startTestServer(defaults);
    configure({
      servers: { main: server.url, recommend: `${server.url}/rec`, biz: `${server.url}/biz` },
    });
  });

  beforeEach(() => {
    server?.reset();
    clearCookies();
    clearToken();
    resetXsrf();
    if (typeof window !== 'undefined') {
      window.localStorage.clear();
      window.sessionStorage.clear();
      window.history.replaceState(null, '', '/');
    }
  });

  afterAll(async () => {
    resetConfig();
    await server?.close();
  });

  return () => {
    if (!server) throw new Error('the test server starts in beforeAll');
    return server;
  };
}

/** Polls until `check` passes (for work the code under test does not await). */
export async function waitUntil(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A promise the test resolves: holds a server answer back while the test looks at the screen. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

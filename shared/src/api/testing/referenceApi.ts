// Component tests against the reference API that the jest globalSetup started: the shared
// client is pointed at it over Node's http adapter; nothing of ours is mocked.
import { configure as configureTestingLibrary } from '@testing-library/react';
import { apiClient } from '../client';
import { clearToken } from '../credentials';
import { configure, resetConfig } from '../../config';
import { fetchCurrentUser, toUserInfo } from '../user';
import { login } from '../account';
import type { UserInfo } from '../user';
import { LEARNER } from '../../testing/fixtures';

export { COACH, LEARNER } from '../../testing/fixtures';

export function referenceApiUrl(): string {
  const url = process.env.REFERENCE_API_URL;
  if (!url)
    throw new Error(
      'REFERENCE_API_URL is not set: the jest.config.cjs needs the globalSetup scripts/jest/referenceApi.setup.cjs',
    );
  return url;
}

export function pointClientAt(url: string): void {
  configure({ servers: { main: url, recommend: `${url}/rec`, biz: `${url}/biz` } });
}

// jsdom keeps cookies in document.cookie, but Node's http adapter (needed to reach another
// port without CORS) never sends them. Like a browser would, send the page's cookies along;
// the XSRF double-submit cookie is set once, as the API's /xsrf would set it.
const TEST_XSRF = 'reference-api-test-xsrf-0123456789';
let cookieInterceptor: number | null = null;

function sendPageCookies(): void {
  if (cookieInterceptor !== null) return;
  cookieInterceptor = apiClient.interceptors.request.use((config) => {
    if (document.cookie) config.headers.set('Cookie', document.cookie);
    return config;
  });
}

export function useReferenceApi(): void {
  // A real server on a machine shared with other work: give answers time.
  jest.setTimeout(30_000);
  configureTestingLibrary({ asyncUtilTimeout: 5_000 });
  beforeAll(() => {
    apiClient.defaults.adapter = 'http';
    sendPageCookies();
    pointClientAt(referenceApiUrl());
  });
  beforeEach(() => {
    document.cookie = `XSRF-TOKEN=${TEST_XSRF}; path=/`;
    clearToken();
    window.localStorage.clear();
    window.sessionStorage.clear();
    pointClientAt(referenceApiUrl());
  });
  afterAll(() => {
    clearToken();
    resetConfig();
  });
}

/** Logs an account in (the client keeps the token) and returns the loaded user. */
export async function signIn(account: { phone: string; password: string }): Promise<UserInfo> {
  await login(account.phone, account.password);
  return toUserInfo(await fetchCurrentUser());
}

/** Logs the demo learner in (the client keeps the token) and returns the loaded user. */
export function signInLearner(): Promise<UserInfo> {
  return signIn(LEARNER);
}

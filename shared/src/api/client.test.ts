/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { configure, getConfig } from '../config';
import { errorMessage, errorMessages } from '../messages/errors';
import { apiClient, apiGet, apiPost, apiPostForm, resolveApiUrl } from './client';
import { clearToken, getToken, readTokenFromUrl, setToken } from './credentials';
import { setRequestScopeSource } from '../requestScope';
import type { RequestScope } from '../requestScope';
import { createStore } from '../state/jotai';
import { QueryClient } from '../data/query';
import { ApiError, isInvalidSession } from './error';
import { TEST_XSRF, closedPortUrl } from './testing/server';
import { useTestServer } from './testing/setup';

const server = useTestServer();

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error('expected the call to be rejected');
}

describe('base behaviour', () => {
  it('sends cookies (withCredentials) and has no timeout', () => {
    expect(apiClient.defaults.withCredentials).toBe(true);
    expect(apiClient.defaults.timeout).toBe(0);
  });
});

describe('prefix mapping', () => {
  it.each([
    ['/api1/api/v3/notify/1', '/api/v3/notify/1'],
    ['/api2/api/v1/search_rank', '/rec/api/v1/search_rank'],
    ['recom/main/7', '/rec/recom/main/7'],
    ['/biz/users/check', '/biz/users/check'],
    ['/next/user/me', '/new/user/me'],
    ['squareWith_friend/1', '/squareWith_friend/1'],
    ['/new/user_register', '/new/user_register'],
  ])('sends %s to %s', async (path, received) => {
    server().on('GET', received, { body: { code: 200, data: 'ok' } });
    await expect(apiGet(path)).resolves.toBe('ok');
    expect(server().requests.at(-1)?.pathname).toBe(received);
  });

  it('maps /next/ to /new/ on the main server', () => {
    configure({ servers: { main: 'https://main.example' } });
    try {
      expect(resolveApiUrl('/next/v2/api/user')).toBe('https://main.example/new/v2/api/user');
    } finally {
      configure({ servers: { main: server().url } });
    }
  });

  it('maps prefixes to the configured bases, without double slashes', () => {
    configure({ servers: { main: '/_api/', recommend: '/_api/rec', biz: '/_api/biz' } });
    try {
      expect(resolveApiUrl('/api1/api/v3/notify/all')).toBe('/_api/api/v3/notify/all');
      expect(resolveApiUrl('/api2/api/v1/class/search_suggest')).toBe(
        '/_api/rec/api/v1/class/search_suggest',
      );
      expect(resolveApiUrl('recom/keyword-base')).toBe('/_api/rec/recom/keyword-base');
      expect(resolveApiUrl('/biz/reset_password')).toBe('/_api/biz/reset_password');
      expect(resolveApiUrl('coin_point/1')).toBe('/_api/coin_point/1');
      // a prefix is a whole segment: /recommendations is not recom/
      expect(resolveApiUrl('/recommendations')).toBe('/_api/recommendations');
    } finally {
      configure({
        servers: {
          main: server().url,
          recommend: `${server().url}/rec`,
          biz: `${server().url}/biz`,
        },
      });
    }
  });
});

describe('the success envelope', () => {
  it('returns data when code is 200', async () => {
    server().on('GET', '/a', { body: { code: 200, data: { list: [1] }, results: 'not this' } });
    await expect(apiGet('a')).resolves.toEqual({ list: [1] });
  });

  it("returns data when code is the string '200'", async () => {
    server().on('GET', '/a', { body: { code: '200', data: 'yes' } });
    await expect(apiGet('a')).resolves.toBe('yes');
  });

  it("returns results when result is 'success'", async () => {
    server().on('GET', '/a', { body: { result: 'success', results: [{ key: '요가' }] } });
    await expect(apiGet('a')).resolves.toEqual([{ key: '요가' }]);
  });

  it('returns results when a code-200 body has no data', async () => {
    server().on('GET', '/a', { body: { code: 200, results: 'r' } });
    await expect(apiGet('a')).resolves.toBe('r');
  });

  it('returns the whole body when it has neither data nor results', async () => {
    server().on('GET', '/a', { body: { code: 200, total_length: 3, list: [] } });
    await expect(apiGet('a')).resolves.toEqual({ code: 200, total_length: 3, list: [] });
  });

  it('keeps falsy data that is not null', async () => {
    server().on('GET', '/a', { body: { code: 200, data: 0 } });
    await expect(apiGet('a')).resolves.toBe(0);
  });

  it('rejects an HTTP 200 answer whose code is not 200, with its code and message', async () => {
    server().on('GET', '/a', { body: { code: 501, message: '이미 인증됨' } });
    const error = await rejection(apiGet('a'));
    expect(error).toMatchObject({
      kind: 'envelope',
      code: 501,
      status: 200,
      serverMessage: '이미 인증됨',
    });
    expect(error.body).toEqual({ code: 501, message: '이미 인증됨' });
  });

  it("rejects a result other than 'success'", async () => {
    server().on('GET', '/a', { body: { result: 'fail', results: null } });
    expect(await rejection(apiGet('a'))).toMatchObject({
      kind: 'envelope',
      code: null,
      status: 200,
    });
  });

  it('rejects an answer that is not an envelope at all', async () => {
    server().on('GET', '/a', { body: '<html>login</html>' });
    expect(await rejection(apiGet('a'))).toMatchObject({
      kind: 'envelope',
      body: '<html>login</html>',
    });
  });
});

describe('errors', () => {
  it('rejects an HTTP error with the body code, keeping the client message', async () => {
    server().on('POST', '/ajaxSmsAuth', {
      status: 400,
      body: { code: 421, message: '인증번호 불일치' },
    });
    const error = await rejection(
      apiPostForm('ajaxSmsAuth', { hpno: '01012345678', authno: '000000' }),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 421,
      message: 'Request failed with status code 400',
      serverMessage: '인증번호 불일치',
    });
  });

  it('uses the HTTP status as the code when the body has none', async () => {
    server().on('GET', '/a', { status: 503, body: 'down' });
    expect(await rejection(apiGet('a'))).toMatchObject({
      kind: 'http',
      status: 503,
      code: 503,
      body: 'down',
    });
  });

  it('recognises 470 as an invalid session', async () => {
    server().on('GET', '/new/user/me', { status: 470, body: { code: 470, message: '세션 만료' } });
    const error = await rejection(apiGet('/new/user/me'));
    expect(error.status).toBe(470);
    expect(isInvalidSession(error)).toBe(true);
    expect(isInvalidSession(new Error('x'))).toBe(false);
  });

  it("rejects a network failure as 'Network Error' with no status", async () => {
    const closed = await closedPortUrl();
    const error = await rejection(apiGet(`${closed}/a`));
    expect(error).toMatchObject({
      kind: 'network',
      message: 'Network Error',
      status: null,
      code: null,
    });
    expect(errorMessage(error)).toBe(errorMessages.network);
  });

  it('rejects a canceled request', async () => {
    server().on(
      'GET',
      '/slow',
      () => new Promise((resolve) => setTimeout(() => resolve({ body: { code: 200 } }), 200)),
    );
    const controller = new AbortController();
    const pending = apiClient.get('slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await rejection(pending)).toMatchObject({ kind: 'canceled', status: null });
  });

  it('shows the server message, else a catalogue message', async () => {
    server().on('GET', '/a', {
      status: 404,
      body: { code: 404, message: '강의를 찾을 수 없어요' },
    });
    server().on('GET', '/b', { status: 404, body: {} });
    expect(errorMessage(await rejection(apiGet('a')))).toBe('강의를 찾을 수 없어요');
    expect(errorMessage(await rejection(apiGet('b')))).toBe(errorMessages.notFound);
  });
});

describe('credentials', () => {
  it('turns the token query parameter of the page into a Bearer header', async () => {
    window.history.replaceState(null, '', '/class/3?token=url-token');
    server().on('GET', '/a', { body: { code: 200 } });
    await apiGet('a');
    expect(server().requests.at(-1)?.headers.authorization).toBe('Bearer url-token');
    expect(window.location.search).toBe('');
  });

  it('sends the stored token as a Bearer header', async () => {
    setToken('stored-token');
    server().on('GET', '/a', { body: { code: 200 } });
    await apiGet('a');
    expect(getToken()).toBe('stored-token');
    expect(server().requests.at(-1)?.headers.authorization).toBe('Bearer stored-token');
  });

  it('prefers the token of the URL to the stored one', async () => {
    setToken('stored-token');
    window.history.replaceState(null, '', '/?token=url-token');
    server().on('GET', '/a', { body: { code: 200 } });
    await apiGet('a');
    expect(server().requests.at(-1)?.headers.authorization).toBe('Bearer url-token');
  });

  it('sends no Authorization header without a token', async () => {
    server().on('GET', '/a', { body: { code: 200 } });
    await apiGet('a');
    expect(server().requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('attaches the hash query parameter of the page to every request', async () => {
    window.history.replaceState(null, '', '/?hash=h%2Bsigned');
    server().on('GET', '/a', { body: { code: 200 } });
    server().on('POST', '/b', { body: { code: 200 } });
    await apiGet('a', { page: 2 });
    await apiPost('b', { x: 1 });
    expect(
      server()
        .requests.find((r) => r.pathname === '/a')
        ?.query.get('hash'),
    ).toBe('h+signed');
    expect(
      server()
        .requests.find((r) => r.pathname === '/a')
        ?.query.get('page'),
    ).toBe('2');
    expect(
      server()
        .requests.find((r) => r.pathname === '/b')
        ?.query.get('hash'),
    ).toBe('h+signed');
  });

  it('keeps the URL credentials for the tab after they leave the address bar', async () => {
    window.history.replaceState(null, '', '/?token=t1');
    readTokenFromUrl();
    expect(window.location.search).toBe('');
    server().on('GET', '/a', { body: { code: 200 } });
    await apiGet('a');
    expect(server().requests.at(-1)?.headers.authorization).toBe('Bearer t1');
  });

  it('on the server, each drawing’s requests carry that drawing’s credentials', async () => {
    // The server render's source (an AsyncLocalStorage there): here, whatever `current` says.
    const drawing = (token: string | null, hash: string | null): RequestScope => ({
      store: createStore(),
      queryClient: new QueryClient(),
      userAgent: 'Mozilla/5.0',
      credentials: { token, hash },
      config: getConfig(),
    });
    setToken('stored-in-this-test');
    let current: RequestScope | undefined = drawing('member-a', null);
    setRequestScopeSource(() => current);
    try {
      server().on('GET', '/a', { body: { code: 200 } });
      await apiGet('a');
      expect(server().requests.at(-1)?.headers.authorization).toBe('Bearer member-a');
      current = drawing(null, 'h-b');
      await apiGet('a');
      expect(server().requests.at(-1)?.headers.authorization).toBeUndefined();
      expect(server().requests.at(-1)?.query.get('hash')).toBe('h-b');
      // A visitor's drawing: nothing, not even what the address bar or storage of this test holds.
      window.history.replaceState(null, '', '/?token=from-the-address');
      current = drawing(null, null);
      await apiGet('a');
      expect(server().requests.at(-1)?.headers.authorization).toBeUndefined();
    } finally {
      setRequestScopeSource(null);
      clearToken();
    }
  });

  it('never sends credentials to another host', async () => {
    setToken('stored-token');
    const other = 'http://localhost:' + new URL(server().url).port; // same server, other host name
    server().on('GET', '/a', { body: { code: 200 } });
    await apiGet(`${other}/a`);
    expect(server().requests.at(-1)?.headers.authorization).toBeUndefined();
  });
});

describe('XSRF', () => {
  it('sends the XSRF-TOKEN cookie as the X-XSRF-TOKEN header', async () => {
    document.cookie = 'XSRF-TOKEN=cookie-value; path=/';
    server().on('POST', '/a', { body: { code: 200 } });
    server().on('GET', '/b', { body: { code: 200 } });
    await apiPost('a', {});
    await apiGet('b');
    expect(server().requests.map((r) => [r.pathname, r.headers['x-xsrf-token']])).toEqual([
      ['/a', 'cookie-value'],
      ['/b', 'cookie-value'],
    ]);
  });

  it('calls GET /xsrf once before the first mutating request when the cookie is missing', async () => {
    server().on('POST', '/a', { body: { code: 200 } });
    server().on('PUT', '/b', { body: { code: 200 } });
    await apiPost('a', {});
    await apiClient.put('b', {});
    expect(
      server().requests.map((r) => `${r.method} ${r.pathname} ${r.headers['x-xsrf-token'] ?? '-'}`),
    ).toEqual(['GET /xsrf -', `POST /a ${TEST_XSRF}`, `PUT /b ${TEST_XSRF}`]);
  });

  it('does not call /xsrf for a read', async () => {
    server().on('GET', '/a', { body: { code: 200 } });
    await apiGet('a');
    expect(server().requests.map((r) => r.pathname)).toEqual(['/a']);
  });
});

describe('payload encodings', () => {
  it('posts form-encoded fields, leaving out empty ones', async () => {
    server().on('POST', '/login/Auth', { body: { code: 200, data: {} } });
    await apiPostForm('login/Auth', {
      user_id: '010-1234-5678',
      passwd: 'baeum1234!',
      skip: undefined,
    });
    const request = server().requests.at(-1);
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      user_id: '010-1234-5678',
      passwd: 'baeum1234!',
    });
  });

  it('posts JSON elsewhere', async () => {
    server().on('POST', '/new/user_register', { body: { code: 200 } });
    await apiPost('/new/user_register', { phone: '01012345678', user_name: '김배움' });
    const request = server().requests.at(-1);
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body ?? '')).toEqual({ phone: '01012345678', user_name: '김배움' });
  });
});

describe('readTokenFromUrl', () => {
  it('removes token and hash from the address bar, keeping other parameters and the fragment', () => {
    window.history.replaceState(
      { from: 'app' },
      '',
      '/search?keyword=%EC%9A%94%EA%B0%80&token=abc&page=2&hash=h1#top',
    );
    expect(readTokenFromUrl()).toEqual({ token: 'abc', hash: 'h1' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/search?keyword=%EC%9A%94%EA%B0%80&page=2#top',
    );
    expect(window.history.state).toEqual({ from: 'app' });
  });

  it('leaves the address bar alone when it has no credentials', () => {
    window.history.replaceState(null, '', '/category?categoryId=3');
    const spy = jest.spyOn(window.history, 'replaceState');
    expect(readTokenFromUrl()).toEqual({ token: null, hash: null });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

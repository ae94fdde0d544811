/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { getToken, setToken } from '../api/credentials';
import { useTestServer } from '../api/testing/setup';
import { getStore, resetStore } from '../state/jotai';
import { userAtom } from '../state/user';
import { bootSession } from './bootSession';

const server = useTestServer();

const me = {
  user_id: 7,
  user_info: { user_name: '김배움' },
  user_photo: '/_api/images/avatar/7.svg',
  email: 'learner@baeum.kr',
  phone: '01012345678',
  coach_yn: 'N',
  class_list: [],
};

function answerSignedIn() {
  server().on('GET', '/new/user/me', { body: { code: 200, data: me } });
}

async function settle() {
  for (let i = 0; i < 20; i += 1) await new Promise((r) => setTimeout(r, 5));
}

describe('bootSession', () => {
  let siblingLogout: jest.Mock;
  beforeEach(() => {
    resetStore();
    siblingLogout = jest.fn();
    window.history.replaceState(null, '', '/');
  });

  it('uses the token stored by an earlier startup token lookup, then loads the user', async () => {
    setToken('stored-token');
    answerSignedIn();
    await expect(
      bootSession({ siblingLogout, currentUrl: () => 'http://localhost/' }),
    ).resolves.toBe('signed-in');
    const meCall = server().requests.find((r) => r.pathname === '/new/user/me');
    expect(meCall?.headers.authorization).toBe('Bearer stored-token');
    expect(server().requests.some((r) => r.pathname === '/new/auth/token')).toBe(false);
    expect(getStore().get(userAtom)).toMatchObject({ isLoaded: true, id: 7, name: '김배움' });
  });

  it('does the startup token lookup when nothing is stored, and keeps the token', async () => {
    server().on('GET', '/new/auth/token', { body: { code: 200, data: { token: 'looked-up' } } });
    answerSignedIn();
    await bootSession({ siblingLogout, currentUrl: () => 'http://localhost/' });
    expect(getToken()).toBe('looked-up');
    const meCall = server().requests.find((r) => r.pathname === '/new/user/me');
    expect(meCall?.headers.authorization).toBe('Bearer looked-up');
  });

  it('takes a token query parameter as the Bearer credential and removes it from the address bar', async () => {
    window.history.replaceState(null, '', '/class/3?token=url-token&tab=review');
    answerSignedIn();
    await bootSession({ siblingLogout, currentUrl: () => window.location.href });
    const meCall = server().requests.find((r) => r.pathname === '/new/user/me');
    expect(meCall?.headers.authorization).toBe('Bearer url-token');
    expect(window.location.search).toBe('?tab=review');
  });

  it('attaches a hash query parameter to the requests', async () => {
    window.history.replaceState(null, '', '/?hash=h-123');
    answerSignedIn();
    await bootSession({ siblingLogout, currentUrl: () => window.location.href });
    const meCall = server().requests.find((r) => r.pathname === '/new/user/me');
    expect(meCall?.query.get('hash')).toBe('h-123');
    expect(window.location.search).toBe('');
  });

  it('a visitor without a session (no token in the answer) is anonymous, with no user fetch', async () => {
    server().on('GET', '/new/auth/token', { body: { code: 200, data: { token: null } } });
    await expect(
      bootSession({ siblingLogout, currentUrl: () => 'http://localhost/' }),
    ).resolves.toBe('anonymous');
    expect(getStore().get(userAtom)).toMatchObject({ isLoaded: true, id: null });
    expect(server().requests.some((r) => r.pathname === '/new/user/me')).toBe(false);
  });

  it('marks the user loaded with no user when the startup token lookup fails', async () => {
    server().on('GET', '/new/auth/token', {
      status: 401,
      body: { code: 401, message: '로그인이 필요해요' },
    });
    await expect(
      bootSession({ siblingLogout, currentUrl: () => 'http://localhost/' }),
    ).resolves.toBe('anonymous');
    expect(getStore().get(userAtom)).toMatchObject({ isLoaded: true, id: null });
    expect(server().requests.some((r) => r.pathname === '/new/user/me')).toBe(false);
  });

  it('sends the browser to the sibling logout page on 470 and forgets the token', async () => {
    setToken('expired');
    server().on('GET', '/new/user/me', {
      status: 470,
      body: { code: 470, message: '세션이 만료됐어요' },
    });
    await expect(
      bootSession({ siblingLogout, currentUrl: () => 'http://localhost/my' }),
    ).resolves.toBe('invalid-session');
    expect(siblingLogout).toHaveBeenCalledTimes(1);
    expect(siblingLogout).toHaveBeenCalledWith('http://localhost/my');
    expect(getToken()).toBeNull();
  });

  it('asks only who the user is: the notifications and the badge are queries of their screens', async () => {
    setToken('stored-token');
    answerSignedIn();
    await bootSession({ siblingLogout, currentUrl: () => 'http://localhost/' });
    await settle();
    const paths = server().requests.map((r) => r.pathname);
    expect(paths).toContain('/new/user/me');
    expect(paths.filter((p) => p.startsWith('/api/v3/notify') || p === '/newsCount')).toEqual([]);
  });
});

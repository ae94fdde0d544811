/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestServer as withTestServer } from '@baeum/shared/testing/setup';
import {
  anonymousUser,
  createStore,
  getToken,
  setToken,
  toUserInfo,
  toastAtom,
  userAtom,
} from '@baeum/shared';
import { fail, me, ok } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';

const server = withTestServer();

// The classes of /my come from the user-data call (reported failures are logged, spec §8).
beforeEach(() => server().on('GET', '/new/user/data', ok({ registered: [], management: [] })));

function signedInStore() {
  const store = createStore();
  store.set(userAtom, toUserInfo({ ...me, coach_yn: 'Y' }));
  setToken('token-1');
  return store;
}

describe('/my', () => {
  it('shows who is signed in', () => {
    renderApp('/my', signedInStore());
    expect(screen.getByRole('heading', { name: '김배움님, 안녕하세요' })).toBeInTheDocument();
    expect(screen.getByText('010-1234-5678')).toBeInTheDocument();
    expect(screen.getByText('learner@baeum.kr')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '코치' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '공지사항' })).toHaveAttribute('href', '/notices');
    // 결제 내역 is one tap from 마이 (the refund rule points there).
    expect(screen.getByRole('link', { name: '결제 내역' })).toHaveAttribute('href', '/my/payments');
  });

  it('로그아웃: calls the server, forgets the token, empties the shared user and goes home', async () => {
    server().on('POST', '/new/auth/logout', ok());
    const { store } = renderApp('/my', signedInStore());

    await userEvent.setup().click(screen.getByRole('button', { name: '로그아웃' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    const [logout] = server().requests.filter((r) => r.pathname === '/new/auth/logout');
    expect(logout?.headers.authorization).toBe('Bearer token-1');
    expect(getToken()).toBeNull();
    expect(store.get(userAtom)).toEqual(anonymousUser);
    expect(store.get(toastAtom)?.message).toBe('로그아웃되었어요');
  });

  it('logs out here even when the server cannot be told', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    server().on('POST', '/new/auth/logout', fail(500));
    const { store } = renderApp('/my', signedInStore());
    await userEvent.setup().click(screen.getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(store.get(userAtom).id).toBeNull());
    expect(getToken()).toBeNull();
    jest.restoreAllMocks();
  });

  it('모든 기기에서 로그아웃: asks first, ends every session on the server, then here', async () => {
    server().on('POST', '/new/auth/logout_all', ok({ closed_sessions: 3 }));
    const { store } = renderApp('/my', signedInStore());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '모든 기기에서 로그아웃' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('모든 기기에서 로그아웃할까요?');
    expect(server().requests.some((r) => r.pathname === '/new/auth/logout_all')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '모두 로그아웃' }));
    await waitFor(() => expect(store.get(userAtom)).toEqual(anonymousUser));
    const [call] = server().requests.filter((r) => r.pathname === '/new/auth/logout_all');
    expect(call?.headers.authorization).toBe('Bearer token-1');
    expect(getToken()).toBeNull();
    expect(store.get(toastAtom)?.message).toBe('모든 기기에서 로그아웃되었어요');
  });

  it('says so when the other devices could not be signed out, and still signs out here', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    server().on('POST', '/new/auth/logout_all', fail(500));
    const { store } = renderApp('/my', signedInStore());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '모든 기기에서 로그아웃' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '모두 로그아웃' }),
    );
    await waitFor(() => expect(store.get(userAtom).id).toBeNull());
    expect(getToken()).toBeNull();
    expect(store.get(toastAtom)?.message).toMatch(/다른 기기의 로그아웃을 확인하지 못했어요/);
    jest.restoreAllMocks();
  });

  it('sends an anonymous visitor to /login, to come back to /my', () => {
    const store = createStore();
    store.set(userAtom, anonymousUser);
    renderApp('/my', store);
    expect(screen.getByTestId('where')).toHaveTextContent('/login?next=%2Fmy');
    expect(screen.getByRole('heading', { name: '배움에 오신 것을 환영해요' })).toBeInTheDocument();
  });

  it('waits for the session before deciding', () => {
    renderApp('/my');
    expect(screen.getByRole('status', { name: '회원 정보를 불러오는 중' })).toBeInTheDocument();
  });
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedPortUrl } from '@baeum/shared/testing/server';
import { deferred, useTestServer as withTestServer } from '@baeum/shared/testing/setup';
import type { Reply } from '@baeum/shared/testing/server';
import {
  configure,
  errorMessages,
  getConfig,
  getToken,
  setUserFromServer,
  userAtom,
} from '@baeum/shared';
import { fail, form, loginAnswer, me, ok } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';

const server = withTestServer();

const phoneField = () => screen.getByRole('textbox', { name: /휴대폰 번호/ });
// Password inputs have no role; the label is the accessible way to them.
const passwordField = () => screen.getByLabelText(/^비밀번호/, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: '로그인' });
const location = () => screen.getByTestId('where');
const loginRequests = () => server().requests.filter((r) => r.pathname === '/login/Auth');

function serveLogin() {
  server().on('POST', '/login/Auth', ok(loginAnswer));
  server().on('GET', '/new/user/me', ok(me));
}

async function fillAndSubmit(phone: string, password: string) {
  const user = userEvent.setup();
  if (phone) await user.type(phoneField(), phone);
  if (password) await user.type(passwordField(), password);
  await user.click(submit());
  return user;
}

describe('/login', () => {
  it('logs in with the phone and password form-encoded, stores the token and loads the user into the shared store', async () => {
    serveLogin();
    const { store } = renderApp('/login?next=%2Fclass%2F7');

    await fillAndSubmit('010-1234-5678', 'baeum1234!');

    expect(await screen.findByRole('heading', { name: '수채화 클래스' })).toBeInTheDocument();
    const [request] = loginRequests();
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(form(request!.body)).toEqual({ user_id: '010-1234-5678', passwd: 'baeum1234!' });
    expect(getToken()).toBe('token-1');
    // The current user is fetched with the new token and lands in the one store (the header reads it).
    expect(
      server().requests.find((r) => r.pathname === '/new/user/me')?.headers.authorization,
    ).toBe('Bearer token-1');
    expect(store.get(userAtom)).toMatchObject({ isLoaded: true, id: 1, name: '김배움' });
    expect(location()).toHaveTextContent('/class/7');
  });

  it('returns to the page in location state when there is no ?next=', async () => {
    serveLogin();
    renderApp({
      pathname: '/login',
      state: { from: { pathname: '/class/3', search: '?tab=review' } },
    });
    await fillAndSubmit('01012345678', 'baeum1234!');
    await waitFor(() => expect(location()).toHaveTextContent('/class/3?tab=review'));
  });

  it('accepts the number without hyphens and sends it in the 010-1234-5678 form', async () => {
    serveLogin();
    renderApp('/login');
    await fillAndSubmit('01012345678', 'baeum1234!');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(form(loginRequests()[0]!.body).user_id).toBe('010-1234-5678');
  });

  it.each(['//evil.example/phish', 'https://evil.example', '/\\evil.example', '/login'])(
    'never follows an unsafe or looping next (%s): goes home instead',
    async (next) => {
      serveLogin();
      renderApp(`/login?next=${encodeURIComponent(next)}`);
      await fillAndSubmit('010-1234-5678', 'baeum1234!');
      await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    },
  );

  it('says 휴대폰 번호 또는 비밀번호를 확인해주세요 when the server refuses, and stays', async () => {
    server().on('POST', '/login/Auth', fail(401, '비밀번호가 틀렸어요'));
    const { store } = renderApp('/login');

    await fillAndSubmit('010-1234-5678', 'wrong-password1');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('휴대폰 번호 또는 비밀번호를 확인해주세요');
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription(/휴대폰 번호 또는 비밀번호를 확인해주세요/);
    expect(getToken()).toBeNull();
    expect(store.get(userAtom).id).toBeNull();
    expect(location()).toHaveTextContent('/login');
  });

  it('says the network is down (not "wrong password") when the server cannot be reached', async () => {
    const servers = getConfig().servers;
    const closed = await closedPortUrl();
    configure({ servers: { main: closed, recommend: closed, biz: closed } });
    try {
      renderApp('/login');
      await fillAndSubmit('010-1234-5678', 'baeum1234!');
      expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.network);
    } finally {
      configure({ servers });
    }
  });

  it('asks for both fields when they are empty, without a request', async () => {
    renderApp('/login');
    await userEvent.setup().click(submit());

    expect(phoneField()).toHaveAccessibleDescription('휴대폰 번호를 입력해주세요');
    expect(passwordField()).toHaveAccessibleDescription('비밀번호를 입력해주세요');
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneField()).toHaveFocus();
    expect(loginRequests()).toHaveLength(0);
  });

  it.each([
    ['010-123-4567', /형식이 올바르지 않아요/],
    ['0101234567', /형식이 올바르지 않아요/],
    ['010-1234-567', /형식이 올바르지 않아요/],
    ['010-12345678', /형식이 올바르지 않아요/],
    ['02-123-4567', /형식이 올바르지 않아요/],
    ['010 1234 5678', /숫자와 하이픈\(-\)만/],
    ['010.1234.5678', /숫자와 하이픈\(-\)만/],
  ])('refuses the malformed number %s before any request', async (phone, message) => {
    renderApp('/login');
    await fillAndSubmit(phone, 'baeum1234!');
    expect(phoneField()).toHaveAccessibleDescription(message);
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(loginRequests()).toHaveLength(0);
  });

  it('sends one request for a double click and an Enter while the first is pending', async () => {
    const answer = deferred<Reply>();
    server().on('POST', '/login/Auth', () => answer.promise);
    server().on('GET', '/new/user/me', ok(me));
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(phoneField(), '010-1234-5678');
    await user.type(passwordField(), 'baeum1234!');

    await user.dblClick(submit());
    await user.type(passwordField(), '{Enter}');
    fireEvent.submit(passwordField().closest('form')!);

    expect(await screen.findByRole('button', { name: '로그인 중' })).toBeDisabled();
    expect(screen.getByText('요청을 처리하는 중이에요. 한 번만 눌러도 돼요')).toBeInTheDocument();
    await waitFor(() => expect(loginRequests()).toHaveLength(1));
    answer.resolve(ok(loginAnswer));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(loginRequests()).toHaveLength(1);
  });

  it('does not submit on the Enter that ends a Hangul IME composition', () => {
    renderApp('/login');
    // fireEvent returns false when the handler called preventDefault.
    expect(fireEvent.keyDown(passwordField(), { key: 'Enter', isComposing: true })).toBe(false);
    expect(fireEvent.keyDown(passwordField(), { key: 'Enter', keyCode: 229 })).toBe(false);
    expect(fireEvent.keyDown(passwordField(), { key: 'Enter' })).toBe(true);
  });

  it('sends someone already signed in on to where they were going', async () => {
    const { store } = renderApp('/login?next=%2Fclass%2F7');
    act(() => {
      setUserFromServer(me);
    });
    expect(await screen.findByRole('heading', { name: '수채화 클래스' })).toBeInTheDocument();
    expect(store.get(userAtom).id).toBe(1);
  });

  it('links to 회원가입 and 비밀번호 재설정, carrying ?next=', () => {
    renderApp('/login?next=%2Fclass%2F7');
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fclass%2F7',
    );
    expect(screen.getByRole('link', { name: '비밀번호 재설정' })).toHaveAttribute(
      'href',
      '/password/reset?next=%2Fclass%2F7',
    );
    expect(document.title).toBe('로그인 · 배움');
  });
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedPortUrl } from '@baeum/shared/testing/server';
import { deferred, useTestServer as withTestServer } from '@baeum/shared/testing/setup';
import type { Reply } from '@baeum/shared/testing/server';
import {
  configure,
  errorMessages,
  getConfig,
  getToken,
  smsMessages,
  userAtom,
} from '@baeum/shared';
import { answered, fail, form, loginAnswer, me, ok } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';

const server = withTestServer();

const PHONE = '010-5555-1234';
const phoneField = () => screen.getByRole('textbox', { name: /휴대폰 번호/ });
const codeField = () => screen.getByRole('textbox', { name: /인증번호/ });
const sendButton = () => screen.getByRole('button', { name: /인증번호 받기|다시 받기/ });
const checkButton = () => screen.getByRole('button', { name: '확인' });
const nameField = () => screen.getByRole('textbox', { name: /이름/ });
const passwordField = () => screen.getByLabelText(/^비밀번호\*?$/, { selector: 'input' });
const confirmField = () => screen.getByLabelText(/^비밀번호 확인/, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: '가입하기' });
const requestsTo = (pathname: string) => server().requests.filter((r) => r.pathname === pathname);

type User = ReturnType<typeof userEvent.setup>;

/** The live region said it (the same text also shows under the field). */
const announced = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(text),
  );

async function sendCode(user: User, phone = PHONE) {
  await user.type(phoneField(), phone);
  await user.click(sendButton());
}

async function verify(user: User) {
  server().on('POST', '/ajaxSendAuth', ok());
  server().on('POST', '/ajaxSmsAuth', ok());
  await sendCode(user);
  await user.type(await screen.findByRole('textbox', { name: /인증번호/ }), '123456');
  await user.click(checkButton());
  await announced(smsMessages.checkSuccess);
}

async function fillProfile(
  user: User,
  {
    name = '박새봄',
    password = 'spring2024!',
    confirm,
  }: { name?: string; password?: string; confirm?: string } = {},
) {
  confirm ??= password;
  if (name) await user.type(nameField(), name);
  if (password) await user.type(passwordField(), password);
  if (confirm) await user.type(confirmField(), confirm);
}

async function agreeAll(user: User) {
  await user.click(screen.getByRole('checkbox', { name: '전체 동의하기' }));
}

describe('/signup: sending the code (spec section 8)', () => {
  it('200: sends the phone form-encoded, says so, shows the code field and starts the resend countdown', async () => {
    server().on('POST', '/ajaxSendAuth', ok());
    renderApp('/signup');
    const user = userEvent.setup();
    await sendCode(user, '01055551234');

    await announced(smsMessages.sendSuccess);
    expect(phoneField()).toHaveAccessibleDescription(smsMessages.sendSuccess);
    expect(form(requestsTo('/ajaxSendAuth')[0]!.body)).toEqual({ phone: PHONE });
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: /다시 받기/ })).toBeDisabled();
    expect(codeField()).toHaveAccessibleDescription(
      /1:00 후 인증번호를 다시 받을 수 있어요|0:59 후/,
    );
  });

  it.each([
    ['422', fail(422), smsMessages.invalidPhone, 'phone'],
    ['501', fail(501), smsMessages.alreadyVerified, 'form'],
    ['another code (HTTP 500)', fail(500), smsMessages.requestFailed, 'form'],
    ['another code in a 200 answer', answered(555), smsMessages.requestFailed, 'form'],
  ])('%s: shows its own message', async (_label, reply, message, place) => {
    server().on('POST', '/ajaxSendAuth', reply);
    renderApp('/signup');
    await sendCode(userEvent.setup());

    if (place === 'phone') {
      await waitFor(() => expect(phoneField()).toHaveAccessibleDescription(message));
      expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    } else {
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    }
    expect(screen.queryByRole('textbox', { name: /인증번호/ })).not.toBeInTheDocument();
  });

  it('501: offers 로그인 and 비밀번호 재설정', async () => {
    server().on('POST', '/ajaxSendAuth', fail(501));
    renderApp('/signup');
    await sendCode(userEvent.setup());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    expect(within(alert).getByRole('link', { name: '비밀번호 재설정' })).toHaveAttribute(
      'href',
      '/password/reset',
    );
  });

  it('network failure: the server-outage message', async () => {
    const servers = getConfig().servers;
    const closed = await closedPortUrl();
    configure({ servers: { main: closed, recommend: closed, biz: closed } });
    try {
      renderApp('/signup');
      await sendCode(userEvent.setup());
      expect(await screen.findByRole('alert')).toHaveTextContent(smsMessages.serverOutage);
    } finally {
      configure({ servers });
    }
  });

  it.each(['', '010-123-4567', '0101234', '010 5555 1234', '031-555-1234'])(
    'refuses %p before any request',
    async (phone) => {
      renderApp('/signup');
      const user = userEvent.setup();
      if (phone) await user.type(phoneField(), phone);
      await user.click(sendButton());
      expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
      expect(phoneField()).toHaveAccessibleDescription(/휴대폰 번호/);
      expect(requestsTo('/ajaxSendAuth')).toHaveLength(0);
    },
  );

  it('a double click sends one code', async () => {
    const answer = deferred<Reply>();
    server().on('POST', '/ajaxSendAuth', () => answer.promise);
    renderApp('/signup');
    const user = userEvent.setup();
    await user.type(phoneField(), PHONE);
    await user.dblClick(sendButton());
    await user.type(phoneField(), '{Enter}');
    await waitFor(() => expect(requestsTo('/ajaxSendAuth')).toHaveLength(1));
    answer.resolve(ok());
    await announced(smsMessages.sendSuccess);
    expect(requestsTo('/ajaxSendAuth')).toHaveLength(1);
  });

  it('typing another number drops the code sent to the first one', async () => {
    server().on('POST', '/ajaxSendAuth', ok());
    renderApp('/signup');
    const user = userEvent.setup();
    await sendCode(user);
    await screen.findByRole('textbox', { name: /인증번호/ });
    await user.type(phoneField(), '{Backspace}9');
    expect(screen.queryByRole('textbox', { name: /인증번호/ })).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });
});

describe('/signup: the resend countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('lets a new code be asked for only after 60 seconds', async () => {
    server().on('POST', '/ajaxSendAuth', ok());
    renderApp('/signup');
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await sendCode(user);
    await announced(smsMessages.sendSuccess);

    const resend = screen.getByRole('button', { name: /다시 받기/ });
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent('1:00');
    act(() => jest.advanceTimersByTime(30_000));
    expect(resend).toHaveTextContent('0:30');
    act(() => jest.advanceTimersByTime(29_000));
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent('0:01');
    act(() => jest.advanceTimersByTime(1_000));
    expect(resend).toBeEnabled();
    expect(resend).toHaveTextContent(/^다시 받기$/);

    await user.click(resend);
    await waitFor(() => expect(requestsTo('/ajaxSendAuth')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: /다시 받기/ })).toBeDisabled());
  });
});

describe('/signup: checking the code (spec section 8)', () => {
  async function sendThenCheck(reply: Reply, code = '123456') {
    server().on('POST', '/ajaxSendAuth', ok());
    server().on('POST', '/ajaxSmsAuth', reply);
    renderApp('/signup');
    const user = userEvent.setup();
    await sendCode(user);
    await user.type(await screen.findByRole('textbox', { name: /인증번호/ }), code);
    await user.click(checkButton());
    return user;
  }

  it('200: checks hpno and authno, says 인증 완료 and locks the number', async () => {
    await sendThenCheck(ok());
    await announced(smsMessages.checkSuccess);
    expect(phoneField()).toHaveAccessibleDescription(smsMessages.checkSuccess);
    expect(form(requestsTo('/ajaxSmsAuth')[0]!.body)).toEqual({ hpno: PHONE, authno: '123456' });
    expect(phoneField()).toHaveAttribute('readonly');
    expect(screen.queryByRole('textbox', { name: /인증번호/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '번호 변경' })).toBeInTheDocument();
  });

  it.each([
    ['421', fail(421), smsMessages.invalidCode, 'code'],
    ['472', fail(472), smsMessages.codeExpired, 'code'],
    ['502', fail(502), smsMessages.requestCodeFirst, 'code'],
    ['422', fail(422), smsMessages.invalidPhone, 'phone'],
    ['501', fail(501), smsMessages.alreadyVerified, 'form'],
    ['another code in a 200 answer', answered(599), errorMessages.generic, 'form'],
    ['a thrown HTTP error of another code', fail(503), smsMessages.serverOutage, 'form'],
  ])('%s: shows its own message', async (_label, reply, message, place) => {
    await sendThenCheck(reply);
    if (place === 'code') {
      await waitFor(() => expect(codeField()).toHaveAccessibleDescription(new RegExp(message)));
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    } else if (place === 'phone') {
      await waitFor(() => expect(phoneField()).toHaveAccessibleDescription(message));
    } else {
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    }
    expect(phoneField()).not.toHaveAttribute('readonly');
  });

  it.each(['472', '502'])(
    '%s: a new code may be asked for at once, without waiting for the countdown',
    async (code) => {
      await sendThenCheck(fail(Number(code)));
      await waitFor(() => expect(codeField()).toHaveAttribute('aria-invalid', 'true'));
      expect(screen.getByRole('button', { name: /다시 받기/ })).toBeEnabled();
    },
  );

  it('a thrown error without an answer (network failure): the server-outage message', async () => {
    server().on('POST', '/ajaxSendAuth', ok());
    renderApp('/signup');
    const user = userEvent.setup();
    await sendCode(user);
    await user.type(await screen.findByRole('textbox', { name: /인증번호/ }), '123456');
    const servers = getConfig().servers;
    const closed = await closedPortUrl();
    configure({ servers: { main: closed, recommend: closed, biz: closed } });
    try {
      await user.click(checkButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(smsMessages.serverOutage);
    } finally {
      configure({ servers });
    }
  });

  it.each([
    ['', '인증번호를 입력해주세요'],
    ['12345', '인증번호 6자리를 모두 입력해주세요'],
  ])('refuses the code %p before any request', async (code, message) => {
    await sendThenCheck(ok(), code || '{Backspace}');
    expect(codeField()).toHaveAccessibleDescription(new RegExp(message));
    expect(requestsTo('/ajaxSmsAuth')).toHaveLength(0);
  });
});

describe('/signup: registering', () => {
  it('registers the verified phone with the name and password, logs in, and returns to ?next=', async () => {
    server().on('POST', '/new/user_register', ok({ user_id: 1 }));
    server().on('POST', '/login/Auth', ok(loginAnswer));
    server().on('GET', '/new/user/me', ok({ ...me, user_info: { user_name: '박새봄' } }));
    const { store } = renderApp('/signup?next=%2Fclass%2F7');
    const user = userEvent.setup();

    await verify(user);
    await fillProfile(user);
    await agreeAll(user);
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: '수채화 클래스' })).toBeInTheDocument();
    const [register] = requestsTo('/new/user_register');
    expect(register?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(register!.body)).toEqual({
      phone: PHONE,
      passwd: 'spring2024!',
      user_name: '박새봄',
    });
    expect(form(requestsTo('/login/Auth')[0]!.body)).toEqual({
      user_id: PHONE,
      passwd: 'spring2024!',
    });
    expect(getToken()).toBe('token-1');
    expect(store.get(userAtom)).toMatchObject({ id: 1, name: '박새봄' });
    expect(
      await screen.findByText('회원가입이 완료되었어요. 배움에 오신 것을 환영해요!'),
    ).toBeInTheDocument();
  });

  it('states the password rules on screen and ticks them off', async () => {
    renderApp('/signup');
    const rules = screen.getByRole('list', { name: '비밀번호 규칙' });
    expect(rules).toHaveTextContent('8~64자');
    expect(rules).toHaveTextContent('영문과 숫자 포함');
    expect(rules).toHaveTextContent('공백 없이');
    expect(within(rules).getAllByText('미충족')).toHaveLength(3);
    await userEvent.setup().type(passwordField(), 'spring2024!');
    expect(within(rules).getAllByText('충족')).toHaveLength(3);
  });

  it('asks for the phone check first, and for every empty field, without registering', async () => {
    renderApp('/signup');
    const user = userEvent.setup();
    await user.click(submit());

    expect(phoneField()).toHaveAccessibleDescription('휴대폰 인증을 먼저 완료해주세요');
    expect(nameField()).toHaveAccessibleDescription('이름을 입력해주세요');
    expect(passwordField()).toHaveAccessibleDescription(/비밀번호를 입력해주세요/);
    expect(confirmField()).toHaveAccessibleDescription('비밀번호를 한 번 더 입력해주세요');
    expect(screen.getByText('필수 약관에 모두 동의해주세요')).toBeInTheDocument();
    expect(phoneField()).toHaveFocus();
    expect(server().requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('asks to finish the check when a code was sent but not checked', async () => {
    server().on('POST', '/ajaxSendAuth', ok());
    renderApp('/signup');
    const user = userEvent.setup();
    await sendCode(user);
    await screen.findByRole('textbox', { name: /인증번호/ });
    await fillProfile(user);
    await agreeAll(user);
    await user.click(submit());
    expect(codeField()).toHaveAccessibleDescription(/휴대폰 인증을 먼저 완료해주세요/);
    expect(codeField()).toHaveFocus();
    expect(requestsTo('/new/user_register')).toHaveLength(0);
  });

  it.each([
    ['spring', '비밀번호는 8~64자로 입력해주세요'],
    ['springtime', '비밀번호에 영문과 숫자를 모두 넣어주세요'],
    ['12345678', '비밀번호에 영문과 숫자를 모두 넣어주세요'],
    ['spring!!', '비밀번호에 영문과 숫자를 모두 넣어주세요'],
    ['spring 2024', '비밀번호에는 공백을 넣을 수 없어요'],
    ['봄봄봄봄2024!', '비밀번호는 영문, 숫자, 특수문자로만 만들 수 있어요'],
  ])('refuses the password %p with its own message', async (password, message) => {
    server().on('POST', '/new/user_register', ok());
    renderApp('/signup');
    const user = userEvent.setup();
    await verify(user);
    await fillProfile(user, { password });
    await agreeAll(user);
    await user.click(submit());
    expect(passwordField()).toHaveAccessibleDescription(new RegExp(message));
    expect(requestsTo('/new/user_register')).toHaveLength(0);
  });

  it('refuses a confirmation that does not match, and a one-letter name', async () => {
    renderApp('/signup');
    const user = userEvent.setup();
    await verify(user);
    await fillProfile(user, { name: '봄', confirm: 'spring2024?' });
    await agreeAll(user);
    await user.click(submit());
    expect(confirmField()).toHaveAccessibleDescription('비밀번호가 일치하지 않아요');
    expect(nameField()).toHaveAccessibleDescription('이름은 2~20자로 입력해주세요');
    expect(requestsTo('/new/user_register')).toHaveLength(0);
  });

  it('needs the required agreements, not the optional one', async () => {
    server().on('POST', '/new/user_register', ok());
    server().on('POST', '/login/Auth', ok(loginAnswer));
    server().on('GET', '/new/user/me', ok(me));
    renderApp('/signup');
    const user = userEvent.setup();
    await verify(user);
    await fillProfile(user);
    await user.click(screen.getByRole('checkbox', { name: /만 14세 이상입니다/ }));
    await user.click(screen.getByRole('checkbox', { name: /이용약관 동의/ }));
    await user.click(submit());
    expect(screen.getByText('필수 약관에 모두 동의해주세요')).toBeInTheDocument();
    expect(requestsTo('/new/user_register')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }));
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(requestsTo('/new/user_register')).toHaveLength(1);
  });

  it('shows the server’s reason when registering fails, and does not log in', async () => {
    server().on('POST', '/new/user_register', fail(409, '이미 가입된 휴대폰 번호예요'));
    renderApp('/signup');
    const user = userEvent.setup();
    await verify(user);
    await fillProfile(user);
    await agreeAll(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 가입된 휴대폰 번호예요');
    expect(requestsTo('/login/Auth')).toHaveLength(0);
    expect(getToken()).toBeNull();
  });

  it('starts the phone check over when the server no longer holds the verification (403)', async () => {
    server().on('POST', '/new/user_register', fail(403, '휴대폰 인증을 먼저 완료해주세요.'));
    renderApp('/signup');
    const user = userEvent.setup();
    await verify(user);
    await fillProfile(user);
    await agreeAll(user);
    await user.click(submit());
    await waitFor(() =>
      expect(phoneField()).toHaveAccessibleDescription(/휴대폰 인증 시간이 지났어요/),
    );
    expect(phoneField()).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeEnabled();
    expect(requestsTo('/login/Auth')).toHaveLength(0);
  });

  it('sends the new member to /login with their number when the automatic log-in fails', async () => {
    server().on('POST', '/new/user_register', ok());
    server().on('POST', '/login/Auth', fail(500));
    renderApp('/signup');
    const user = userEvent.setup();
    await verify(user);
    await fillProfile(user);
    await agreeAll(user);
    await user.click(submit());
    expect(
      await screen.findByText(
        '회원가입은 완료되었어요. 가입한 휴대폰 번호와 비밀번호로 로그인해주세요',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(screen.getByRole('textbox', { name: /휴대폰 번호/ })).toHaveValue(PHONE);
  });

  it('registers once for a double click', async () => {
    const answer = deferred<Reply>();
    server().on('POST', '/new/user_register', () => answer.promise);
    server().on('POST', '/login/Auth', ok(loginAnswer));
    server().on('GET', '/new/user/me', ok(me));
    renderApp('/signup');
    const user = userEvent.setup();
    await verify(user);
    await fillProfile(user);
    await agreeAll(user);
    await user.dblClick(submit());
    await user.type(confirmField(), '{Enter}');
    await waitFor(() => expect(requestsTo('/new/user_register')).toHaveLength(1));
    answer.resolve(ok());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(requestsTo('/new/user_register')).toHaveLength(1);
  });
});

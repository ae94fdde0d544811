/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// /password/reset against the reference API (issue #38): phone → the SMS code (the API's
// development outbox) → a new password by the shared rule → done; the member's sessions end.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToken, fetchCurrentUser, fetchDevSmsCode, login } from '@baeum/shared';
import { signIn, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { seededLearner } from '../testing/members';
import { renderApp } from '../testing/renderApp';

useReferenceApi();

const main = () => screen;
const phoneField = () => main().getByRole('textbox', { name: /휴대폰 번호/ });
const codeField = () => main().getByRole('textbox', { name: /인증번호/ });
// The labels end with the required mark.
const NEW = /^새 비밀번호[\s*]*$/;
const CONFIRM = /^새 비밀번호 확인/;
const newPassword = () => main().getByLabelText(NEW, { selector: 'input' });
const confirmPassword = () => main().getByLabelText(CONFIRM, { selector: 'input' });
/** The step's own note (the live region says it too). */
const note = (text: RegExp) => screen.getByText(text, { selector: 'p:not([role="status"])' });
const button = (name: string) => main().getByRole('button', { name });

async function toCodeStep(user: ReturnType<typeof userEvent.setup>, phone: string) {
  await user.type(phoneField(), phone);
  await user.click(button('인증번호 받기'));
  expect(await screen.findByRole('textbox', { name: /인증번호/ })).toHaveFocus();
}

describe('/password/reset', () => {
  it('resets a password through the SMS code: the old one and the old session stop working, the new one logs in', async () => {
    const account = seededLearner(360);
    await signIn(account); // an earlier session of this member, on some device
    renderApp('/password/reset?next=%2Fclass%2F7');
    const user = userEvent.setup();
    expect(screen.getByRole('list', { name: '비밀번호 재설정 단계' })).toBeInTheDocument();

    await toCodeStep(user, account.phone);
    expect(
      note(/010-6000-0360\(으\)로 가입된 계정이 있다면 인증번호를 문자로 보냈어요/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: '인증번호 다시 받기' })).toBeDisabled();
    await user.type(codeField(), await fetchDevSmsCode(account.phone));
    await user.click(button('인증번호 확인'));

    expect(await screen.findByLabelText(NEW, { selector: 'input' })).toHaveFocus();
    expect(screen.getByRole('list', { name: '비밀번호 규칙' })).toBeInTheDocument();
    await user.type(newPassword(), 'renewed2025!');
    await user.type(confirmPassword(), 'renewed2025!');
    await user.click(button('비밀번호 바꾸기'));

    expect(await screen.findByRole('heading', { name: '비밀번호를 바꿨어요' })).toHaveFocus();
    expect(screen.getByRole('link', { name: '로그인하러 가기' })).toHaveAttribute(
      'href',
      '/login?next=%2Fclass%2F7',
    );
    // The earlier session is over; the old password is refused, the new one logs in.
    await expect(fetchCurrentUser()).rejects.toMatchObject({ status: 470 });
    clearToken();
    await expect(login(account.phone, account.password)).rejects.toMatchObject({ status: 401 });
    await expect(login(account.phone, 'renewed2025!')).resolves.toMatchObject({ user_id: 360 });
  });

  it('reads the same for a number that is not registered, and sends it nothing', async () => {
    renderApp('/password/reset');
    const user = userEvent.setup();
    await toCodeStep(user, '010-4444-3610');
    expect(
      note(/010-4444-3610\(으\)로 가입된 계정이 있다면 인증번호를 문자로 보냈어요/),
    ).toBeVisible();
    await expect(fetchDevSmsCode('010-4444-3610')).rejects.toMatchObject({ status: 404 });
    // A code typed for it is a wrong code, as for any number.
    await user.type(codeField(), '123456');
    await user.click(button('인증번호 확인'));
    expect(await screen.findByText('인증번호가 올바르지 않습니다.')).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a wrong code under the field in the server’s words, and takes the right one after', async () => {
    const account = seededLearner(361);
    renderApp('/password/reset');
    const user = userEvent.setup();
    await toCodeStep(user, account.phone); // typed with its dashes (010-6000-0361)
    const code = await fetchDevSmsCode(account.phone);
    await user.type(codeField(), code === '000000' ? '000001' : '000000');
    await user.click(button('인증번호 확인'));
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(/인증번호가 올바르지 않습니다/),
    );
    await user.clear(codeField());
    await user.type(codeField(), code);
    await user.click(button('인증번호 확인'));
    expect(await screen.findByLabelText(NEW, { selector: 'input' })).toBeInTheDocument();
  });

  it('checks the new password with the shared rules before sending it', async () => {
    const account = seededLearner(362);
    renderApp('/password/reset');
    const user = userEvent.setup();
    await toCodeStep(user, account.phone);
    await user.type(codeField(), await fetchDevSmsCode(account.phone));
    await user.click(button('인증번호 확인'));
    await screen.findByLabelText(NEW, { selector: 'input' });

    await user.type(newPassword(), 'onlyletters');
    await user.type(confirmPassword(), 'different1!');
    await user.click(button('비밀번호 바꾸기'));
    expect(newPassword()).toHaveAccessibleDescription(/비밀번호에 영문과 숫자를 모두 넣어주세요/);
    expect(confirmPassword()).toHaveAccessibleDescription('비밀번호가 일치하지 않아요');
    // Nothing was sent: the old password still logs in.
    await expect(login(account.phone, account.password)).resolves.toMatchObject({ user_id: 362 });
  });

  it.each([
    ['', '휴대폰 번호를 입력해주세요'],
    ['010-12-5678', /형식이 올바르지 않아요/],
    ['010_1234_5678', /숫자와 하이픈/],
  ])('refuses %p before any request', async (phone, message) => {
    renderApp('/password/reset');
    const user = userEvent.setup();
    if (phone) await user.type(phoneField(), phone);
    await user.click(button('인증번호 받기'));
    expect(phoneField()).toHaveAccessibleDescription(message);
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('textbox', { name: /인증번호/ })).not.toBeInTheDocument();
  });

  it('lets another number be used from the code step', async () => {
    renderApp('/password/reset');
    const user = userEvent.setup();
    await toCodeStep(user, '010-4444-3611');
    await user.click(button('번호 바꾸기'));
    expect(await screen.findByRole('textbox', { name: /휴대폰 번호/ })).toHaveFocus();
  });
});

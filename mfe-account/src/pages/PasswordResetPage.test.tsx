/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, useTestServer as withTestServer } from '@baeum/shared/testing/setup';
import type { Reply } from '@baeum/shared/testing/server';
import { fail, form, ok } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';

const server = withTestServer();

const phoneField = () => screen.getByRole('textbox', { name: /휴대폰 번호/ });
const submit = () => screen.getByRole('button', { name: '재설정 안내 받기' });
const resets = () => server().requests.filter((r) => r.pathname === '/biz/reset_password');

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('/password/reset', () => {
  it('asks the business server to reset, then says what happens next', async () => {
    server().on('POST', '/biz/reset_password', ok());
    renderApp('/password/reset?next=%2Fclass%2F7');
    const user = userEvent.setup();
    await user.type(phoneField(), '01012345678');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: '요청을 접수했어요' })).toHaveFocus();
    expect(form(resets()[0]!.body)).toEqual({ phone: '010-1234-5678' });
    expect(
      screen.getByText(
        /010-1234-5678\(으\)로 가입된 계정이 있다면 비밀번호 재설정 안내 문자를 보내드렸어요/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하러 가기' })).toHaveAttribute(
      'href',
      '/login?next=%2Fclass%2F7',
    );
  });

  it('ignores the result (spec section 7): a failure reads the same', async () => {
    server().on('POST', '/biz/reset_password', fail(500));
    renderApp('/password/reset');
    const user = userEvent.setup();
    await user.type(phoneField(), '010-1234-5678');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: '요청을 접수했어요' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets another number be tried', async () => {
    server().on('POST', '/biz/reset_password', ok());
    renderApp('/password/reset');
    const user = userEvent.setup();
    await user.type(phoneField(), '010-1234-5678');
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: '다른 번호로 다시 요청하기' }));
    expect(phoneField()).toBeInTheDocument();
  });

  it.each([
    ['', '휴대폰 번호를 입력해주세요'],
    ['010-12-5678', /형식이 올바르지 않아요/],
    ['010_1234_5678', /숫자와 하이픈/],
  ])('refuses %p before any request', async (phone, message) => {
    renderApp('/password/reset');
    const user = userEvent.setup();
    if (phone) await user.type(phoneField(), phone);
    await user.click(submit());
    expect(phoneField()).toHaveAccessibleDescription(message);
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(resets()).toHaveLength(0);
  });

  it('sends one request for a double click', async () => {
    const answer = deferred<Reply>();
    server().on('POST', '/biz/reset_password', () => answer.promise);
    renderApp('/password/reset');
    const user = userEvent.setup();
    await user.type(phoneField(), '010-1234-5678');
    await user.dblClick(submit());
    await waitFor(() => expect(resets()).toHaveLength(1));
    answer.resolve(ok());
    await screen.findByRole('heading', { name: '요청을 접수했어요' });
    expect(resets()).toHaveLength(1);
  });
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The Login modal's `returnTo` (issue #37): a visitor's 수강 신청하기 logs in and lands on the
// class's checkout, in place of the page the modal was opened on; an unsafe path is ignored.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestServer as withTestServer } from '@baeum/shared/testing/setup';
import { openModal, registerModal } from '@baeum/shared';
import LoginModalKind from '../../../LoginModal';
import { loginAnswer, me, ok } from '../../../testing/fixtures';
import { renderInApp } from '@baeum/shared/testing/render';

const server = withTestServer();

beforeAll(() => {
  registerModal('Login', LoginModalKind);
});

async function logInFrom(returnTo: string) {
  server().on('POST', '/login/Auth', ok(loginAnswer));
  server().on('GET', '/new/user/me', ok(me));
  renderInApp(<p>page</p>, { path: '/class/7' });
  act(() => {
    openModal('Login', { returnTo });
  });
  const dialog = screen.getByRole('dialog', { name: '로그인이 필요해요' });
  const user = userEvent.setup();
  await user.type(within(dialog).getByRole('textbox', { name: /휴대폰 번호/ }), '010-1234-5678');
  await user.type(within(dialog).getByLabelText(/^비밀번호/, { selector: 'input' }), 'baeum1234!');
  await user.click(within(dialog).getByRole('button', { name: '로그인' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the Login modal with returnTo', () => {
  it('goes to the checkout after logging in', async () => {
    await logInFrom('/class/open_class/7');
    expect(screen.getByTestId('where')).toHaveTextContent('/class/open_class/7');
  });

  it('stays put for a path that leaves the site', async () => {
    await logInFrom('//evil.example/x');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/class\/7$/);
  });
});

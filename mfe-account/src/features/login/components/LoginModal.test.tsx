/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useTestServer as withTestServer } from '@baeum/shared/testing/setup';
import {
  getModalComponent,
  modalStackAtom,
  openModal,
  registerModal,
  userAtom,
} from '@baeum/shared';
import LoginModalKind from '../../../LoginModal';
import { fail, loginAnswer, me, ok } from '../../../testing/fixtures';
import { renderPlain } from '../../../testing/renderApp';

const server = withTestServer();

beforeAll(() => {
  registerModal('Login', LoginModalKind);
});

function openLogin() {
  act(() => {
    openModal('Login');
  });
  return screen.getByRole('dialog', { name: '로그인이 필요해요' });
}

describe('the Login modal kind', () => {
  it('is the component ./LoginModal exposes', () => {
    expect(getModalComponent('Login')).toBe(LoginModalKind);
  });

  it('opens over the page, and logging in closes it and fills the shared user (no navigation)', async () => {
    server().on('POST', '/login/Auth', ok(loginAnswer));
    server().on('GET', '/new/user/me', ok(me));
    window.history.replaceState(null, '', '/class/7');
    // Like the shell: the modal host sits outside the router.
    const { store } = renderPlain(<p>수채화 클래스</p>);

    const dialog = openLogin();
    expect(dialog).toHaveAccessibleDescription(
      '로그인하고 찜하기, 후기, 커뮤니티를 모두 이용해보세요',
    );
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: /휴대폰 번호/ }), '010-1234-5678');
    await user.type(
      within(dialog).getByLabelText(/^비밀번호/, { selector: 'input' }),
      'baeum1234!',
    );
    await user.click(within(dialog).getByRole('button', { name: '로그인' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(userAtom)).toMatchObject({ id: 1, name: '김배움' });
    expect(store.get(modalStackAtom)).toEqual([]);
    expect(window.location.pathname).toBe('/class/7');
  });

  it('keeps the same failure message as the page', async () => {
    server().on('POST', '/login/Auth', fail(401));
    renderPlain(<p>page</p>);
    const dialog = openLogin();
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: /휴대폰 번호/ }), '010-1234-5678');
    await user.type(within(dialog).getByLabelText(/^비밀번호/, { selector: 'input' }), 'nope1234!');
    await user.click(within(dialog).getByRole('button', { name: '로그인' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '휴대폰 번호 또는 비밀번호를 확인해주세요',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('links to 회원가입 with the way back, outside a router as plain links', () => {
    window.history.replaceState(null, '', '/class/7?tab=review');
    renderPlain(<p>page</p>);
    const dialog = openLogin();
    expect(within(dialog).getByRole('link', { name: '회원가입' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fclass%2F7%3Ftab%3Dreview',
    );
  });

  it('inside a router (standalone boot), following 회원가입 closes the modal and navigates', async () => {
    renderPlain(
      <Routes>
        <Route path="/signup" element={<h1>회원가입 화면</h1>} />
        <Route path="*" element={<p>page</p>} />
      </Routes>,
    );
    const dialog = openLogin();
    await userEvent.setup().click(within(dialog).getByRole('link', { name: '회원가입' }));
    expect(await screen.findByRole('heading', { name: '회원가입 화면' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with 닫기', async () => {
    renderPlain(<p>page</p>);
    openLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

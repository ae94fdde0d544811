/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// /withdrawal against the reference API, with accounts made for the purpose.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anonymousUser,
  clearToken,
  fetchCurrentUser,
  fetchWithdrawalCheck,
  formatNumber,
  getToken,
  login,
  toApiError,
  toastAtom,
  userAtom,
} from '@baeum/shared';
import { COACH, signIn, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { definitionOf, registerFreshMember, storeWith } from '../testing/members';
import { renderApp } from '../testing/renderApp';

useReferenceApi();

describe('/withdrawal', () => {
  it('shows what will be lost, needs a reason, asks once more, then withdraws: signed out, sent home, and the account can no longer log in', async () => {
    const { phone, password, user } = await registerFreshMember();
    const check = await fetchWithdrawalCheck();
    const { store } = renderApp('/withdrawal', storeWith(user));

    expect(
      await screen.findByRole('heading', { level: 2, name: '탈퇴하면 사라지는 것' }),
    ).toBeInTheDocument();
    expect(screen.getByText(check.message)).toBeInTheDocument();
    expect(definitionOf('보유 포인트')).toBe(`${formatNumber(check.point) || '0'}P`);
    expect(definitionOf('수강 중인 클래스')).toBe(`${check.class_cnt}개`);

    const submit = screen.getByRole('button', { name: '탈퇴하기' });
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('탈퇴하는 이유를 선택해주세요');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const reasons = screen.getByRole('group', { name: '탈퇴하는 이유를 알려주세요' });
    await userEvent.click(within(reasons).getByRole('radio', { name: '가격이 부담돼요' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(
      screen.getByRole('textbox', { name: '자세한 이유 (선택)' }),
      '한 달에 한 클래스만 들어요',
    );

    // Changing one's mind at the last question keeps everything as it was.
    await userEvent.click(submit);
    let dialog = await screen.findByRole('alertdialog', { name: '정말 탈퇴할까요?' });
    expect(dialog).toHaveTextContent(
      `보유한 ${formatNumber(check.point) || '0'}P와 수강 기록이 모두 사라지고 되돌릴 수 없어요.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '더 써볼게요' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(fetchCurrentUser()).resolves.toMatchObject({ user_id: user.id });

    await userEvent.click(submit);
    dialog = await screen.findByRole('alertdialog', { name: '정말 탈퇴할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(store.get(userAtom)).toEqual(anonymousUser);
    expect(getToken()).toBeNull();
    expect(store.get(toastAtom)?.message).toBe(
      '탈퇴가 완료되었어요. 그동안 배움과 함께해주셔서 고마워요',
    );
    const refused = await login(phone, password).catch((error: unknown) => toApiError(error));
    expect(refused).toMatchObject({ status: 401 });
  });

  it('inside the app, hands over to the app’s withdraw handler', async () => {
    const { user } = await registerFreshMember();
    const postMessage = jest.fn();
    const agent = jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) BaeumApp/230 (iOS)');
    Object.assign(window, { webkit: { messageHandlers: { withdraw: { postMessage } } } });
    try {
      const { store } = renderApp('/withdrawal', storeWith(user));
      await userEvent.click(await screen.findByRole('radio', { name: '자주 이용하지 않아요' }));
      await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
      await waitFor(() => expect(postMessage).toHaveBeenCalledWith({}));
      expect(store.get(userAtom)).toEqual(anonymousUser);
      // The app owns what comes next: the web does not navigate as well.
      expect(screen.getByTestId('where')).toHaveTextContent('/withdrawal');
    } finally {
      agent.mockRestore();
      delete (window as { webkit?: unknown }).webkit;
    }
  });

  it('keeps the member signed in and says why when the server refuses', async () => {
    const { user } = await registerFreshMember();
    const { store } = renderApp('/withdrawal', storeWith(user));
    await userEvent.click(await screen.findByRole('radio', { name: '기타' }));
    clearToken(); // the server now answers 401
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '탈퇴하기' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '탈퇴하지 못했어요. 잠시 후 다시 시도해주세요',
    );
    expect(store.get(userAtom).id).toBe(user.id);
    expect(screen.getByTestId('where')).toHaveTextContent('/withdrawal');
  });

  it('tells a coach with open classes that they cannot withdraw yet', async () => {
    const coach = await signIn(COACH);
    renderApp('/withdrawal', storeWith(coach));
    expect(await screen.findByText('지금은 탈퇴할 수 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '탈퇴하기' })).toBeNull();
    expect(screen.getByRole('link', { name: '마이페이지로 돌아가기' })).toHaveAttribute(
      'href',
      '/my',
    );
  });

  it('sends a visitor to log in first', async () => {
    renderApp('/withdrawal', storeWith({ ...anonymousUser }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?next=%2Fwithdrawal');
  });
});

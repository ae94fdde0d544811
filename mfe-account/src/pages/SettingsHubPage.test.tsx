/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Issue #38 against the reference API: the /settings hub (marketing consent with its date,
// log-out), /settings/password, and the /terms and /privacy pages the sign-up form links to.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anonymousUser,
  clearToken,
  fetchMarketingConsent,
  login,
  toastAtom,
  userAtom,
} from '@baeum/shared';
import { signIn, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { seededLearner, storeWith } from '../testing/members';
import { renderApp } from '../testing/renderApp';

useReferenceApi();

const location = () => screen.getByTestId('where');

describe('/settings (the hub)', () => {
  it('links every setting, and keeps the marketing consent with the date it was given', async () => {
    const user = await signIn(seededLearner(363));
    renderApp('/settings', storeWith(user));
    expect(await screen.findByRole('heading', { level: 1, name: '설정' })).toBeInTheDocument();
    for (const [name, href] of [
      ['프로필', '/settings/profile'],
      ['비밀번호 변경', '/settings/password'],
      ['결제 내역', '/my/payments'],
      ['알림 설정', '/settings/push'],
      ['이용약관', '/terms'],
      ['개인정보처리방침', '/privacy'],
      ['회원 탈퇴', '/withdrawal'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '모든 기기에서 로그아웃' })).toBeInTheDocument();

    const consent = await screen.findByRole('switch', { name: '마케팅 정보 수신 동의' });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAccessibleDescription(/아직 동의하지 않았어요/);
    await userEvent.click(consent);
    expect(consent).toBeChecked();
    await waitFor(() =>
      expect(consent).toHaveAccessibleDescription(/\d{4}\.\d{2}\.\d{2}에 동의했어요/),
    );
    await expect(fetchMarketingConsent()).resolves.toMatchObject({ agreed: true });
  });

  it('puts the switch back and says why when the API refuses the change', async () => {
    const user = await signIn(seededLearner(364));
    const { store } = renderApp('/settings', storeWith(user));
    const consent = await screen.findByRole('switch', { name: '마케팅 정보 수신 동의' });
    clearToken(); // the session is gone: the API answers 401
    await userEvent.click(consent);
    await waitFor(() => expect(consent).not.toBeChecked());
    expect(store.get(toastAtom)?.message).toMatch(/^마케팅 정보 수신 동의를 바꾸지 못했어요. .+/);
  });

  it('logs out from the hub and goes home', async () => {
    const user = await signIn(seededLearner(365));
    const { store } = renderApp('/settings', storeWith(user));
    await userEvent.click(await screen.findByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(store.get(userAtom).id).toBeNull();
  });

  it('sends a visitor to log in first', async () => {
    renderApp('/settings', storeWith({ ...anonymousUser }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?next=%2Fsettings');
  });
});

describe('/settings/password', () => {
  const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
  const CURRENT = /^현재 비밀번호[\s*]*$/;
  const NEW = /^새 비밀번호[\s*]*$/;
  const CONFIRM = /^새 비밀번호 확인/;

  it('refuses a wrong current password in the server’s words, then changes it and comes back to the hub', async () => {
    const account = seededLearner(366);
    const user = await signIn(account);
    const { store } = renderApp('/settings/password', storeWith(user));
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(CURRENT, { selector: 'input' }), 'wrong1234!');
    await u.type(field(NEW), 'changed2025!');
    await u.type(field(CONFIRM), 'changed2025!');
    await u.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    await waitFor(() =>
      expect(field(CURRENT)).toHaveAccessibleDescription('지금 쓰는 비밀번호가 맞지 않아요.'),
    );
    expect(field(CURRENT)).toHaveFocus();

    await u.clear(field(CURRENT));
    await u.type(field(CURRENT), account.password);
    await u.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/settings$/));
    expect(store.get(toastAtom)?.message).toBe(
      '비밀번호를 바꿨어요. 다른 기기에서는 로그아웃되었어요',
    );
    clearToken();
    await expect(login(account.phone, account.password)).rejects.toMatchObject({ status: 401 });
    await expect(login(account.phone, 'changed2025!')).resolves.toMatchObject({ user_id: 366 });
  });

  it('checks the fields on screen first (empty current, the shared rule, the same password)', async () => {
    const user = await signIn(seededLearner(367));
    renderApp('/settings/password', storeWith(user));
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: '비밀번호 바꾸기' }));
    expect(field(CURRENT)).toHaveAccessibleDescription('현재 비밀번호를 입력해주세요');
    expect(field(CURRENT)).toHaveFocus();
    const { password } = seededLearner(367);
    await u.type(field(CURRENT), password);
    await u.type(field(NEW), password);
    await u.type(field(CONFIRM), password);
    await u.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(field(NEW)).toHaveAccessibleDescription(/현재 비밀번호와 같아요/);
  });
});

describe('/terms and /privacy', () => {
  it.each([
    ['/terms', '이용약관', '개인정보처리방침 보기', '/privacy'],
    ['/privacy', '개인정보처리방침', '이용약관 보기', '/terms'],
  ])('%s is a public page with its version and 시행일', (path, title, other, otherPath) => {
    renderApp(path, storeWith({ ...anonymousUser, isLoaded: true }));
    const doc = screen.getByRole('article', { name: title });
    expect(within(doc).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(doc).getByText('버전').nextElementSibling).toHaveTextContent(/^\d+\.\d+$/);
    expect(within(doc).getByText('시행일').nextElementSibling).toHaveTextContent(
      /^\d{4}\.\d{2}\.\d{2}$/,
    );
    expect(within(doc).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
    expect(within(doc).getByRole('link', { name: other })).toHaveAttribute('href', otherPath);
  });

  it('the sign-up agreements open them in a new tab', () => {
    renderApp('/signup', storeWith({ ...anonymousUser, isLoaded: true }));
    for (const [name, href] of [
      ['이용약관 동의 보기 (새 창)', '/terms'],
      ['개인정보 수집·이용 동의 보기 (새 창)', '/privacy'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });
});

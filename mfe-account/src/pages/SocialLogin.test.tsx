/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Issue #52 against the reference API and its local stand-in provider: the 카카오/네이버/Apple
// buttons, the age and terms step after a first social log-in, and linking in the settings.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openModal, registerModal, userAtom } from '@baeum/shared';
import { referenceApiUrl, signIn, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { adoptCookies, apiBrowserSignedIn, viaStandIn } from '@baeum/shared/testing/socialStandIn';
import LoginModalKind from '../LoginModal';
import { seededLearner, storeWith } from '../testing/members';
import { renderApp, renderPlain } from '../testing/renderApp';

useReferenceApi();

const location = () => screen.getByTestId('where');
const startUrl = (provider: string, returnTo: string) =>
  `${referenceApiUrl()}/new/auth/social/${provider}/start?returnTo=${encodeURIComponent(returnTo)}`;
const BUTTONS = [
  ['카카오로 시작하기', 'kakao'],
  ['네이버로 시작하기', 'naver'],
  ['Apple로 계속하기', 'apple'],
] as const;
/** A name no other run has used (the stand-in's same name is the same person). */
const fresh = (base: string) => `${base}${Date.now() % 1_000_000}`;

describe('the social log-in buttons', () => {
  it('/login offers 카카오, 네이버 and Apple, each starting at the API with the way back', async () => {
    renderApp('/login?next=%2Fclass%2F7');
    const nav = await screen.findByRole('navigation', { name: '간편 로그인' });
    for (const [name, provider] of BUTTONS)
      expect(within(nav).getByRole('link', { name })).toHaveAttribute(
        'href',
        startUrl(provider, '/class/7'),
      );
  });

  it('/signup has them too', async () => {
    renderApp('/signup?next=%2Fclass%2F3');
    const nav = await screen.findByRole('navigation', { name: '간편 로그인' });
    expect(within(nav).getByRole('link', { name: '카카오로 시작하기' })).toHaveAttribute(
      'href',
      startUrl('kakao', '/class/3'),
    );
  });

  it('the log-in modal has them, coming back to the page it was opened on', async () => {
    registerModal('Login', LoginModalKind);
    window.history.replaceState(null, '', '/class/7');
    renderPlain(<p>수채화 클래스</p>);
    act(() => {
      openModal('Login');
    });
    const dialog = screen.getByRole('dialog', { name: '로그인이 필요해요' });
    expect(within(dialog).getByRole('link', { name: 'Apple로 계속하기' })).toHaveAttribute(
      'href',
      startUrl('apple', '/class/7'),
    );
  });

  it('a social log-in that failed comes back to /login with the reason in Korean', async () => {
    renderApp('/login?social_error=provider_down');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '간편 로그인 서비스에 연결할 수 없어요',
    );
  });
});

describe('/social/confirm: 만 14세 이상 and the terms before anything is stored', () => {
  it('asks the age and the required terms, then signs the new member in with the provider name', async () => {
    const name = fresh('카카오손님');
    const { jar, landed } = await viaStandIn({ name });
    expect(landed).toMatch(/\/social\/confirm$/);
    adoptCookies(jar, ['baeum_social_pending']);
    const { store } = renderApp('/social/confirm');
    expect(
      await screen.findByRole('heading', { level: 1, name: '카카오 계정으로 가입하기' }),
    ).toBeInTheDocument();
    expect(screen.getByText(name)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '만 14세 이상이에요' }));
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('필수 약관에 모두 동의해주세요');
    await user.click(screen.getByRole('checkbox', { name: /이용약관 동의/ }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }));
    // The marketing consent stays apart (optional, not needed to join).
    expect(screen.getByRole('checkbox', { name: /이벤트·혜택 정보 수신 동의/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(store.get(userAtom)).toMatchObject({ name });
  });

  it('under 14: the API says why and nothing is stored', async () => {
    const { jar } = await viaStandIn({ name: fresh('어린손님'), provider: 'naver' });
    adoptCookies(jar, ['baeum_social_pending']);
    renderApp('/social/confirm');
    await screen.findByRole('heading', { level: 1, name: '네이버 계정으로 가입하기' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '만 14세 미만이에요' }));
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/14세 미만.*저장하지 않았습니다/);
    expect(screen.getByRole('link', { name: '로그인 화면으로' })).toHaveAttribute('href', '/login');
  });

  it('without a pending sign-up (expired, or never begun) it says so', async () => {
    document.cookie = 'baeum_social_pending=; path=/; max-age=0';
    renderApp('/social/confirm');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '간편 가입 정보가 없거나 만료되었어요',
    );
  });
});

describe('/settings/social: linking and unlinking', () => {
  it('shows the providers, links 카카오 through the provider and unlinks it', async () => {
    const account = seededLearner(373);
    const browser = await apiBrowserSignedIn(account);
    const { landed } = await viaStandIn(
      { name: fresh('연결손님'), link: true, returnTo: '/settings/social' },
      browser,
    );
    expect(landed).toMatch(/\/settings\/social\?social_linked=kakao$/);

    const member = await signIn(account);
    renderApp('/settings/social?social_linked=kakao', storeWith(member));
    expect(
      await screen.findByRole('heading', { level: 1, name: '간편 로그인 연결' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('카카오 계정을 연결했어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '네이버 연결하기' })).toHaveAttribute(
      'href',
      `${startUrl('naver', '/settings/social')}&link=1`,
    );
    await userEvent.click(screen.getByRole('button', { name: '카카오 연결 해제' }));
    expect(await screen.findByText('카카오 연결을 해제했어요')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '카카오 연결하기' })).toBeInTheDocument();
  });

  it('a provider account linked to someone else comes back with the reason', async () => {
    const member = await signIn(seededLearner(374));
    renderApp('/settings/social?social_error=already_linked', storeWith(member));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '이미 다른 배움 계정에 연결되어 있어요',
    );
  });
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// /settings/push: the eight app-push flags, kept per member by the API, handed to the app's web view.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymousUser, clearToken, fetchPushSettings, toastAtom } from '@baeum/shared';
import type { PushSettingsWire } from '@baeum/shared';
import { signIn, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { seededLearner, storeWith } from '../testing/members';
import { renderApp } from '../testing/renderApp';

useReferenceApi();

const LABELS = [
  '이벤트·혜택 알림',
  '도움돼요 알림',
  '응원 알림',
  '포인트 알림',
  '팔로우 알림',
  '댓글 알림',
  '채팅 알림',
  '커뮤니티 알림',
];

const switchNamed = (name: string) => screen.getByRole('switch', { name });

const onFlags = (wire: PushSettingsWire) =>
  Object.entries(wire)
    .filter(([key, value]) => key !== 'user_id' && value === true)
    .map(([key]) => key)
    .sort();

describe('/settings/push', () => {
  it('shows the eight flags with Korean labels, every one OFF at first', async () => {
    const user = await signIn(seededLearner(350));
    renderApp('/settings/push', storeWith(user));
    expect(await screen.findByRole('group', { name: '앱 푸시 알림' })).toBeInTheDocument();
    expect(screen.getAllByRole('switch')).toHaveLength(8);
    for (const name of LABELS) expect(switchNamed(name)).not.toBeChecked();
    expect(switchNamed('채팅 알림')).toHaveAccessibleDescription('새 채팅 메시지가 왔을 때');
  });

  it('keeps two flags turned on through a reload and on the server, and never shows them to another member', async () => {
    const user = await signIn(seededLearner(351));
    const first = renderApp('/settings/push', storeWith(user));
    await userEvent.click(await screen.findByRole('switch', { name: '채팅 알림' }));
    // The keyboard works too: Space on the focused switch.
    switchNamed('댓글 알림').focus();
    await userEvent.keyboard(' ');
    expect(switchNamed('채팅 알림')).toBeChecked();
    expect(switchNamed('댓글 알림')).toBeChecked();
    await waitFor(async () =>
      expect(onFlags(await fetchPushSettings())).toEqual(['chat', 'reply']),
    );
    first.unmount();

    // A reload (a new store, a new page and query cache): the same member.
    expect(Object.keys(window.localStorage).filter((k) => k.includes('appPush'))).toEqual([]);
    const second = renderApp('/settings/push', storeWith(user));
    expect(await screen.findByRole('switch', { name: '채팅 알림' })).toBeChecked();
    expect(switchNamed('댓글 알림')).toBeChecked();
    expect(switchNamed('포인트 알림')).not.toBeChecked();
    await userEvent.click(switchNamed('채팅 알림'));
    expect(switchNamed('채팅 알림')).not.toBeChecked();
    await waitFor(async () => expect(onFlags(await fetchPushSettings())).toEqual(['reply']));
    second.unmount();

    const other = await signIn(seededLearner(352));
    renderApp('/settings/push', storeWith(other));
    expect(await screen.findByRole('switch', { name: '댓글 알림' })).not.toBeChecked();
  });

  it('puts a switch back and says so when the API refuses the change', async () => {
    const user = await signIn(seededLearner(353));
    const { store } = renderApp('/settings/push', storeWith(user));
    const point = await screen.findByRole('switch', { name: '포인트 알림' });
    clearToken(); // the change is refused (401)
    await userEvent.click(point);
    await waitFor(() => expect(point).not.toBeChecked());
    expect(store.get(toastAtom)?.message).toBe(
      '설정을 저장하지 못했어요. 잠시 후 다시 시도해주세요',
    );
  });

  it('says so, with 다시 시도, when the flags cannot be loaded', async () => {
    const user = await signIn(seededLearner(354));
    clearToken();
    renderApp('/settings/push', storeWith(user));
    expect(await screen.findByText('알림 설정을 불러오지 못했어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('moves the flags an earlier version kept in this browser to the API, once', async () => {
    const user = await signIn(seededLearner(355));
    window.localStorage.setItem(
      `baeum.settings.appPush.${user.id}`,
      JSON.stringify({ friend: true, cheer: true, chat: false }),
    );
    renderApp('/settings/push', storeWith(user));
    expect(await screen.findByRole('switch', { name: '팔로우 알림' })).toBeChecked();
    expect(switchNamed('응원 알림')).toBeChecked();
    expect(onFlags(await fetchPushSettings())).toEqual(['cheer', 'friend']);
    expect(window.localStorage.getItem(`baeum.settings.appPush.${user.id}`)).toBeNull();
  });

  describe('in the app web view', () => {
    const realAgent = navigator.userAgent;
    const setAgent = (value: string) =>
      Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
    let posted: unknown[];
    beforeEach(() => {
      posted = [];
      // The app's side of the bridge (iOS): what it is handed.
      (window as unknown as { webkit: unknown }).webkit = {
        messageHandlers: { pushSettings: { postMessage: (p: unknown) => posted.push(p) } },
      };
    });
    afterEach(() => {
      setAgent(realAgent);
      delete (window as unknown as { webkit?: unknown }).webkit;
    });

    it('hands the flags to the app (220 and later) when they load and when one changes', async () => {
      setAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) BaeumApp/220 (iOS)');
      const user = await signIn(seededLearner(356));
      renderApp('/settings/push', storeWith(user));
      await screen.findByRole('switch', { name: '채팅 알림' });
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]).toEqual({ settings: expect.objectContaining({ chat: false }) });
      await userEvent.click(switchNamed('채팅 알림'));
      await waitFor(() =>
        expect(posted.at(-1)).toEqual({
          settings: {
            advertising: false,
            helpful: false,
            cheer: false,
            point: false,
            friend: false,
            reply: false,
            chat: true,
            community: false,
          },
        }),
      );
    });

    it('does not call an app older than 220, and the flags still save', async () => {
      setAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) BaeumApp/219 (iOS)');
      const user = await signIn(seededLearner(357));
      renderApp('/settings/push', storeWith(user));
      await userEvent.click(await screen.findByRole('switch', { name: '포인트 알림' }));
      await waitFor(async () => expect(onFlags(await fetchPushSettings())).toEqual(['point']));
      expect(posted).toEqual([]);
    });
  });

  it('sends a visitor to log in first', async () => {
    renderApp('/settings/push', storeWith({ ...anonymousUser }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?next=%2Fsettings');
  });
});

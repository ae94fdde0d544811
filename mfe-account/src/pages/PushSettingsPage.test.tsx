/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// /settings: the eight app-push flags, per member, kept on reload.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymousUser, settingsAtom, toastAtom } from '@baeum/shared';
import { signIn, signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
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

describe('/settings', () => {
  it('shows the eight flags with Korean labels, every one OFF at first', async () => {
    const user = await signInLearner();
    renderApp('/settings', storeWith(user));
    expect(await screen.findByRole('group', { name: '앱 푸시 알림' })).toBeInTheDocument();
    expect(screen.getAllByRole('switch')).toHaveLength(8);
    for (const name of LABELS) expect(switchNamed(name)).not.toBeChecked();
    expect(switchNamed('채팅 알림')).toHaveAccessibleDescription('새 채팅 메시지가 왔을 때');
  });

  it('keeps two flags turned on after a reload, through the shared settings atom, and never shows them to another member', async () => {
    const user = await signInLearner();
    const first = renderApp('/settings', storeWith(user));
    await userEvent.click(await screen.findByRole('switch', { name: '채팅 알림' }));
    // The keyboard works too: Space on the focused switch.
    switchNamed('댓글 알림').focus();
    await userEvent.keyboard(' ');
    expect(switchNamed('채팅 알림')).toBeChecked();
    expect(switchNamed('댓글 알림')).toBeChecked();
    expect(first.store.get(settingsAtom).appPush).toMatchObject({ chat: true, reply: true });
    first.unmount();

    // A reload: a new store and a new page, the same member.
    const second = renderApp('/settings', storeWith(user));
    expect(await screen.findByRole('switch', { name: '채팅 알림' })).toBeChecked();
    expect(switchNamed('댓글 알림')).toBeChecked();
    expect(switchNamed('포인트 알림')).not.toBeChecked();
    await userEvent.click(switchNamed('채팅 알림'));
    expect(switchNamed('채팅 알림')).not.toBeChecked();
    second.unmount();

    const other = await signIn(seededLearner(330));
    renderApp('/settings/push', storeWith(other));
    expect(await screen.findByRole('switch', { name: '댓글 알림' })).not.toBeChecked();
  });

  it('puts a switch back and says so when the browser cannot store it', async () => {
    const user = await signInLearner();
    const { store } = renderApp('/settings', storeWith(user));
    const point = await screen.findByRole('switch', { name: '포인트 알림' });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    await userEvent.click(point);
    expect(point).not.toBeChecked();
    expect(store.get(toastAtom)?.message).toBe(
      '설정을 저장하지 못했어요. 브라우저 저장 공간을 확인해주세요',
    );
    setItem.mockRestore();
  });

  it('sends a visitor to log in first', async () => {
    renderApp('/settings', storeWith({ ...anonymousUser }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?next=%2Fsettings');
  });
});

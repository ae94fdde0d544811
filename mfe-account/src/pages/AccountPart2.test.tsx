/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Notifications, a public profile and the coach application against the reference API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anonymousUser,
  createStore,
  fetchNotifications,
  fetchProfile,
  getQueryClient,
  notificationQueries,
  userAtom,
} from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import { COACH, signIn, signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { renderApp } from '../testing/renderApp';

useReferenceApi();

function storeWith(user: UserInfo) {
  const store = createStore();
  store.set(userAtom, user);
  return store;
}

describe('notifications', () => {
  it('reading one takes one off the badge count, read all clears it, delete all empties the list after asking', async () => {
    const user = await signInLearner();
    const store = storeWith(user);
    const first = renderApp('/my/notifications', store);
    // While the first page loads: a loading state, not "no notifications".
    expect(await screen.findByRole('status', { name: '알림을 불러오는 중' })).toBeInTheDocument();
    expect(screen.queryByText('새 알림이 없어요')).not.toBeInTheDocument();
    // The count the shell's badge shows: one cached answer the page's changes move.
    const count = notificationQueries.count(user.id!);
    const badge = () => getQueryClient().getQueryData(count.queryKey)?.news_unread_count;
    const before = (await getQueryClient().fetchQuery(count)).news_unread_count;
    const list = await screen.findByRole('list', { name: '알림' });
    expect(before).toBeGreaterThan(0);

    const unread = within(list).getAllByRole('button', { name: /^읽지 않은 알림/ });
    await userEvent.click(unread[0]!);
    expect(badge()).toBe(before - 1);

    // Opening it followed its link; come back to the list.
    first.unmount();
    renderApp('/my/notifications', store);
    await getQueryClient().fetchQuery(count); // a new page: a new cache
    await screen.findByRole('list', { name: '알림' });
    await userEvent.click(screen.getByRole('button', { name: '모두 읽음' }));
    await waitFor(() => expect(badge()).toBe(0));
    await waitFor(async () =>
      expect((await fetchNotifications(1)).list.every((n) => n.read_status === 'Y')).toBe(true),
    );

    await userEvent.click(screen.getByRole('button', { name: '전체 삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: '전체 삭제' }));
    expect(await screen.findByText('새 알림이 없어요')).toBeInTheDocument();
    await waitFor(async () => expect((await fetchNotifications(1)).list).toHaveLength(0));
  });

  it('sends a visitor to log in first', async () => {
    renderApp('/my/notifications', storeWith({ ...anonymousUser }));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/login?next=%2Fmy%2Fnotifications',
    );
  });
});

describe('a public profile', () => {
  it('shows the coach and follows and unfollows at once, as the server records', async () => {
    const user = await signInLearner();
    const coach = await signIn(COACH);
    await signInLearner();
    renderApp(`/user/${coach.id}`, storeWith(user));
    expect(await screen.findByRole('heading', { level: 1, name: coach.name! })).toBeInTheDocument();
    const follow = screen.getByRole('button', { name: /팔로우|팔로잉/ });
    const wasFollowing = follow.getAttribute('aria-pressed') === 'true';
    await userEvent.click(follow);
    expect(follow).toHaveAttribute('aria-pressed', String(!wasFollowing));
    await waitFor(async () =>
      expect((await fetchProfile(coach.id!)).friend_yn).toBe(wasFollowing ? 'N' : 'Y'),
    );
    await userEvent.click(follow);
    await waitFor(async () =>
      expect((await fetchProfile(coach.id!)).friend_yn).toBe(wasFollowing ? 'Y' : 'N'),
    );
  });

  it('shows a not-found state for an unknown member', async () => {
    renderApp('/user/99999999', storeWith({ ...anonymousUser, isLoaded: true }));
    expect(await screen.findByText('회원을 찾을 수 없어요')).toBeInTheDocument();
  });

  it('shows posts as text', async () => {
    renderApp('/user/1', storeWith({ ...anonymousUser, isLoaded: true }));
    expect(await screen.findByRole('heading', { level: 2, name: '작성한 글' })).toBeInTheDocument();
    expect(document.querySelector('script, img[src="x"]')).toBeNull();
  });
});

describe('the coach application', () => {
  it('needs a way to reach the applicant, refuses a bad phone, then is received', async () => {
    const user = await signInLearner();
    renderApp('/coach/apply', storeWith(user));
    const submit = await screen.findByRole('button', { name: '지원하기' });
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '휴대폰 번호나 카카오톡 아이디 중 하나를 입력해 주세요.',
    );

    await userEvent.type(screen.getByRole('textbox', { name: '연락받을 휴대폰 번호' }), '010-12');
    await userEvent.click(submit);
    expect(screen.getByRole('textbox', { name: '연락받을 휴대폰 번호' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await userEvent.clear(screen.getByRole('textbox', { name: '연락받을 휴대폰 번호' }));
    await userEvent.type(screen.getByRole('textbox', { name: '카카오톡 아이디' }), 'baeum_learner');
    await userEvent.click(screen.getByRole('checkbox', { name: '해외에 거주하고 있어요' }));
    await userEvent.click(submit);
    expect(await screen.findByText('코치 지원이 접수되었어요')).toBeInTheDocument();
  });
});

describe('a path with no screen', () => {
  it('shows a real not-found state, never a 준비 중 page', async () => {
    renderApp('/settings/nowhere', storeWith({ ...anonymousUser, isLoaded: true }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/준비 중/)).toBeNull();
  });
});

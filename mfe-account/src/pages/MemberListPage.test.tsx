/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// /my/following, /my/followers and /my/blocked against the reference API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anonymousUser,
  clearToken,
  fetchBlockedUsers,
  fetchFollowers,
  fetchFollowing,
  toastAtom,
} from '@baeum/shared';
import { signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { storeWith } from '../testing/members';
import { renderApp } from '../testing/renderApp';

useReferenceApi();

const rowsOf = (name: string) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('/my/following', () => {
  it('shows each member with avatar, a link to their profile and 언팔로우; unfollows and follows again at once, as the server records', async () => {
    const user = await signInLearner();
    const following = (await fetchFollowing(user.id!)).list;
    // Coach 2 is another test file's; take someone else.
    const target = following.find((m) => m.user_id !== 2)!;
    renderApp('/my/following', storeWith(user));

    expect(await screen.findByRole('heading', { level: 1, name: '팔로잉' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '팔로잉' })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('list', { name: '팔로잉 목록' });
    expect(rowsOf('팔로잉 목록')).toHaveLength(following.length);
    const row = screen.getByRole('link', { name: target.user_name }).closest('li')!;
    expect(row.querySelector('img')).toHaveAttribute('src', expect.stringContaining('avatar'));
    // The coach among them carries the badge on the avatar.
    const coachRow = screen
      .getByRole('link', { name: following.find((m) => m.coach_yn === 'Y')!.user_name })
      .closest('li')!;
    expect(within(coachRow).getByRole('img', { name: '코치' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: target.user_name })).toHaveAttribute(
      'href',
      `/user/${target.user_id}`,
    );

    await userEvent.click(screen.getByRole('button', { name: `${target.user_name}님 언팔로우` }));
    // At once, before the server has answered.
    expect(
      screen.getByRole('button', { name: `${target.user_name}님 팔로우` }),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect((await fetchFollowing(user.id!)).list.map((m) => m.user_id)).not.toContain(
        target.user_id,
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: `${target.user_name}님 팔로우` }));
    expect(
      screen.getByRole('button', { name: `${target.user_name}님 언팔로우` }),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect((await fetchFollowing(user.id!)).list.map((m) => m.user_id)).toContain(target.user_id),
    );
  });

  it('puts the button back and says so in a toast when the server refuses', async () => {
    const user = await signInLearner();
    const target = (await fetchFollowing(user.id!)).list.find((m) => m.user_id !== 2)!;
    const { store } = renderApp('/my/following', storeWith(user));
    const unfollow = await screen.findByRole('button', { name: `${target.user_name}님 언팔로우` });

    clearToken(); // the server now answers 401
    await userEvent.click(unfollow);
    expect(
      await screen.findByRole('button', { name: `${target.user_name}님 언팔로우` }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(store.get(toastAtom)?.message).toBe(
        '언팔로우하지 못했어요. 잠시 후 다시 시도해주세요',
      ),
    );
  });

  it('sends a visitor to log in first', async () => {
    renderApp('/my/following', storeWith({ ...anonymousUser }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?next=%2Fmy%2Ffollowing');
  });
});

describe('/my/followers', () => {
  it('shows 20 a page from page 1, then 더 보기 loads the rest', async () => {
    const user = await signInLearner();
    const first = await fetchFollowers(user.id!);
    expect(first.total_count).toBeGreaterThan(20);
    renderApp('/my/followers', storeWith(user));

    await screen.findByRole('list', { name: '팔로워 목록' });
    expect(rowsOf('팔로워 목록')).toHaveLength(20);
    expect(screen.getByText(`${first.total_count}명`)).toBeInTheDocument();
    // Each follower offers 팔로우 or 언팔로우, as the viewer follows them back or not.
    for (const m of first.list) {
      expect(
        screen.getByRole('button', {
          name: `${m.user_name}님 ${m.friend_yn === 'Y' ? '언팔로우' : '팔로우'}`,
        }),
      ).toBeInTheDocument();
    }

    await userEvent.click(screen.getByRole('button', { name: '팔로워 더 보기' }));
    await waitFor(() => expect(rowsOf('팔로워 목록')).toHaveLength(first.total_count!));
    expect(screen.queryByRole('button', { name: '팔로워 더 보기' })).toBeNull();
  });
});

describe('/my/blocked', () => {
  it('unblocks at once, then blocks again after asking, as the server records', async () => {
    const user = await signInLearner();
    const [target] = (await fetchBlockedUsers()).list;
    renderApp('/my/blocked', storeWith(user));

    const unblock = await screen.findByRole('button', { name: `${target!.user_name}님 차단 해제` });
    await userEvent.click(unblock);
    const reblock = screen.getByRole('button', { name: `${target!.user_name}님 차단` });
    await waitFor(async () =>
      expect((await fetchBlockedUsers()).list.map((m) => m.user_id)).not.toContain(target!.user_id),
    );

    await userEvent.click(reblock);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '차단' }));
    expect(
      await screen.findByRole('button', { name: `${target!.user_name}님 차단 해제` }),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect((await fetchBlockedUsers()).list.map((m) => m.user_id)).toContain(target!.user_id),
    );
  });

  it('keeps the member blocked and says so when unblocking fails', async () => {
    const user = await signInLearner();
    const [target] = (await fetchBlockedUsers()).list;
    const { store } = renderApp('/my/blocked', storeWith(user));
    const unblock = await screen.findByRole('button', { name: `${target!.user_name}님 차단 해제` });
    clearToken();
    await userEvent.click(unblock);
    await waitFor(() =>
      expect(store.get(toastAtom)?.message).toBe(
        '차단을 해제하지 못했어요. 잠시 후 다시 시도해주세요',
      ),
    );
    expect(
      screen.getByRole('button', { name: `${target!.user_name}님 차단 해제` }),
    ).toBeInTheDocument();
  });
});

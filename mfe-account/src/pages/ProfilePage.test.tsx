/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Issue #38 (no dead ends) on a profile: every post, page by page, and a way to report the
// member. Against the reference API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymousUser, createStore, fetchProfile, userAtom } from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import { signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { renderApp } from '../testing/renderApp';

useReferenceApi();

function storeWith(user: UserInfo) {
  const store = createStore();
  store.set(userAtom, user);
  return store;
}

it('shows every post of a profile, 10 at a time with 글 더 보기', async () => {
  // The demo learner (user 1) has 15 seeded posts.
  const total = (await fetchProfile(1, 1)).total_count ?? 0;
  expect(total).toBeGreaterThan(10);
  renderApp('/user/1', storeWith({ ...anonymousUser, isLoaded: true }));
  const list = await screen.findByRole('list', { name: '작성한 글' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(10);

  await userEvent.click(screen.getByRole('button', { name: '글 더 보기' }));
  await waitFor(() =>
    expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(total, 20)),
  );
  const second = (await fetchProfile(1, 2)).comment_list.map((p) => p.comment_id);
  const links = within(list)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
  for (const id of second) expect(links).toContain(`/community/${id}`);
  if (total <= 20)
    expect(screen.queryByRole('button', { name: '글 더 보기' })).not.toBeInTheDocument();
});

it('offers 신고 on another member’s profile (the report screen), not on one’s own', async () => {
  const user = await signInLearner();
  renderApp('/user/2', storeWith(user));
  const report = await screen.findByRole('link', { name: '신고' });
  expect(report).toHaveAttribute('href', '/user/report/2');
  await userEvent.click(report);
  expect(screen.getByTestId('where')).toHaveTextContent('/user/report/2');
});

it('has no 신고 on one’s own profile', async () => {
  const user = await signInLearner();
  renderApp(`/user/${user.id}`, storeWith(user));
  expect(await screen.findByRole('link', { name: '프로필 수정' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '신고' })).not.toBeInTheDocument();
});

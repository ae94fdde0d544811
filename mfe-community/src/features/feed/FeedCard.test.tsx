/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Issue #38 (no dead ends) on the feed: a card's like is a button, its author a link, and the
// 친구 section asks a visitor to log in. Against the reference API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anonymousUser,
  apiClient,
  clearToken,
  createFeedPost,
  fetchFeedDetail,
  modalStackAtom,
} from '@baeum/shared';
import { signIn, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { renderAt } from '../../testing/render';
import { seededLearner as seeded } from '@baeum/shared/testing/fixtures';

useReferenceApi();

async function postBy(authorId: number, content: string) {
  await signIn(seeded(authorId));
  const { comment_id: id } = await createFeedPost({ content, section: 'work' });
  const post = await fetchFeedDetail(id);
  clearToken();
  return { id, name: post.user_name, userId: post.user_id };
}

async function articleWith(content: string): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name: content });
  return link.closest('article') as HTMLElement;
}

it('likes a post from its feed card (a pressed button with its count), as the server counts', async () => {
  const content = `카드에서 좋아요 ${Date.now()}`;
  const { id, name, userId } = await postBy(441, content);
  const viewer = await signIn(seeded(442));
  renderAt('/community?section=work', viewer);
  const card = await articleWith(content);

  // The author is a real link to their profile.
  expect(within(card).getByRole('link', { name })).toHaveAttribute('href', `/user/${userId}`);
  const like = within(card).getByRole('button', { name: '좋아요 0' });
  expect(like).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(like);
  expect(within(card).getByRole('button', { name: '좋아요 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await waitFor(async () => expect((await fetchFeedDetail(id)).like_yn).toBe('Y'));

  await userEvent.click(within(card).getByRole('button', { name: '좋아요 1' }));
  expect(within(card).getByRole('button', { name: '좋아요 0' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await waitFor(async () => expect((await fetchFeedDetail(id)).like_cnt).toBe(0));
});

it('puts a refused like back on the card and says so', async () => {
  const content = `좋아요가 실패할 카드 ${Date.now()}`;
  await postBy(443, content);
  const viewer = await signIn(seeded(444));
  renderAt('/community?section=work', viewer);
  const card = await articleWith(content);
  // The session ends behind the screen's back: the server refuses.
  clearToken();
  await userEvent.click(within(card).getByRole('button', { name: '좋아요 0' }));
  expect(
    await screen.findByText('좋아요를 반영하지 못했어요. 잠시 후 다시 시도해 주세요.'),
  ).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: '좋아요 0' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

it('asks a visitor to log in when they tap a card’s like, and sends nothing', async () => {
  const content = `방문자가 누르는 좋아요 ${Date.now()}`;
  await postBy(445, content);
  const calls: string[] = [];
  const interceptor = apiClient.interceptors.request.use((config) => {
    if (config.url?.includes('squareLike')) calls.push(config.url);
    return config;
  });
  const { store } = renderAt('/community?section=work', { ...anonymousUser });
  const card = await articleWith(content);
  await userEvent.click(within(card).getByRole('button', { name: '좋아요 0' }));
  apiClient.interceptors.request.eject(interceptor);
  expect(store.get(modalStackAtom).map((m) => m.name)).toEqual(['Login']);
  expect(calls).toEqual([]);
});

it('asks a visitor on the 친구 tab to log in, with no error and no 다시 시도', async () => {
  const { store } = renderAt('/community?section=friend', { ...anonymousUser });
  expect(await screen.findByText('로그인하면 친구 소식을 볼 수 있어요')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  expect(screen.queryByText('게시글을 불러오지 못했어요')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '로그인하고 친구 글 보기' }));
  expect(store.get(modalStackAtom).map((m) => m.name)).toEqual(['Login']);
});

it('shows the 친구 tab to a member', async () => {
  const content = `친구 탭의 내 글 ${Date.now()}`;
  await postBy(446, content);
  const me = await signIn(seeded(446));
  renderAt('/community?section=friend', me);
  expect(await screen.findByRole('link', { name: content })).toBeInTheDocument();
  expect(screen.queryByText('로그인하면 친구 소식을 볼 수 있어요')).not.toBeInTheDocument();
});

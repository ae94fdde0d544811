/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The FeedOption sheet (더 보기) on the feed and on a post, against the reference API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anonymousUser,
  clearToken,
  createFeedPost,
  fetchFeedDetail,
  modalStackAtom,
} from '@baeum/shared';
import { signIn, signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { renderAt } from '../../testing/render';
import { seededLearner as seeded } from '@baeum/shared/testing/fixtures';

useReferenceApi();

/** A post in the 작품 section by seeded learner `authorId`; returns its id and author's name. */
async function postBy(authorId: number, content: string) {
  await signIn(seeded(authorId));
  const { comment_id: id } = await createFeedPost({ content, section: 'work' });
  const name = (await fetchFeedDetail(id)).user_name;
  clearToken();
  return { id, name };
}

async function articleWith(content: string): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name: content });
  return link.closest('article')!;
}

async function openOptions(article: HTMLElement, author: string): Promise<HTMLElement> {
  await userEvent.click(
    within(article).getByRole('button', { name: `${author}님의 게시글 더 보기` }),
  );
  return screen.findByRole('dialog', { name: '게시글 더 보기' });
}

it("hides another's post: it leaves the feed at once and stays hidden on the server", async () => {
  const content = `숨길 작품 ${Date.now()}`;
  const { id, name } = await postBy(450, content);
  const user = await signInLearner();
  renderAt('/community?section=work', user);

  const sheet = await openOptions(await articleWith(content), name);
  await userEvent.click(within(sheet).getByRole('button', { name: '이 게시글 숨기기' }));

  expect(screen.queryByRole('link', { name: content })).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByText('게시글을 숨겼어요.')).toBeInTheDocument();
  expect((await fetchFeedDetail(id)).poor_flag).toBe('Y');
});

it('after hiding a post, focus moves to the post that took its place, not to the page', async () => {
  const stamp = Date.now();
  await postBy(452, `아래 작품 ${stamp}`);
  const hidden = await postBy(451, `가릴 작품 ${stamp}`);
  const user = await signInLearner();
  renderAt('/community?section=work', user);

  const sheet = await openOptions(await articleWith(`가릴 작품 ${stamp}`), hidden.name);
  await userEvent.click(within(sheet).getByRole('button', { name: '이 게시글 숨기기' }));
  await waitFor(() =>
    expect(screen.queryByRole('link', { name: `가릴 작품 ${stamp}` })).not.toBeInTheDocument(),
  );
  await waitFor(() =>
    expect(document.activeElement).toBe(
      screen.getByRole('link', { name: `아래 작품 ${stamp}` }).closest('article'),
    ),
  );
});

it('puts a hidden post back and says so when the server refuses', async () => {
  const content = `숨기기가 실패할 작품 ${Date.now()}`;
  const { name } = await postBy(451, content);
  const user = await signInLearner();
  renderAt('/community?section=work', user);
  const article = await articleWith(content);
  const sheet = await openOptions(article, name);
  // The session ends behind the screen's back: the server refuses.
  clearToken();
  await userEvent.click(within(sheet).getByRole('button', { name: '이 게시글 숨기기' }));

  expect(
    await screen.findByText('게시글을 숨기지 못했어요. 잠시 후 다시 시도해 주세요.'),
  ).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: content })).toBeInTheDocument();
});

it('follows the author at once, and unfollows from the same sheet', async () => {
  const content = `팔로우할 작품 ${Date.now()}`;
  const { id, name } = await postBy(452, content);
  const user = await signInLearner();
  renderAt('/community?section=work', user);
  const article = await articleWith(content);
  expect(within(article).queryByText('팔로잉')).not.toBeInTheDocument();

  let sheet = await openOptions(article, name);
  await userEvent.click(within(sheet).getByRole('button', { name: `${name}님 팔로우` }));
  expect(within(article).getByText('팔로잉')).toBeInTheDocument();
  await waitFor(async () => expect((await fetchFeedDetail(id)).friend_status).toBe('Y'));

  sheet = await openOptions(article, name);
  expect(within(sheet).queryByRole('button', { name: `${name}님 팔로우` })).toBeNull();
  await userEvent.click(within(sheet).getByRole('button', { name: `${name}님 언팔로우` }));
  expect(within(article).queryByText('팔로잉')).not.toBeInTheDocument();
  await waitFor(async () => expect((await fetchFeedDetail(id)).friend_status).toBe('N'));
});

it('blocks the author after asking: their post turns into a notice', async () => {
  const content = `차단할 사용자의 작품 ${Date.now()}`;
  const { id, name } = await postBy(453, content);
  const user = await signInLearner();
  renderAt('/community?section=work', user);
  const article = await articleWith(content);

  const sheet = await openOptions(article, name);
  await userEvent.click(within(sheet).getByRole('button', { name: `${name}님 차단` }));
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent(`${name}님을 차단할까요?`);
  await userEvent.click(within(confirm).getByRole('button', { name: '차단' }));

  expect(within(article).getByText('차단한 사용자의 게시글이에요.')).toBeInTheDocument();
  expect(within(article).queryByText(content)).not.toBeInTheDocument();
  await waitFor(async () => expect((await fetchFeedDetail(id)).block_flag).toBe('Y'));

  // The sheet of a blocked author offers to unblock, and no follow.
  const again = await openOptions(article, name);
  expect(within(again).getByRole('button', { name: `${name}님 차단 해제` })).toBeInTheDocument();
  expect(within(again).queryByRole('button', { name: `${name}님 팔로우` })).toBeNull();
});

it('offers edit, delete and share on one’s own post, not hide, follow, block or report', async () => {
  const user = await signInLearner();
  const content = `내 작품 ${Date.now()}`;
  const { comment_id: id } = await createFeedPost({ content, section: 'work' });
  renderAt('/community?section=work', user);

  const sheet = await openOptions(await articleWith(content), user.name);
  const choices = within(within(sheet).getByRole('list')).getAllByRole('button');
  expect(choices.map((b) => b.textContent)).toEqual(['수정하기', '삭제하기', '공유하기']);
  await userEvent.click(within(sheet).getByRole('button', { name: '수정하기' }));
  expect(screen.getByTestId('where')).toHaveTextContent(`/community/${id}/edit`);
});

it('deletes one’s own post from its page after asking, and goes back to the feed', async () => {
  const user = await signInLearner();
  const content = `지울 글 ${Date.now()}`;
  const { comment_id: id } = await createFeedPost({ content, section: 'daily' });
  renderAt(`/community/${id}`, user);
  await screen.findByText(content);

  const sheet = await openOptions(screen.getByRole('article', { name: user.name }), user.name);
  await userEvent.click(within(sheet).getByRole('button', { name: '삭제하기' }));
  await userEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }),
  );
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/community$/));
  expect(await screen.findByText('게시글을 삭제했어요.')).toBeInTheDocument();
  await expect(fetchFeedDetail(id)).rejects.toMatchObject({ status: 404 });
});

it('shows a notice on the post page once the post is hidden', async () => {
  const content = `상세에서 숨길 글 ${Date.now()}`;
  const { id, name } = await postBy(454, content);
  const user = await signInLearner();
  renderAt(`/community/${id}`, user);
  await screen.findByText(content);

  const sheet = await openOptions(screen.getByRole('article', { name: name }), name);
  await userEvent.click(within(sheet).getByRole('button', { name: '이 게시글 숨기기' }));
  expect(screen.getByText('숨김 처리되었거나 차단한 사용자의 글이에요.')).toBeInTheDocument();
  expect(screen.queryByText(content)).not.toBeInTheDocument();
});

it('copies the link of a post with 공유하기, and says so', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const content = `공유할 작품 ${Date.now()}`;
  const { id, name } = await postBy(455, content);
  renderAt('/community?section=work', { ...anonymousUser });

  const sheet = await openOptions(await articleWith(content), name);
  await userEvent.click(within(sheet).getByRole('button', { name: '공유하기' }));
  const share = await screen.findByRole('dialog', { name: '공유하기' });
  const url = `${window.location.origin}/community/${id}`;
  expect(within(share).getByRole('textbox', { name: '게시글 링크' })).toHaveValue(url);
  // No system share sheet in this browser: only the copy button.
  expect(within(share).queryByRole('button', { name: '다른 앱으로 공유' })).toBeNull();
  await userEvent.click(within(share).getByRole('button', { name: '링크 복사' }));

  expect(writeText).toHaveBeenCalledWith(url);
  expect(await screen.findByText('링크를 복사했어요.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: '공유하기' })).not.toBeInTheDocument();
});

it('asks a visitor to log in for what needs an account, and sends nothing', async () => {
  const content = `방문자가 보는 작품 ${Date.now()}`;
  const { id, name } = await postBy(456, content);
  const { store } = renderAt('/community?section=work', { ...anonymousUser });

  const sheet = await openOptions(await articleWith(content), name);
  await userEvent.click(within(sheet).getByRole('button', { name: '이 게시글 숨기기' }));

  expect(store.get(modalStackAtom).map((m) => m.name)).toEqual(['Login']);
  expect(screen.getByRole('link', { name: content })).toBeInTheDocument();
  expect((await fetchFeedDetail(id)).poor_flag).toBe('N');
});

it('opens the report screen for the author of the post', async () => {
  const content = `신고할 작품 ${Date.now()}`;
  const { id, name } = await postBy(457, content);
  const author = (await fetchFeedDetail(id)).user_id;
  const user = await signInLearner();
  renderAt('/community?section=work', user);

  const sheet = await openOptions(await articleWith(content), name);
  await userEvent.click(within(sheet).getByRole('button', { name: `${name}님 신고` }));
  expect(screen.getByTestId('where')).toHaveTextContent(`/user/report/${author}`);
});

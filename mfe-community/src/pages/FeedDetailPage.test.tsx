/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The feed detail against the reference API: the post, its replies, likes and the reply box.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anonymousUser,
  clearToken,
  createFeedPost,
  fetchFeedDetail,
  fetchFeedReplies,
} from '@baeum/shared';
import { signIn, signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { seededLearner } from '@baeum/shared/testing/fixtures';
import { renderAt } from '../testing/render';

useReferenceApi();

async function newPost(content: string): Promise<number> {
  const answer = await createFeedPost({ content, section: 'daily' });
  return answer.comment_id;
}

it('shows a post with its replies, as text, and asks a visitor to log in to reply', async () => {
  await signInLearner();
  const id = await newPost('<img src=x onerror=alert(1)> 첫 수채화\n완성했어요');
  clearToken();
  renderAt(`/community/${id}`, anonymousUser);
  const article = await screen.findByRole('article', { name: /김배움/ });
  expect(within(article).getByText(/<img src=x onerror=alert\(1\)> 첫 수채화/)).toBeInTheDocument();
  expect(article.querySelector('img[src="x"]')).toBeNull();
  expect(await screen.findByText('아직 댓글이 없어요')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '로그인하고 댓글 남기기' })).toBeInTheDocument();
});

it('writes a reply, likes the post and the reply, and deletes the reply after asking', async () => {
  // Another member's post: one's own cannot be liked (the API answers 409 since issue #33).
  await signIn(seededLearner(433));
  const id = await newPost('댓글을 기다리는 글');
  clearToken();
  const user = await signInLearner();
  renderAt(`/community/${id}`, user);
  await screen.findByText('댓글을 기다리는 글');

  await userEvent.type(screen.getByRole('textbox', { name: '댓글' }), '저도 해 볼게요!');
  await userEvent.click(screen.getByRole('button', { name: '등록' }));
  const reply = await screen.findByRole('article', { name: '김배움님의 댓글' });
  expect(within(reply).getByText('저도 해 볼게요!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: '댓글' })).toHaveValue(''));

  const likePost = screen.getAllByRole('button', { name: /좋아요/ })[0]!;
  await userEvent.click(likePost);
  expect(likePost).toHaveAttribute('aria-pressed', 'true');
  await waitFor(async () => expect((await fetchFeedDetail(id)).like_cnt).toBe(1));

  const likeReply = within(reply).getByRole('button', { name: /좋아요/ });
  // Fast repeated taps: a tap while one is on its way is ignored, so whatever the taps come to,
  // the count shown is the server's and never drifts past one like per person.
  await userEvent.tripleClick(likeReply);
  const replyId = (await fetchFeedReplies(id)).list![0]!.comment_id;
  await waitFor(async () => {
    const server = (await fetchFeedReplies(id)).list![0]!;
    expect([0, 1]).toContain(server.like_cnt);
    expect(likeReply).toHaveTextContent(`좋아요 ${server.like_cnt}`);
    expect(likeReply).toHaveAttribute('aria-pressed', String(server.like_yn === 'Y'));
  });

  await userEvent.click(within(reply).getByRole('button', { name: '김배움님의 댓글 삭제' }));
  const confirm = await screen.findByRole('alertdialog');
  await userEvent.click(within(confirm).getByRole('button', { name: '삭제' }));
  await waitFor(() =>
    expect(screen.queryByRole('article', { name: '김배움님의 댓글' })).toBeNull(),
  );
  await waitFor(async () =>
    expect((await fetchFeedReplies(id)).list!.map((r) => r.comment_id)).not.toContain(replyId),
  );
});

it('rolls a failed like back and says so', async () => {
  const user = await signInLearner();
  const id = await newPost('좋아요가 실패할 글');
  renderAt(`/community/${id}`, user);
  const like = (await screen.findAllByRole('button', { name: /좋아요/ }))[0]!;
  // The session ends behind the screen's back: the server refuses the like.
  clearToken();
  await userEvent.click(like);
  expect(
    await screen.findByText('좋아요를 반영하지 못했어요. 잠시 후 다시 시도해 주세요.'),
  ).toBeInTheDocument();
  expect(like).toHaveAttribute('aria-pressed', 'false');
  expect(like).toHaveTextContent('좋아요 0');
});

it('keeps the typed reply when sending fails', async () => {
  const user = await signInLearner();
  const id = await newPost('댓글이 실패할 글');
  renderAt(`/community/${id}`, user);
  await screen.findByRole('article', { name: /김배움/ });
  clearToken();
  await userEvent.type(screen.getByRole('textbox', { name: '댓글' }), '사라지면 안 되는 댓글');
  await userEvent.click(screen.getByRole('button', { name: '등록' }));
  expect(
    await screen.findByText('댓글을 등록하지 못했어요. 입력한 내용은 그대로 있어요.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '댓글' })).toHaveValue('사라지면 안 되는 댓글');
});

it('shows a not-found state for an unknown or malformed id', async () => {
  renderAt('/community/99999999', anonymousUser);
  expect(await screen.findByText('게시글을 찾을 수 없어요')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '커뮤니티로 돌아가기' })).toHaveAttribute(
    'href',
    '/community',
  );
});

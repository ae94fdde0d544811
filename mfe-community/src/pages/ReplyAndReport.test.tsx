/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Issue #38 (no dead ends): editing and reporting a reply, reporting a member from their profile
// (no post), and sharing a post on phones and where copying needs the fallback. Against the
// reference API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anonymousUser,
  apiClient,
  clearToken,
  createFeedPost,
  fetchFeedDetail,
  fetchFeedReplies,
  saveComment,
} from '@baeum/shared';
import { signIn, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { renderAt } from '../testing/render';
import { seededLearner as seeded } from '@baeum/shared/testing/fixtures';

useReferenceApi();

/** A post by `authorId` with one reply by `replierId`; the client is signed out after. */
async function threadOf(authorId: number, replierId: number, reply: string) {
  await signIn(seeded(authorId));
  const { comment_id: postId } = await createFeedPost({ content: `글 ${reply}`, section: 'daily' });
  clearToken();
  await signIn(seeded(replierId));
  const { comment_id: replyId } = await saveComment(postId, { content: reply });
  const name = (await fetchFeedDetail(replyId)).user_name;
  clearToken();
  return { postId, replyId, name };
}

function calls(part: string) {
  const urls: string[] = [];
  const interceptor = apiClient.interceptors.request.use((config) => {
    if (config.url?.includes(part)) urls.push(config.url);
    return config;
  });
  return { urls, stop: () => apiClient.interceptors.request.eject(interceptor) };
}

it('edits one’s own reply in the reply box, and the server keeps the new text', async () => {
  const stamp = Date.now();
  const { postId, replyId, name } = await threadOf(447, 448, `고칠 댓글 ${stamp}`);
  const me = await signIn(seeded(448));
  renderAt(`/community/${postId}`, me);

  const reply = await screen.findByRole('article', { name: `${name}님의 댓글` });
  expect(within(reply).getByRole('link', { name })).toHaveAttribute('href', '/user/448');
  // One's own reply: 수정 and 삭제, no 신고.
  expect(within(reply).queryByRole('link', { name: `${name}님의 댓글 신고` })).toBeNull();
  await userEvent.click(within(reply).getByRole('button', { name: `${name}님의 댓글 수정` }));
  const form = screen.getByRole('form', { name: '댓글 수정' });
  const box = within(form).getByRole('textbox', { name: '수정할 댓글' });
  expect(box).toHaveValue(`고칠 댓글 ${stamp}`);
  expect(box).toHaveFocus();
  await userEvent.clear(box);
  await userEvent.type(box, `고친 댓글 ${stamp}`);
  await userEvent.click(within(form).getByRole('button', { name: '저장' }));

  expect(await within(reply).findByText(`고친 댓글 ${stamp}`)).toBeInTheDocument();
  // The box is a reply box again, empty.
  expect(await screen.findByRole('form', { name: '댓글 쓰기' })).toBeInTheDocument();
  const saved = (await fetchFeedReplies(postId)).list?.find((r) => r.comment_id === replyId);
  expect(saved?.content).toBe(`고친 댓글 ${stamp}`);
});

it('cancels an edit without sending anything', async () => {
  const stamp = Date.now();
  const { postId, name } = await threadOf(449, 440, `그대로 둘 댓글 ${stamp}`);
  const me = await signIn(seeded(440));
  renderAt(`/community/${postId}`, me);
  const reply = await screen.findByRole('article', { name: `${name}님의 댓글` });
  await userEvent.click(within(reply).getByRole('button', { name: `${name}님의 댓글 수정` }));
  const sent = calls('squareComment');
  await userEvent.click(screen.getByRole('button', { name: '취소' }));
  sent.stop();
  expect(sent.urls).toEqual([]);
  expect(screen.getByRole('form', { name: '댓글 쓰기' })).toBeInTheDocument();
  expect(within(reply).getByText(`그대로 둘 댓글 ${stamp}`)).toBeInTheDocument();
});

it('reports another’s reply through the report screen, filed against that reply', async () => {
  const stamp = Date.now();
  const { postId, replyId, name } = await threadOf(439, 438, `신고할 댓글 ${stamp}`);
  const me = await signIn(seeded(437));
  renderAt(`/community/${postId}`, me);
  const reply = await screen.findByRole('article', { name: `${name}님의 댓글` });
  expect(within(reply).queryByRole('button', { name: `${name}님의 댓글 수정` })).toBeNull();
  await userEvent.click(within(reply).getByRole('link', { name: `${name}님의 댓글 신고` }));

  expect(screen.getByTestId('where')).toHaveTextContent(`/user/report/438?post=${replyId}`);
  expect(await screen.findByText('신고할 댓글')).toBeInTheDocument();
  expect(screen.getByText(`신고할 댓글 ${stamp}`)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: '욕설·비하' }));
  const sent = calls('poorFeed');
  await userEvent.click(screen.getByRole('button', { name: '신고하기' }));
  expect(await screen.findByRole('heading', { name: '신고가 접수되었어요' })).toHaveFocus();
  sent.stop();
  expect(sent.urls).toEqual([`poorFeed/${replyId}`]);
  expect((await fetchFeedDetail(replyId)).poor_flag).toBe('Y');
});

it('reports a member from their profile (no post in the address)', async () => {
  const me = await signIn(seeded(436));
  renderAt('/user/report/435', me);
  expect(await screen.findByText(/님을 신고하는 이유를 알려 주세요\./)).toBeInTheDocument();
  expect(screen.queryByText('신고할 게시글을 찾을 수 없어요')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: '기타' }));
  await userEvent.type(
    screen.getByRole('textbox', { name: /자세한 내용/ }),
    '프로필이 사칭 같아요',
  );
  const sent = calls('reportUser');
  await userEvent.click(screen.getByRole('button', { name: '신고하기' }));
  expect(await screen.findByRole('heading', { name: '신고가 접수되었어요' })).toHaveFocus();
  expect(screen.getByText('알려 주셔서 고마워요. 운영팀이 확인한 뒤 조치할게요.')).toBeVisible();
  sent.stop();
  expect(sent.urls).toEqual(['reportUser/435']);
});

describe('sharing a post', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(document, 'execCommand');
  });

  async function openShare() {
    const content = `공유할 일상 ${Date.now()}`;
    await signIn(seeded(434));
    const { comment_id: id } = await createFeedPost({ content, section: 'daily' });
    const name = (await fetchFeedDetail(id)).user_name;
    clearToken();
    renderAt(`/community/${id}`, { ...anonymousUser });
    await userEvent.click(
      await screen.findByRole('button', { name: `${name}님의 게시글 더 보기` }),
    );
    await userEvent.click(screen.getByRole('button', { name: '공유하기' }));
    const dialog = await screen.findByRole('dialog', { name: '공유하기' });
    return { dialog, url: `${window.location.origin}/community/${id}` };
  }

  it('offers the system share sheet where the browser has one (phones)', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { dialog, url } = await openShare();
    expect(within(dialog).getByRole('button', { name: '링크 복사' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '다른 앱으로 공유' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '공유하기' })).not.toBeInTheDocument(),
    );
  });

  it('copies the link without the Clipboard API (the selected field), with the toast', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    let copied = '';
    const execCommand = jest.fn(() => {
      copied =
        String(window.getSelection?.() ?? '') || (document.activeElement as HTMLInputElement).value;
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const { dialog, url } = await openShare();
    await userEvent.click(within(dialog).getByRole('button', { name: '링크 복사' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(url);
    expect(await screen.findByText('링크를 복사했어요.')).toBeInTheDocument();
  });
});

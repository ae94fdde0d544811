/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Issue #38, "no dead ends": every form of this remote, against a server that fails its submit
// with a bare 500 (no Korean envelope) and with a dropped connection. The page loads from the
// reference API; after the submit the error shown is Korean and the client's English is nowhere.
import { screen, within } from '@testing-library/react';
import { createFeedPost, fetchFeedDetail, saveComment } from '@baeum/shared';
import { itFailsInKorean, withFailingServer } from '@baeum/shared/testing/failingServer';
import type { FailingForm, FormUser } from '@baeum/shared/testing/failingServer';
import { COACH, signIn, signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { renderAt } from '../testing/render';

useReferenceApi();
const server = withFailingServer();

/** A form of the community, for the signed-in demo learner (path sets up what it needs). */
interface FormCase extends Omit<FailingForm, 'open'> {
  path: () => Promise<string>;
}

const click = (user: FormUser, name: string | RegExp) =>
  user.click(screen.getByRole('button', { name }));
const myPost = async () =>
  (await createFeedPost({ content: `실패를 견딜 글 ${Date.now()}`, section: 'daily' })).comment_id;
/** A reply of mine on a post of mine; gives the post and the reply's author name. */
async function myReply(): Promise<{ postId: number; name: string }> {
  const postId = await myPost();
  const { comment_id } = await saveComment(postId, { content: `고칠 댓글 ${Date.now()}` });
  return { postId, name: (await fetchFeedDetail(comment_id)).user_name };
}

let replyName = '';

const FORMS: FormCase[] = [
  {
    name: '글쓰기',
    path: async () => '/community/write',
    fill: async (user) => {
      await user.type(await screen.findByRole('textbox', { name: '내용' }), '오늘 배운 수채화');
    },
    submit: (user) => click(user, '올리기'),
  },
  {
    name: '글 고치기',
    path: async () => `/community/${await myPost()}/edit`,
    fill: async (user) => {
      const content = await screen.findByRole('textbox', { name: '내용' });
      await user.type(content, ' 덧붙임');
    },
    submit: (user) => click(user, '저장'),
  },
  {
    name: '댓글 쓰기',
    path: async () => `/community/${await myPost()}`,
    fill: async (user) => {
      const form = await screen.findByRole('form', { name: '댓글 쓰기' });
      await user.type(within(form).getByRole('textbox', { name: '댓글' }), '좋은 글이에요');
    },
    submit: (user) =>
      user.click(
        within(screen.getByRole('form', { name: '댓글 쓰기' })).getByRole('button', {
          name: '등록',
        }),
      ),
  },
  {
    name: '댓글 고치기',
    path: async () => {
      const { postId, name } = await myReply();
      replyName = name;
      return `/community/${postId}`;
    },
    fill: async (user) => {
      const reply = await screen.findByRole('article', { name: `${replyName}님의 댓글` });
      await user.click(within(reply).getByRole('button', { name: `${replyName}님의 댓글 수정` }));
      const form = screen.getByRole('form', { name: '댓글 수정' });
      await user.type(within(form).getByRole('textbox', { name: '수정할 댓글' }), ' 고쳤어요');
    },
    submit: (user) =>
      user.click(
        within(screen.getByRole('form', { name: '댓글 수정' })).getByRole('button', {
          name: '저장',
        }),
      ),
  },
  {
    name: '게시글 신고',
    path: async () => {
      const coach = await signIn(COACH);
      const post = await myPost();
      await signInLearner();
      return `/user/report/${coach.id}?post=${post}`;
    },
    fill: async (user) => {
      await user.click(await screen.findByRole('radio', { name: '스팸·광고' }));
    },
    submit: (user) => click(user, '신고하기'),
  },
  {
    name: '회원 신고',
    path: async () => `/user/report/${(await signIn(COACH)).id}`,
    fill: async (user) => {
      await user.click(await screen.findByRole('radio', { name: '기타' }));
      await user.type(screen.getByRole('textbox', { name: /자세한 내용/ }), '사칭 같아요');
    },
    submit: (user) => click(user, '신고하기'),
  },
];

itFailsInKorean(
  FORMS.map((form) => ({
    ...form,
    open: async () => {
      await signInLearner();
      const path = await form.path();
      renderAt(path, await signInLearner());
    },
  })),
  server,
);

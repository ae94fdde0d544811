/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Issue #38, "no dead ends": every form of this remote, against a server that fails its submit
// with a bare 500 (no Korean envelope) and with a dropped connection. The page loads from the
// reference API; after the submit the error shown is Korean and the client's English is nowhere.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  AppProviders,
  createFeedPost,
  createStore,
  fetchFeedDetail,
  saveComment,
  userAtom,
} from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import {
  FAILURE_MODES,
  expectKoreanFailure,
  withFailingServer,
} from '@baeum/shared/testing/failingServer';
import type { FailureMode } from '@baeum/shared/testing/failingServer';
import { COACH, signIn, signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import Routes from '../Routes';

useReferenceApi();
const server = withFailingServer();

type User = ReturnType<typeof userEvent.setup>;

interface FormCase {
  name: string;
  /** Sets up what the form needs (as the signed-in demo learner); gives the page. */
  path: () => Promise<string>;
  fill: (user: User) => Promise<void>;
  submit: (user: User) => Promise<void>;
}

function renderAt(path: string, user: UserInfo) {
  const store = createStore();
  store.set(userAtom, user);
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes />
      </MemoryRouter>
    </AppProviders>,
  );
}

const click = (user: User, name: string | RegExp) =>
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

const ROWS = FORMS.flatMap((form) => FAILURE_MODES.map((mode) => [form.name, mode, form] as const));

it.each(ROWS)(
  '%s: a %s shows Korean words, never the client’s English',
  async (_name, mode: FailureMode, form) => {
    await signInLearner();
    const path = await form.path();
    renderAt(path, await signInLearner());
    const user = userEvent.setup();
    await form.fill(user);
    server().fail(mode);
    await form.submit(user);
    await expectKoreanFailure(server());
  },
);

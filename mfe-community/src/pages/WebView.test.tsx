/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// In the app's web view (spec §2): a post, its replies and the reply box go to the native
// screens from app 210; older apps and browsers keep the web pages. Plus the remote's not-found.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymousUser, createFeedPost } from '@baeum/shared';
import { signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { renderAt, where } from '../testing/render';

useReferenceApi();

function inApp(version: number) {
  jest
    .spyOn(window.navigator, 'userAgent', 'get')
    .mockReturnValue(`Mozilla/5.0 (iPhone) BaeumApp/${version} (iOS)`);
  const calls: Array<[string, unknown]> = [];
  const handler = (name: string) => ({ postMessage: (p: unknown) => calls.push([name, p]) });
  (window as { webkit?: unknown }).webkit = {
    messageHandlers: {
      feedDetail: handler('feedDetail'),
      feedReply: handler('feedReply'),
    },
  };
  return calls;
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { webkit?: unknown }).webkit;
});

async function freshPost(): Promise<{ id: number; content: string }> {
  await signInLearner();
  const content = `웹뷰 확인용 글 ${Date.now()}`;
  const { comment_id: id } = await createFeedPost({ content, section: 'daily' });
  return { id, content };
}

it('in the app from 210 a post and its replies open the native screens, and the web stays', async () => {
  const { id, content } = await freshPost();
  const calls = inApp(210);
  renderAt('/community?section=daily', anonymousUser);
  const link = await screen.findByRole('link', { name: content });
  await userEvent.click(link);
  const article = link.closest('article')!;
  await userEvent.click(within(article).getByRole('link', { name: /댓글/ }));
  expect(calls).toEqual([
    ['feedDetail', { commentId: id }],
    ['feedReply', { commentId: id }],
  ]);
  expect(where()).toBe('/community?section=daily');
});

it('in a browser they are links to the post and its replies', async () => {
  const { id, content } = await freshPost();
  const calls: unknown[] = [];
  renderAt('/community?section=daily', anonymousUser);
  const link = await screen.findByRole('link', { name: content });
  const replies = within(link.closest('article')!).getByRole('link', { name: /댓글/ });
  expect(replies).toHaveAttribute('href', `/community/${id}#replies`);
  await userEvent.click(link);
  await waitFor(() => expect(where()).toBe(`/community/${id}`));
  expect(calls).toEqual([]);
});

it('an app before 210 opens the post natively (every app has that screen) but replies on the web', async () => {
  const { id, content } = await freshPost();
  const calls = inApp(209);
  renderAt('/community?section=daily', anonymousUser);
  const link = await screen.findByRole('link', { name: content });
  await userEvent.click(within(link.closest('article')!).getByRole('link', { name: /댓글/ }));
  await waitFor(() => expect(where()).toBe(`/community/${id}#replies`));
  expect(calls).toEqual([]);
});

it('in the app the reply box hands over to the native reply screen', async () => {
  const { id } = await freshPost();
  const user = await signInLearner();
  const calls = inApp(220);
  renderAt(`/community/${id}`, user);
  await userEvent.click(await screen.findByRole('button', { name: '댓글 쓰기' }));
  expect(calls).toEqual([['feedReply', { commentId: id }]]);
  expect(screen.queryByRole('textbox', { name: '댓글' })).not.toBeInTheDocument();
});

it('an address under the remote that names no screen is a real not-found page', async () => {
  renderAt('/community/1/nonsense', anonymousUser);
  expect(
    await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '커뮤니티로 가기' })).toHaveAttribute(
    'href',
    '/community',
  );
});

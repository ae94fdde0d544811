/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The studio inbox against the reference API: who may enter, the queue's order, replies.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymousUser, clearToken, fetchStudioInbox } from '@baeum/shared';
import { COACH, signIn, signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { renderAt } from '../testing/render';

useReferenceApi();

it('lists the unanswered reviews oldest first; a reply takes the item out, the count drops, focus moves on', async () => {
  const coach = await signIn(COACH);
  const before = await fetchStudioInbox(1);
  renderAt('/studio/inbox', coach);
  const list = await screen.findByRole('list', { name: `답변 대기 후기 ${before.total_count}개` });
  const items = within(list).getAllByRole('article');
  expect(items[0]).toHaveAccessibleName(
    `${before.list[0]!.class_name}, ${before.list[0]!.user_name}님의 후기`,
  );
  expect(screen.getByRole('navigation', { name: '스튜디오 메뉴' })).toHaveTextContent(
    String(before.total_count),
  );

  await userEvent.type(within(items[0]!).getByRole('textbox'), '따뜻한 후기 고마워요!');
  await userEvent.click(within(items[0]!).getByRole('button', { name: '답변 등록' }));
  expect(document.activeElement).toBe(within(items[1]!).getByRole('textbox'));
  await waitFor(async () =>
    expect((await fetchStudioInbox(1)).total_count).toBe(before.total_count - 1),
  );
  expect(
    await screen.findByRole('list', { name: `답변 대기 후기 ${before.total_count - 1}개` }),
  ).toBeInTheDocument();
});

it('puts a review back with a message when the reply fails, keeping the text', async () => {
  const coach = await signIn(COACH);
  renderAt('/studio/inbox', coach);
  const list = await screen.findByRole('list', { name: /답변 대기 후기/ });
  const first = within(list).getAllByRole('article')[0]!;
  const name = first.getAttribute('aria-label')!;
  await userEvent.type(within(first).getByRole('textbox'), '실패할 답변');
  clearToken();
  await userEvent.click(within(first).getByRole('button', { name: '답변 등록' }));
  const back = await screen.findByRole('article', { name });
  expect(within(back).getByRole('textbox')).toHaveValue('실패할 답변');
  expect(
    within(back).getByText('답변을 등록하지 못했어요. 작성한 내용은 그대로 있어요.'),
  ).toBeInTheDocument();
});

it('is for coaches: a learner sees the coach application prompt, a visitor is asked to log in', async () => {
  const learner = await signInLearner();
  const view = renderAt('/studio/inbox', learner);
  expect(await screen.findByRole('link', { name: '코치 지원하기' })).toHaveAttribute(
    'href',
    '/coach/apply',
  );
  view.unmount();
  clearToken();
  renderAt('/studio/inbox', { ...anonymousUser, isLoaded: true });
  expect(await screen.findByText('로그인이 필요해요')).toBeInTheDocument();
});

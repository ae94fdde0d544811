/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The review list against the reference API: statistics, review v2 cards, paging, helpful.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToken, fetchCategoryClasses, fetchClassReviews } from '@baeum/shared';
import { signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { renderAt } from '../testing/render';
import { CLASSES } from '@baeum/shared/testing/fixtures';

useReferenceApi();

it('never renders blank: statistics with the score rounded up, then the labelled reviews', async () => {
  const answer = await fetchClassReviews(CLASSES.drawing.id);
  renderAt(`/class/${CLASSES.drawing.id}/review`);
  expect(screen.getByRole('heading', { level: 1, name: '수강 후기' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: '후기를 불러오는 중' })).toBeInTheDocument();
  const bars = await screen.findByRole('list', { name: '별점별 후기 수' });
  expect(within(bars).getAllByRole('listitem')).toHaveLength(5);
  const score = Math.ceil(answer.statis!.review_score * 10) / 10;
  expect(screen.getByText(score.toFixed(1))).toBeInTheDocument();
  const list = screen.getByRole('list', { name: '후기 목록' });
  const first = within(list).getAllByRole('article')[0]!;
  expect(within(first).getByText('좋았던 점')).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: /도움돼요/ })).toBeInTheDocument();
});

it('loads the next page of reviews', async () => {
  // The class with the most reviews has more than one page of them.
  const busiest = (await fetchCategoryClasses({ category: 1, sortItem: 'review', limit: 1 }))
    .classList[0]!.class_id;
  expect((await fetchClassReviews(busiest)).total_page).toBeGreaterThan(1);
  renderAt(`/class/${busiest}/review`);
  const list = await screen.findByRole('list', { name: '후기 목록' });
  const before = within(list).getAllByRole('article').length;
  await userEvent.click(screen.getByRole('button', { name: '후기 더 보기' }));
  await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(before));
});

it('marks a review helpful at once and as the server records; a failure goes back with a message', async () => {
  const user = await signInLearner();
  renderAt(`/class/${CLASSES.drawing.id}/review`, user);
  const list = await screen.findByRole('list', { name: '후기 목록' });
  const card = within(list)
    .getAllByRole('article')
    .find((a) => !within(a).queryByText('김배움'))!;
  const button = within(card).getByRole('button', { name: /도움돼요/ });
  const pressed = button.getAttribute('aria-pressed') === 'true';
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-pressed', String(!pressed));
  // Settled: the server records it (the next tap is not swallowed as a repeat).
  await waitFor(async () => {
    const server = (await fetchClassReviews(CLASSES.drawing.id)).list!.find(
      (r) => `${r.user_name}님의 후기` === card.getAttribute('aria-label'),
    )!;
    expect(server.helpful_yn).toBe(pressed ? 'N' : 'Y');
  });
  // …and the client has settled that tap too (its onSettled runs right after the answer).
  await new Promise((r) => setTimeout(r, 50));

  clearToken();
  const shown = button.textContent;
  await userEvent.click(button);
  expect(
    await screen.findByText('도움돼요를 반영하지 못했어요. 잠시 후 다시 시도해 주세요.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(button.textContent).toBe(shown));
});

it('shows a clear state for an unknown class', async () => {
  renderAt(`/class/${CLASSES.missing.id}/review`);
  expect(await screen.findByText('클래스를 찾을 수 없어요')).toBeInTheDocument();
});

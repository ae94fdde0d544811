/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// A managed class's feedback against the reference API: access, the refusal of another coach's
// class, the distribution, the filters and the inline reply (success and failure).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anonymousUser,
  clearToken,
  fetchClassSummary,
  fetchStudioClassReviews,
  fetchStudioDashboard,
  fetchStudioFeedback,
  formatKstDate,
  getStore,
  modalStackAtom,
} from '@baeum/shared';
import { COACH, signIn, signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { renderAt } from '../testing/render';
import { CLASSES } from '@baeum/shared/testing/fixtures';

useReferenceApi();

/** The coach's class with the most unanswered reviews (there is one in the seed). */
async function busiestClass() {
  const { management_class } = await fetchStudioDashboard();
  return [...management_class].sort(
    (a, b) => b.no_reply_review_count - a.no_reply_review_count,
  )[0]!;
}

it("shows a managed class's totals, score distribution, trend and suggestions", async () => {
  const coach = await signIn(COACH);
  const managed = await busiestClass();
  const feedback = await fetchStudioFeedback(managed.class_id);
  renderAt(`/studio/class/${managed.class_id}`, coach);

  expect(
    await screen.findByRole('heading', { level: 1, name: managed.class_name }),
  ).toBeInTheDocument();
  const total = (label: string) =>
    screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(total('전체 후기')).toBe(`${feedback.review_count.toLocaleString('ko-KR')}개`);
  expect(total('답변 대기')).toBe(`${feedback.no_reply_review_count}개`);
  const five = feedback.score_distribution!.find((d) => d.score === 5)!;
  const percent = Math.round((five.count / feedback.review_count) * 100);
  expect(screen.getByRole('listitem', { name: `5점 ${five.count}개, ${percent}%` })).toBeVisible();
  // The trend's data as a table (the chart's canvas is hidden from screen readers): date, score.
  const trend = screen.getByRole('table', {
    name: `최근 후기 ${feedback.recent_scores!.length}개의 별점, 오래된 순`,
  });
  const first = feedback.recent_scores![0]!;
  expect(within(trend).getAllByRole('row')[1]).toHaveTextContent(
    `${formatKstDate(first.created_at)}${first.score}점`,
  );
  const suggestions = screen.getByRole('region', { name: '수강생이 바라는 점' });
  if (feedback.suggestions.length > 0) {
    expect(within(suggestions).getAllByText(feedback.suggestions[0]!.suggestions)[0]).toBeVisible();
  } else {
    expect(within(suggestions).getByText('아직 받은 제안이 없어요.')).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: '클래스 페이지 보기' })).toHaveAttribute(
    'href',
    `/class/${managed.class_id}`,
  );
});

it('filters the reviews and answers one inline: the reply shows at once and the count drops', async () => {
  const coach = await signIn(COACH);
  const managed = await busiestClass();
  const before = await fetchStudioClassReviews(managed.class_id, 'unanswered');
  expect(before.total_count).toBeGreaterThan(0);
  renderAt(`/studio/class/${managed.class_id}`, coach);

  const filters = await screen.findByRole('group', { name: '후기 필터' });
  await userEvent.click(within(filters).getByRole('button', { name: '답변 대기' }));
  expect(within(filters).getByRole('button', { name: '답변 대기' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const list = await screen.findByRole('list', {
    name: `답변 대기 후기 ${before.total_count}개`,
  });
  const first = within(list).getAllByRole('article')[0]!;
  await userEvent.type(within(first).getByRole('textbox'), '자세한 후기 고마워요!');
  await userEvent.click(within(first).getByRole('button', { name: '답변 등록' }));
  expect(await within(first).findByText('자세한 후기 고마워요!')).toBeInTheDocument();
  expect(within(first).getByText('내 답변')).toBeInTheDocument();
  expect(within(first).queryByRole('textbox')).not.toBeInTheDocument();
  await waitFor(async () =>
    expect((await fetchStudioClassReviews(managed.class_id, 'unanswered')).total_count).toBe(
      before.total_count - 1,
    ),
  );

  await userEvent.click(within(filters).getByRole('button', { name: '낮은 별점 (3점 이하)' }));
  const low = await fetchStudioClassReviews(managed.class_id, 'low');
  if (low.total_count > 0) {
    expect(
      await screen.findByRole('list', { name: `낮은 별점 (3점 이하) 후기 ${low.total_count}개` }),
    ).toBeInTheDocument();
  } else {
    expect(await screen.findByText('이 조건에 맞는 후기가 없어요')).toBeInTheDocument();
  }
});

it('takes a failed reply back with a message and keeps its text', async () => {
  const coach = await signIn(COACH);
  const managed = await busiestClass();
  renderAt(`/studio/class/${managed.class_id}?filter=unanswered`, coach);
  const list = await screen.findByRole('list', { name: /답변 대기 후기/ });
  const first = within(list).getAllByRole('article')[0]!;
  await userEvent.type(within(first).getByRole('textbox'), '전해지지 않을 답변');
  clearToken();
  await userEvent.click(within(first).getByRole('button', { name: '답변 등록' }));
  expect(
    await within(first).findByText('답변을 등록하지 못했어요. 작성한 내용은 그대로 있어요.'),
  ).toBeInTheDocument();
  expect(within(first).getByRole('textbox')).toHaveValue('전해지지 않을 답변');
  expect(within(first).queryByText('내 답변')).not.toBeInTheDocument();
});

it("refuses another coach's class with a clear message and shows none of its data", async () => {
  const coach = await signIn(COACH);
  const mine = new Set((await fetchStudioDashboard()).management_class.map((c) => c.class_id));
  let theirs = 1;
  while (mine.has(theirs)) theirs += 1;
  expect((await fetchClassSummary(theirs)).coach_id).not.toBe(coach.id);
  renderAt(`/studio/class/${theirs}`, coach);
  expect(await screen.findByText('내가 운영하는 클래스가 아니에요')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: '후기 필터' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '별점 분포' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '대시보드로 가기' })).toHaveAttribute('href', '/studio');
});

it('says a class that does not exist is not found, and so is a malformed id', async () => {
  const coach = await signIn(COACH);
  renderAt(`/studio/class/${CLASSES.missing.id}`, coach);
  expect(await screen.findByText('클래스를 찾을 수 없어요')).toBeInTheDocument();
});

it('is for coaches: a learner is offered the coach application; a visitor gets the Login modal', async () => {
  const learner = await signInLearner();
  renderAt(`/studio/class/${CLASSES.drawing.id}`, learner);
  expect(await screen.findByRole('link', { name: '코치 지원하기' })).toHaveAttribute(
    'href',
    '/coach/apply',
  );
  clearToken();
  cleanup();
  renderAt(`/studio/class/${CLASSES.drawing.id}`, { ...anonymousUser, isLoaded: true });
  expect(await screen.findByRole('link', { name: '로그인하기' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`/studio/class/${CLASSES.drawing.id}`)}`,
  );
  expect(
    getStore()
      .get(modalStackAtom)
      .map((m) => m.name),
  ).toContain('Login');
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// A class's learners against the reference API: the table (nickname, enrolled on, progress,
// last studied) as the server counts them, the nickname search and the pages.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStudioClasses, fetchStudioLearners, formatKstDate } from '@baeum/shared';
import { COACH, signIn, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { makeClass } from '../testing/studioKit';
import { renderAt } from '../testing/render';

useReferenceApi();

/** The coach's class with the most learners (the seed enrols the demo learners). */
async function busiest() {
  let best = { classId: 0, total: 0 };
  for (const c of await fetchStudioClasses()) {
    const { total_count } = await fetchStudioLearners(c.class_id);
    if (total_count > best.total) best = { classId: c.class_id, total: total_count };
  }
  return best;
}

it("lists a class's learners as the server counts them, and finds one by nickname", async () => {
  const coach = await signIn(COACH);
  const { classId, total } = await busiest();
  expect(total).toBeGreaterThan(0);
  const first = await fetchStudioLearners(classId);
  const learner = first.list[0]!;
  renderAt(`/studio/class/${classId}/learners`, coach);

  const table = await screen.findByRole('table', {
    name: `수강생 목록, ${total.toLocaleString('ko-KR')}명`,
  });
  const row = within(table).getByRole('row', { name: new RegExp(learner.nickname) });
  const cells = within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
  expect(cells[0]).toBe(formatKstDate(learner.enrolled_at));
  expect(cells[1]).toBe(`${learner.progress}% (${learner.done_lessons}/${first.lesson_cnt} 레슨)`);
  expect(cells[2]).toBe(
    learner.last_studied_at ? formatKstDate(learner.last_studied_at) : '아직 안 들음',
  );
  expect(screen.getByRole('link', { name: '수강생' })).toHaveAttribute('aria-current', 'page');

  await userEvent.type(screen.getByRole('searchbox', { name: '닉네임 검색' }), learner.nickname);
  await userEvent.click(screen.getByRole('button', { name: '검색' }));
  const found = await fetchStudioLearners(classId, learner.nickname);
  expect(
    await screen.findByRole('table', { name: `수강생 목록, ${found.total_count}명` }),
  ).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent(
    `/studio/class/${classId}/learners?q=${encodeURIComponent(learner.nickname)}`,
  );

  await userEvent.clear(screen.getByRole('searchbox', { name: '닉네임 검색' }));
  await userEvent.type(screen.getByRole('searchbox', { name: '닉네임 검색' }), '없는이름%_');
  await userEvent.click(screen.getByRole('button', { name: '검색' }));
  expect(await screen.findByText("'없는이름%_'에 맞는 수강생이 없어요.")).toBeInTheDocument();
});

it('says so when a class has no learner yet', async () => {
  const coach = await signIn(COACH);
  const item = await makeClass();
  renderAt(`/studio/class/${item.class_id}/learners`, coach);
  expect(await screen.findByText('아직 수강생이 없어요.')).toBeInTheDocument();
});

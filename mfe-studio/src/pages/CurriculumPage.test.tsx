/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The curriculum editor against the reference API: reorder by keyboard with the 위로/아래로
// buttons (focus stays on the moved row; the server keeps the order), across sections, sections
// themselves; add a section and lessons; the free-preview flag; the video lesson's media slot.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addStudioLesson, addStudioSection, fetchStudioCurriculum } from '@baeum/shared';
import { COACH, signIn, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { makeClass } from '../testing/studioKit';
import { renderAt } from '../testing/render';

useReferenceApi();

/** A class with two sections: 준비 (A, B, C) and 실전 (D). */
async function outlined() {
  const item = await makeClass();
  await addStudioSection(item.class_id, '준비');
  const { sections } = await addStudioSection(item.class_id, '실전');
  const [first, second] = sections;
  for (const title of ['A 도구', 'B 색', 'C 붓'])
    await addStudioLesson(item.class_id, { section_id: first!.section_id, title, kind: 'text' });
  await addStudioLesson(item.class_id, {
    section_id: second!.section_id,
    title: 'D 풍경',
    kind: 'video',
  });
  return item;
}

const titlesIn = (sectionName: string) =>
  within(screen.getByRole('list', { name: `${sectionName}의 레슨` }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));
const serverTitles = async (classId: number) =>
  (await fetchStudioCurriculum(classId)).sections.map((s) => s.lessons.map((l) => l.title));

it('moves a lesson with the keyboard: the order shows, is saved, and focus stays on the moved lesson', async () => {
  const coach = await signIn(COACH);
  const item = await outlined();
  renderAt(`/studio/class/${item.class_id}/curriculum`, coach);
  expect(await screen.findByRole('list', { name: '준비의 레슨' })).toBeVisible();
  expect(titlesIn('준비')).toEqual(['A 도구', 'B 색', 'C 붓']);

  const down = screen.getByRole('button', { name: 'A 도구 아래로' });
  down.focus();
  await userEvent.keyboard('{Enter}');
  expect(titlesIn('준비')).toEqual(['B 색', 'A 도구', 'C 붓']);
  expect(screen.getByRole('button', { name: 'A 도구 아래로' })).toHaveFocus();
  expect(screen.getByText('A 도구: 4개 중 2번째로 옮겼어요.')).toBeInTheDocument();
  await waitFor(async () =>
    expect(await serverTitles(item.class_id)).toEqual([['B 색', 'A 도구', 'C 붓'], ['D 풍경']]),
  );

  // Space works the same; past its section's end a lesson goes to the next section's start. Two
  // quick moves: the first's answer never undoes the second.
  await userEvent.keyboard(' ');
  await userEvent.keyboard(' ');
  expect(titlesIn('실전')).toEqual(['A 도구', 'D 풍경']);
  // The row is drawn anew in the other section: focus is put back on its button.
  expect(screen.getByRole('button', { name: 'A 도구 아래로' })).toHaveFocus();
  await waitFor(async () =>
    expect(await serverTitles(item.class_id)).toEqual([
      ['B 색', 'C 붓'],
      ['A 도구', 'D 풍경'],
    ]),
  );
  // At the very top nothing moves further up.
  const up = screen.getByRole('button', { name: 'B 색 위로' });
  expect(up).toBeDisabled();
});

it('moves a section with the 위로 button, keeping its lessons', async () => {
  const coach = await signIn(COACH);
  const item = await outlined();
  renderAt(`/studio/class/${item.class_id}/curriculum`, coach);
  await userEvent.click(await screen.findByRole('button', { name: '섹션 2. 실전 위로' }));
  const sections = within(screen.getByRole('list', { name: '커리큘럼' })).getAllByRole('listitem', {
    name: /^섹션/,
  });
  expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual([
    '섹션 1. 실전',
    '섹션 2. 준비',
  ]);
  await waitFor(async () =>
    expect(await serverTitles(item.class_id)).toEqual([['D 풍경'], ['A 도구', 'B 색', 'C 붓']]),
  );
});

it('adds a section and lessons, sets the free-preview flag, and shows a video lesson its media slot', async () => {
  const coach = await signIn(COACH);
  const item = await makeClass();
  renderAt(`/studio/class/${item.class_id}/curriculum`, coach);
  await userEvent.type(await screen.findByRole('textbox', { name: '섹션 제목' }), '첫 주');
  await userEvent.click(screen.getByRole('button', { name: '섹션 추가' }));
  await userEvent.type(
    await screen.findByRole('textbox', { name: '레슨 제목 (첫 주)' }),
    '인사 영상',
  );
  await userEvent.click(screen.getByRole('button', { name: '레슨 추가' }));
  const video = await screen.findByRole('listitem', { name: '인사 영상' });
  expect(within(video).getByText('영상 없음')).toBeVisible();
  expect(video.querySelector('[data-slot="lesson-media"]')).not.toBeNull();

  await userEvent.type(screen.getByRole('textbox', { name: '레슨 제목 (첫 주)' }), '읽을거리');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '레슨 종류' }), '글');
  await userEvent.click(screen.getByRole('button', { name: '레슨 추가' }));
  const text = await screen.findByRole('listitem', { name: '읽을거리' });
  expect(within(text).queryByText('영상 없음')).not.toBeInTheDocument();
  expect(await screen.findByText('레슨 2개')).toBeInTheDocument();

  await userEvent.click(within(video).getByRole('checkbox', { name: '무료 미리보기' }));
  await waitFor(async () =>
    expect((await fetchStudioCurriculum(item.class_id)).sections[0]!.lessons[0]!.free_preview).toBe(
      true,
    ),
  );

  // Notes through the lesson's details.
  await userEvent.click(within(text).getByRole('button', { name: '읽을거리 편집' }));
  await userEvent.type(
    within(text).getByRole('textbox', { name: /^레슨 노트/ }),
    '첫 줄{enter}둘째 줄',
  );
  await userEvent.click(within(text).getByRole('button', { name: '레슨 저장' }));
  await waitFor(async () =>
    expect((await fetchStudioCurriculum(item.class_id)).sections[0]!.lessons[1]!.notes).toBe(
      '첫 줄\n둘째 줄',
    ),
  );
});

it('takes a refused order back and loads the outline again when it changed elsewhere (409)', async () => {
  const coach = await signIn(COACH);
  const item = await outlined();
  renderAt(`/studio/class/${item.class_id}/curriculum`, coach);
  expect(await screen.findByRole('list', { name: '준비의 레슨' })).toBeVisible();
  // Another tab adds a lesson: this editor's outline is stale.
  const { sections } = await fetchStudioCurriculum(item.class_id);
  await addStudioLesson(item.class_id, {
    section_id: sections[1]!.section_id,
    title: 'E 밤',
    kind: 'text',
  });
  await userEvent.click(screen.getByRole('button', { name: 'A 도구 아래로' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('다른 곳에서 커리큘럼이 바뀌었어요');
  expect(await screen.findByRole('listitem', { name: 'E 밤' })).toBeInTheDocument();
  expect(titlesIn('준비')).toEqual(['A 도구', 'B 색', 'C 붓']);
  // The server's order is what it was.
  expect(await serverTitles(item.class_id)).toEqual([
    ['A 도구', 'B 색', 'C 붓'],
    ['D 풍경', 'E 밤'],
  ]);
});

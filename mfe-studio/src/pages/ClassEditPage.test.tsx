/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The class editor against the reference API: a new class with the live preview, the shared
// rules, the draft → 공개 → 판매 종료 states, an edit that sends what changed, another coach's class.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addStudioLesson,
  addStudioSection,
  fetchClassSummary,
  fetchStudioClass,
  fetchStudioClasses,
} from '@baeum/shared';
import { COACH, signIn, signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { firstCategory, makeClass } from '../testing/studioKit';
import { renderAt } from '../testing/render';

useReferenceApi();

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

it('creates a draft class: the preview follows the typing, and the curriculum opens next', async () => {
  const coach = await signIn(COACH);
  const { category, sub } = await firstCategory();
  renderAt('/studio/classes/new', coach);
  expect(await screen.findByRole('heading', { level: 1, name: '새 클래스 만들기' })).toBeVisible();

  await userEvent.type(field('클래스 제목'), '짧음');
  await userEvent.click(screen.getByRole('button', { name: '만들고 커리큘럼 짜기' }));
  expect(screen.getByRole('alert')).toHaveTextContent('입력 내용을 확인해 주세요.');
  expect(screen.getByText('제목은 5~60자, 한 줄로 입력해 주세요.')).toBeInTheDocument();
  expect(field('클래스 제목')).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(field('클래스 제목'), ' 수채화 첫걸음');
  await userEvent.type(field('한 줄 소개'), '물감 세 가지로 시작해요');
  await userEvent.type(field('클래스 소개'), '<b>굵게</b>{enter}둘째 줄');
  const preview = screen.getByRole('region', { name: '미리보기' });
  // The card: title, and 월 x원 from price, discount (down to 100 won), as the API computes it.
  await userEvent.type(field(/월 가격/.source), '33333');
  await userEvent.clear(field(/할인율/.source));
  await userEvent.type(field(/할인율/.source), '10');
  const card = within(preview).getByRole('article');
  expect(within(card).getByRole('heading', { name: '짧음 수채화 첫걸음' })).toBeVisible();
  expect(within(card).getByText('월 29,900원')).toBeVisible();
  // The detail header: the summary, and the description as text (never HTML).
  const header = within(preview).getByTestId('detail-header-preview');
  expect(within(header).getByText('물감 세 가지로 시작해요')).toBeVisible();
  expect(header.querySelector('b')).toBeNull();
  expect(header).toHaveTextContent('<b>굵게</b>');
  expect(header).toHaveTextContent('5개월 할부');

  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: '카테고리' }),
    String(category.category),
  );
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: '세부 카테고리' }),
    await screen.findByRole('option', { name: sub.sub_category_name }),
  );
  expect(header).toHaveTextContent(`${category.category_name} · ${sub.sub_category_name}`);
  await userEvent.click(screen.getByRole('button', { name: '만들고 커리큘럼 짜기' }));

  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/studio\/class\/\d+\/curriculum$/),
  );
  const created = (await fetchStudioClasses()).find((c) => c.title === '짧음 수채화 첫걸음')!;
  expect(created).toMatchObject({
    status: 'draft',
    price: 33333,
    discount: 10,
    months: 5,
    description: '<b>굵게</b>\n둘째 줄',
    sub_category: sub.sub_category,
  });
  expect(await screen.findByText('아직 섹션이 없어요. 첫 섹션을 만들어 보세요.')).toBeVisible();
  expect(screen.getByText('임시 저장')).toBeInTheDocument();
});

it('clears an error the moment its field becomes valid, and a failed save focuses the first field to fix', async () => {
  const coach = await signIn(COACH);
  renderAt('/studio/classes/new', coach);
  expect(await screen.findByRole('heading', { level: 1, name: '새 클래스 만들기' })).toBeVisible();

  // Leaving a field checks it; fixing it clears the message while typing, not at the next save.
  await userEvent.type(field('클래스 제목'), '짧음');
  await userEvent.tab();
  expect(screen.getByText('제목은 5~60자, 한 줄로 입력해 주세요.')).toBeInTheDocument();
  await userEvent.type(field('클래스 제목'), ' 수채화 첫걸음');
  expect(screen.queryByText('제목은 5~60자, 한 줄로 입력해 주세요.')).not.toBeInTheDocument();
  expect(field('클래스 제목')).not.toHaveAttribute('aria-invalid');

  // A failed save: the first field to fix has the focus (here the category, the title is fine).
  await userEvent.click(screen.getByRole('button', { name: '만들고 커리큘럼 짜기' }));
  expect(screen.getByRole('alert')).toHaveTextContent('입력 내용을 확인해 주세요.');
  const first = document.querySelector('[aria-invalid="true"]');
  expect(first).not.toBeNull();
  expect(first).toHaveFocus();
  // After a failed save every field is checked as it changes: a fixed one clears at once.
  const price = field(/월 가격/.source);
  await userEvent.clear(price);
  await userEvent.type(price, 'abc');
  expect(price).toHaveAttribute('aria-invalid', 'true');
  await userEvent.clear(price);
  await userEvent.type(price, '30000');
  expect(price).not.toHaveAttribute('aria-invalid');
});

it('edits only what changed, and moves the class through 공개 and 판매 종료', async () => {
  const coach = await signIn(COACH);
  const item = await makeClass();
  const [section] = (await addStudioSection(item.class_id, '시작')).sections;
  await addStudioLesson(item.class_id, {
    section_id: section!.section_id,
    title: '인사',
    kind: 'text',
  });
  renderAt(`/studio/class/${item.class_id}/edit`, coach);

  const summary = await screen.findByRole('textbox', { name: /^한 줄 소개/ });
  expect(summary).toHaveValue('한 줄 소개');
  await userEvent.clear(summary);
  await userEvent.type(summary, '바뀐 소개');
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('저장했어요.')).toBeInTheDocument();
  const saved = await fetchStudioClass(item.class_id);
  expect(saved.summary).toBe('바뀐 소개');
  expect(saved.title).toBe(item.title);

  // 미리보기 while a draft; then 공개하기.
  expect(screen.getByRole('link', { name: '미리보기' })).toHaveAttribute(
    'href',
    `/class/${item.class_id}`,
  );
  await userEvent.click(screen.getByRole('button', { name: '공개하기' }));
  expect(await screen.findByText('클래스를 공개했어요.')).toBeInTheDocument();
  expect(await screen.findByText('공개 중')).toBeInTheDocument();
  expect((await fetchClassSummary(item.class_id)).open_flag).toBe('Y');

  // 판매 종료하기 asks first.
  await userEvent.click(screen.getByRole('button', { name: '판매 종료하기' }));
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: '판매 종료하기' }));
  expect(await screen.findByText('판매를 종료했어요.')).toBeInTheDocument();
  expect((await fetchStudioClass(item.class_id)).status).toBe('closed');
  expect(await screen.findByRole('button', { name: '다시 공개하기' })).toBeVisible();
});

it("says what is missing when a draft cannot be published yet (the server's reason)", async () => {
  const coach = await signIn(COACH);
  const item = await makeClass();
  renderAt(`/studio/class/${item.class_id}/edit`, coach);
  await userEvent.click(await screen.findByRole('button', { name: '공개하기' }));
  expect(await screen.findByText(/공개하려면 .*채워주세요/)).toBeInTheDocument();
  expect((await fetchStudioClass(item.class_id)).status).toBe('draft');
});

it("refuses another coach's class and a learner, showing none of its fields", async () => {
  const coach = await signIn(COACH);
  const mine = new Set((await fetchStudioClasses()).map((c) => c.class_id));
  let theirs = 1;
  while (mine.has(theirs)) theirs += 1;
  renderAt(`/studio/class/${theirs}/edit`, coach);
  expect(await screen.findByText('내가 운영하는 클래스가 아니에요')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

  const learner = await signInLearner();
  renderAt('/studio/classes/new', learner);
  expect(await screen.findByRole('link', { name: '코치 지원하기' })).toBeInTheDocument();
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { screen, within, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Not a React hook (it registers jest's beforeAll/afterAll); renamed so the hooks lint agrees.
import { deferred, useTestServer as withTestServer } from '@baeum/shared/testing/setup';
import type { Reply } from '@baeum/shared/testing/server';
import { dataMiningAtom, getStore } from '@baeum/shared';
import type { ClassSummary, CurriculumItem } from '@baeum/shared';
import { renderAt } from '../testing/render';

const server = withTestServer();
// Real sockets on a shared CI machine: the first answer of a file can take over a second.
configure({ asyncUtilTimeout: 5000 });

const lesson = (
  seq: number,
  title: string,
  fields: Partial<CurriculumItem> = {},
): CurriculumItem => ({
  curriculum_id: seq,
  chapter: 1,
  chapter_title: '',
  seq,
  title,
  duration_sec: 0,
  duration: '0:00',
  ...fields,
});

const summary = (fields: Partial<ClassSummary> = {}): ClassSummary => ({
  class_id: 7,
  class_name: '왕초보 수채화 클래스',
  class_photo: '/images/class/7.svg',
  coach_id: 3,
  coach_name: '이코치',
  coach_photo: '/images/coach/3.svg',
  curriculum_cnt: 3,
  payment_info_data1: 30,
  payment: 12300,
  original_price: 17500,
  months: 5,
  review_score: 4.41,
  signup_cnt: 1234,
  class_intro: '물감 고르는 법부터\n첫 작품까지',
  summary: '하루 20분, 물감 번지기부터 풍경화까지',
  category_name: '드로잉',
  sub_category_name: '수채화',
  curriculum: [
    lesson(1, '준비물과 물감 다루기'),
    lesson(2, '번지기와 그라데이션'),
    lesson(3, '<i>첫 작품</i> 완성하기'),
  ],
  ...fields,
});
const ok = (data: unknown): Reply => ({ body: { code: 200, data } });
const failure: Reply = { status: 500, body: { code: 500, message: '서버 오류' } };

it('shows the class: cover, title, coach with badge, rating rounded up, signups, discount and monthly price', async () => {
  server().on('GET', '/class-summary', ok(summary()));
  renderAt('/class/7');

  expect(
    await screen.findByRole('heading', { level: 1, name: '왕초보 수채화 클래스' }),
  ).toBeInTheDocument();
  expect(server().requests[0]?.query.get('class_id')).toBe('7');
  expect(document.title).toContain('왕초보 수채화 클래스');
  expect(screen.getByRole('img', { name: '왕초보 수채화 클래스 대표 이미지' })).toBeInTheDocument();

  const coach = screen.getByRole('link', { name: /이코치 코치 프로필 보기$/ });
  expect(coach).toHaveAttribute('href', '/user/3');
  expect(within(coach).getByRole('img', { name: '코치' })).toBeInTheDocument();

  // Spec §5: 4.41 is rounded up to 4.5.
  expect(screen.getByRole('img', { name: '별점 4.5점' })).toBeInTheDocument();
  expect(screen.getByText('1,234명 수강 중')).toBeInTheDocument();
  expect(screen.getByText('드로잉 · 수채화')).toBeInTheDocument();
  expect(screen.getByText('하루 20분, 물감 번지기부터 풍경화까지')).toBeInTheDocument();
  expect(screen.getByText('온라인 강의 3강')).toBeInTheDocument();
  expect(screen.getByText('30%')).toBeInTheDocument();
  expect(screen.getByText('월 12,300원')).toBeInTheDocument();
  expect(screen.getByText('월 17,500원').tagName).toBe('DEL');
  expect(screen.getByText('5개월 할부 기준')).toBeInTheDocument();
});

it('writes the class into the tracking record once it has loaded (spec section 3)', async () => {
  server().on('GET', '/class-summary', ok(summary()));
  renderAt('/class/7');
  await screen.findByRole('heading', { level: 1, name: '왕초보 수채화 클래스' });
  expect(getStore().get(dataMiningAtom).record.classInfo).toEqual({
    class: [{ class_id: 7, class_name: '왕초보 수채화 클래스' }],
  });
});

it('lists the curriculum in order, as text', async () => {
  server().on('GET', '/class-summary', ok(summary()));
  renderAt('/class/7');

  const list = await screen.findByRole('list', { name: '커리큘럼 목록' });
  const lessons = within(list).getAllByRole('listitem');
  expect(lessons.map((li) => li.textContent)).toEqual([
    '011강 준비물과 물감 다루기',
    '022강 번지기와 그라데이션',
    '033강 <i>첫 작품</i> 완성하기',
  ]);
  expect(list.querySelector('i')).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: '커리큘럼' })).toBeInTheDocument();
  expect(screen.getByText('총 3강')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: '클래스 소개' })).toBeInTheDocument();
});

it("groups the curriculum into chapters and shows each lesson's length", async () => {
  server().on(
    'GET',
    '/class-summary',
    ok(
      summary({
        curriculum: [
          lesson(1, '준비물', { chapter_title: '시작하기', duration_sec: 754 }),
          lesson(2, '물 조절', { chapter_title: '시작하기', duration_sec: 3723 }),
          lesson(3, '풍경화', { chapter: 2, chapter_title: '작품 만들기', duration_sec: 600 }),
        ],
      }),
    ),
  );
  renderAt('/class/7');

  expect(await screen.findByRole('heading', { level: 3, name: '시작하기' })).toBeInTheDocument();
  const first = screen.getByRole('list', { name: '시작하기' });
  expect(
    within(first)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['011강 준비물재생 시간 12:34', '022강 물 조절재생 시간 1:02:03']);
  // Lessons are numbered across chapters.
  const second = screen.getByRole('list', { name: '작품 만들기' });
  expect(within(second).getByRole('listitem')).toHaveTextContent('033강 풍경화재생 시간 10:00');
});

it('reads the other wire names of price and rating, and hides a missing discount', async () => {
  server().on(
    'GET',
    '/class-summary',
    ok(
      summary({
        payment_info_data1: undefined,
        original_price: undefined,
        payment: undefined,
        review_score: undefined,
        payment_price: '9900',
        class_star_avg: '4.0',
        curriculum: [],
      }),
    ),
  );
  renderAt('/class/7');
  expect(await screen.findByText('월 9,900원')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '별점 4.0점' })).toBeInTheDocument();
  expect(screen.queryByText('할인율')).not.toBeInTheDocument();
  expect(screen.queryByText('할인 전 가격')).not.toBeInTheDocument();
  expect(screen.getByText('커리큘럼이 곧 공개될 예정이에요.')).toBeInTheDocument();
});

it('shows the page shape while the class loads', async () => {
  const answer = deferred<Reply>();
  server().on('GET', '/class-summary', () => answer.promise);
  renderAt('/class/7');
  expect(screen.getByRole('status', { name: '클래스 정보를 불러오는 중' })).toBeInTheDocument();
  answer.resolve(ok(summary()));
  expect(
    await screen.findByRole('heading', { level: 1, name: '왕초보 수채화 클래스' }),
  ).toBeInTheDocument();
  expect(
    screen.queryByRole('status', { name: '클래스 정보를 불러오는 중' }),
  ).not.toBeInTheDocument();
});

it('shows a Korean 404 for an unknown class id', async () => {
  server().on('GET', '/class-summary', {
    status: 404,
    body: { code: 404, message: '클래스가 없습니다' },
  });
  renderAt('/class/999');
  expect(
    await screen.findByRole('heading', { level: 1, name: '클래스를 찾을 수 없어요' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '다른 클래스 둘러보기' })).toHaveAttribute('href', '/');
});

it('does not ask the server about an id that cannot be a class', () => {
  renderAt('/class/abc');
  expect(
    screen.getByRole('heading', { level: 1, name: '클래스를 찾을 수 없어요' }),
  ).toBeInTheDocument();
  expect(server().requests).toHaveLength(0);
});

it('shows a Korean error, and 다시 시도 recovers', async () => {
  server().on('GET', '/class-summary', failure);
  renderAt('/class/7');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('클래스 정보를 불러오지 못했어요')).toBeInTheDocument();

  server().on('GET', '/class-summary', ok(summary()));
  await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: '왕초보 수채화 클래스' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The learners' pages (the seed has fewer than 20 learners a class, so a test server answers
// with 45): 이전/다음, the page in the URL, the next page's rows.
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Not a React hook (it registers jest's beforeAll/afterAll); renamed so the hooks lint agrees.
import { useTestServer as withTestServer } from '@baeum/shared/testing/setup';
import { anonymousUser } from '@baeum/shared';
import { renderAt } from '../testing/render';

const server = withTestServer();
configure({ asyncUtilTimeout: 5000 });

const coach = { ...anonymousUser, id: 22, name: '이코치', isCoach: true, isLoaded: true };
const item = {
  class_id: 7,
  title: '수채화 첫걸음',
  status: 'published',
  curriculum_cnt: 4,
  preview_link: '/class/7',
};
const learner = (n: number) => ({
  user_id: n,
  nickname: `수강생${n}`,
  user_photo: '',
  enrolled_at: '2026-05-01T03:00:00.000Z',
  progress: 50,
  done_lessons: 2,
  last_studied_at: null,
});

it('moves between pages of 20 learners', async () => {
  server().on('GET', '/new/studio/classes/7', { body: { code: 200, data: item } });
  server().on('GET', '/new/studio/classes/7/learners', (req) => {
    const page = Number(req.query.get('page'));
    const from = (page - 1) * 20 + 1;
    const count = Math.min(20, 45 - from + 1);
    return {
      body: {
        code: 200,
        data: {
          class_id: 7,
          class_name: item.title,
          lesson_cnt: 4,
          q: '',
          list: Array.from({ length: count }, (_, i) => learner(from + i)),
          page,
          total_page: 3,
          total_count: 45,
        },
      },
    };
  });
  renderAt('/studio/class/7/learners', coach);
  const pages = await screen.findByRole('navigation', { name: '수강생 목록 페이지' });
  expect(within(pages).getByText('1 / 3 페이지')).toBeInTheDocument();
  expect(within(pages).getByRole('button', { name: '이전' })).toBeDisabled();
  expect(screen.getAllByRole('row')).toHaveLength(21);
  await userEvent.click(within(pages).getByRole('button', { name: '다음' }));
  expect(await screen.findByRole('row', { name: /수강생21/ })).toBeVisible();
  expect(within(pages).getByText('2 / 3 페이지')).toBeInTheDocument();
  await userEvent.click(within(pages).getByRole('button', { name: '다음' }));
  expect(await screen.findByRole('row', { name: /수강생45/ })).toBeVisible();
  expect(screen.getAllByRole('row')).toHaveLength(6);
  expect(within(pages).getByRole('button', { name: '다음' })).toBeDisabled();
  expect(
    server()
      .calls('GET', '/new/studio/classes/7/learners')
      .map((r) => r.query.get('page')),
  ).toEqual(['1', '2', '3']);
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { act, screen, within, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Not a React hook (it registers jest's beforeAll/afterAll); renamed so the hooks lint agrees.
import { deferred, useTestServer as withTestServer } from '@baeum/shared/testing/setup';
import type { Reply } from '@baeum/shared/testing/server';
import { anonymousUser, unloadedUser, userAtom } from '@baeum/shared';
import type { ManagedClass, StudioDashboardWire, UserInfo } from '@baeum/shared';
import { renderAt } from '../testing/render';

const server = withTestServer();
// Real sockets on a shared CI machine: the first answer of a file can take over a second.
configure({ asyncUtilTimeout: 5000 });

const learner: UserInfo = { ...anonymousUser, id: 11, name: '김배움', isCoach: false };
const coach: UserInfo = { ...anonymousUser, id: 22, name: '이코치', isCoach: true };

const managed = (class_id: number, fields: Partial<ManagedClass> = {}): ManagedClass => ({
  class_id,
  class_name: `클래스 ${class_id}`,
  class_photo: '',
  coach_id: 22,
  coach_name: '이코치',
  coach_photo: '',
  curriculum_cnt: 8,
  signup_cnt: 100,
  payment: 19900,
  review_score: 4.5,
  no_reply_review_count: 0,
  suggestions_count: 0,
  ...fields,
});
const dashboard = (
  management_class: ManagedClass[],
  summary?: StudioDashboardWire['summary'],
): Reply => ({
  body: {
    code: 200,
    data: {
      management_class,
      summary,
      user_info: { user_id: 22, user_name: '이코치', user_photo: '' },
    },
  },
});
// Each total is a term (dt) followed by its definition (dd).
const total = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const failure: Reply = { status: 500, body: { code: 500, message: '서버 오류' } };

describe('who may enter', () => {
  it('asks an anonymous visitor to sign in, and comes back to the studio after', () => {
    renderAt('/studio', anonymousUser);
    expect(
      screen.getByRole('heading', { level: 1, name: '로그인이 필요해요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하기' })).toHaveAttribute(
      'href',
      '/login?next=%2Fstudio',
    );
    expect(server().requests).toHaveLength(0);
  });

  it('tells a learner the studio is for coaches and links to the coach application', () => {
    renderAt('/studio', learner);
    expect(
      screen.getByRole('heading', { level: 1, name: '코치 전용 공간이에요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '코치 지원하기' })).toHaveAttribute(
      'href',
      '/coach/apply',
    );
    expect(server().requests).toHaveLength(0);
  });

  it('waits for the user to load before deciding', () => {
    const { store } = renderAt('/studio', unloadedUser);
    expect(screen.getByRole('status', { name: '로그인 정보를 확인하는 중' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    act(() => store.set(userAtom, anonymousUser));
    expect(
      screen.getByRole('heading', { level: 1, name: '로그인이 필요해요' }),
    ).toBeInTheDocument();
  });

  it('follows the server when it says the user is not a coach (403)', async () => {
    server().on('GET', '/studio/dashboard', {
      status: 403,
      body: { code: 403, message: '코치가 아닙니다' },
    });
    renderAt('/studio', coach);
    expect(
      await screen.findByRole('heading', { level: 1, name: '코치 전용 공간이에요' }),
    ).toBeInTheDocument();
  });

  it('follows the server when the session is gone (470)', async () => {
    server().on('GET', '/studio/dashboard', {
      status: 470,
      body: { code: 470, message: '세션 만료' },
    });
    renderAt('/studio', coach);
    expect(
      await screen.findByRole('heading', { level: 1, name: '로그인이 필요해요' }),
    ).toBeInTheDocument();
  });
});

describe('the coach dashboard', () => {
  it('shows the coach, the six totals and the managed classes, unanswered first', async () => {
    server().on(
      'GET',
      '/studio/dashboard',
      dashboard([
        managed(1, {
          class_name: '왕초보 수채화',
          signup_cnt: 1200,
          review_score: 4.41,
          review_cnt: 30,
          no_reply_review_count: 1,
          suggestions_count: 4,
          status: 'published',
        }),
        managed(2, {
          class_name: '드로잉 기초',
          signup_cnt: 34,
          review_score: 0,
          no_reply_review_count: 2,
        }),
        managed(3, { class_name: '캘리그라피', signup_cnt: 0, review_score: 0, status: 'draft' }),
      ]),
    );
    renderAt('/studio', coach);

    expect(
      screen.getByRole('heading', { level: 1, name: '이코치 코치님의 스튜디오' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '관리 중인 클래스 목록' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      '드로잉 기초',
      '왕초보 수채화',
      '캘리그라피',
    ]);
    expect(
      within(cards[1]!).getByRole('link', { name: '왕초보 수채화 피드백 보기' }),
    ).toHaveAttribute('href', '/studio/class/1');
    expect(within(cards[1]!).getByText('답변 대기 1')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('바라는 점 4')).toBeInTheDocument();
    // Each card says where the class stands.
    expect(within(cards[1]!).getByText('공개 중')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('임시 저장')).toBeInTheDocument();

    expect(total('운영 클래스')).toBe('3개');
    expect(total('누적 수강생')).toBe('1,234명');
    // Only rated classes count; 4.41 is rounded up to 4.5 (spec §5).
    expect(total('평균 별점')).toBe('4.5');
    expect(total('누적 후기')).toBe('30개');
    expect(total('답변 대기 리뷰')).toBe('3개');
    expect(total('바라는 점')).toBe('4개');
  });

  it('prefers the totals the server computed', async () => {
    server().on(
      'GET',
      '/studio/dashboard',
      dashboard([managed(1), managed(2)], {
        class_cnt: 2,
        signup_cnt: 5000,
        review_cnt: 40,
        review_score: 4.21,
        no_reply_review_count: 7,
      }),
    );
    renderAt('/studio', coach);
    await screen.findByRole('list', { name: '관리 중인 클래스 목록' });
    expect(total('누적 수강생')).toBe('5,000명');
    expect(total('평균 별점')).toBe('4.3');
    expect(total('답변 대기 리뷰')).toBe('7개');
  });

  it("opens a class's feedback inside the studio when a card is clicked", async () => {
    server().on(
      'GET',
      '/studio/dashboard',
      dashboard([managed(5, { class_name: '캘리그라피 입문' })]),
    );
    server().on('GET', '/studio/feedback/5', failure);
    server().on('GET', '/studio/class/5/reviews', failure);
    renderAt('/studio', coach);
    await userEvent.click(await screen.findByRole('link', { name: '캘리그라피 입문 피드백 보기' }));
    expect(await screen.findByText('클래스 피드백을 불러오지 못했어요')).toBeInTheDocument();
  });

  it('offers 새 클래스 만들기 and, on each class, its edit, curriculum and learners; the tab is marked', async () => {
    server().on(
      'GET',
      '/studio/dashboard',
      dashboard([managed(5, { class_name: '캘리그라피 입문' })]),
    );
    renderAt('/studio', coach);
    expect(await screen.findByRole('link', { name: '새 클래스 만들기' })).toHaveAttribute(
      'href',
      '/studio/classes/new',
    );
    expect(await screen.findByRole('link', { name: '캘리그라피 입문 정보 수정' })).toHaveAttribute(
      'href',
      '/studio/class/5/edit',
    );
    expect(screen.getByRole('link', { name: '캘리그라피 입문 커리큘럼' })).toHaveAttribute(
      'href',
      '/studio/class/5/curriculum',
    );
    expect(screen.getByRole('link', { name: '캘리그라피 입문 수강생' })).toHaveAttribute(
      'href',
      '/studio/class/5/learners',
    );
    const nav = screen.getByRole('navigation', { name: '스튜디오 메뉴' });
    expect(within(nav).getByRole('link', { name: '대시보드' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: '판매' })).not.toHaveAttribute('aria-current');
  });

  it('shows blank cards while the dashboard loads', async () => {
    const answer = deferred<Reply>();
    server().on('GET', '/studio/dashboard', () => answer.promise);
    renderAt('/studio', coach);
    expect(await screen.findByRole('list', { name: '클래스를 불러오는 중' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answer.resolve(dashboard([managed(1)]));
    expect(await screen.findByRole('list', { name: '관리 중인 클래스 목록' })).toBeInTheDocument();
  });

  it('says so when the coach manages no class yet', async () => {
    server().on('GET', '/studio/dashboard', dashboard([]));
    renderAt('/studio', coach);
    expect(await screen.findByText('아직 관리 중인 클래스가 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a Korean error, and 다시 시도 recovers', async () => {
    server().on('GET', '/studio/dashboard', failure);
    renderAt('/studio', coach);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('대시보드를 불러오지 못했어요')).toBeInTheDocument();

    server().on('GET', '/studio/dashboard', dashboard([managed(1)]));
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('list', { name: '관리 중인 클래스 목록' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

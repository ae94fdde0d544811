/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// /my: the registered and managed classes, and the company block of the business server.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  checkBizUser,
  configure,
  fetchCompany,
  fetchUserData,
  getQueryClient,
} from '@baeum/shared';
import {
  COACH,
  referenceApiUrl,
  signIn,
  signInLearner,
  useReferenceApi,
} from '@baeum/shared/testing/referenceApi';
import { registerFreshMember, storeWith } from '../testing/members';
import { renderApp } from '../testing/renderApp';

useReferenceApi();

async function userData() {
  const result = await fetchUserData();
  if (result.status !== 'ok') throw new Error(result.status);
  return result.data;
}

const headings = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('/my classes', () => {
  it("shows a learner's registered classes, four first and the rest on 모두 보기", async () => {
    const user = await signInLearner();
    const { registered = [] } = await userData();
    expect(registered.length).toBeGreaterThan(4);
    renderApp('/my', storeWith(user));

    const list = await screen.findByRole('list', { name: '수강 중인 클래스' });
    expect(headings(list)).toEqual(registered.slice(0, 4).map((c) => c.class_name));
    // A class one takes opens its classroom, and shows the classroom's progress, not a price.
    expect(
      within(list).getAllByRole('link', { name: registered[0]!.class_name })[0],
    ).toHaveAttribute('href', `/class/lecture/${registered[0]!.class_id}`);
    const first = within(list).getAllByRole('article')[0]!;
    expect(first).toHaveTextContent(`진도 ${registered[0]!.progress ?? 0}%`);
    expect(first).not.toHaveTextContent('원');
    const more = screen.getByRole('button', {
      name: `수강 중인 클래스 ${registered.length}개 모두 보기`,
    });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(headings(list)).toEqual(registered.map((c) => c.class_name));
    expect(screen.getByRole('button', { name: '수강 중인 클래스 접기' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // A learner runs no classes.
    expect(screen.queryByRole('heading', { name: '운영 중인 클래스' })).toBeNull();
  });

  it("shows a coach's managed classes with the way to the studio", async () => {
    const coach = await signIn(COACH);
    const { management = [], registered = [] } = await userData();
    expect(management.length).toBeGreaterThan(0);
    renderApp('/my', storeWith(coach));

    const list = await screen.findByRole('list', { name: '운영 중인 클래스' });
    expect(headings(list)).toEqual(management.slice(0, 4).map((c) => c.class_name));
    expect(screen.getByRole('link', { name: '스튜디오로 가기' })).toHaveAttribute(
      'href',
      '/studio',
    );
    if (registered.length === 0)
      expect(screen.queryByRole('heading', { name: '수강 중인 클래스' })).toBeNull();
  });

  it('tells a new member they take no class yet, with a way to browse', async () => {
    const { user } = await registerFreshMember();
    renderApp('/my', storeWith(user));
    expect(await screen.findByText('아직 수강 중인 클래스가 없어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '클래스 둘러보기' })).toHaveAttribute('href', '/');
  });
});

describe('/my company block', () => {
  it('shows the company and its compulsory classes, each marked taken or not', async () => {
    const user = await signInLearner();
    const check = await checkBizUser(user.id!);
    expect(check.biz_yn).toBe('Y');
    const company = await fetchCompany(user.id!);
    renderApp('/my', storeWith(user));

    const heading = await screen.findByRole('heading', {
      name: `${check.company_name} 필수 클래스`,
    });
    const section = heading.closest('section')!;
    const enrolled = new Set(company.enrolled.map((c) => c.class_id));
    expect(
      within(section).getByText(
        `회사에서 정한 필수 클래스 ${company.compulsory.length}개 중 ${enrolled.size}개를 수강하고 있어요`,
      ),
    ).toBeInTheDocument();
    const rows = within(
      within(section).getByRole('list', { name: '필수 클래스 목록' }),
    ).getAllByRole('link');
    expect(rows).toHaveLength(company.compulsory.length);
    company.compulsory.forEach((item, i) => {
      expect(rows[i]).toHaveAttribute('href', `/class/${item.class_id}`);
      expect(rows[i]).toHaveTextContent(item.class_name);
      expect(rows[i]).toHaveTextContent(enrolled.has(item.class_id) ? '수강 중' : '수강 전');
    });
  });

  it('shows nothing for a member the business server does not know as a company learner', async () => {
    const { user } = await registerFreshMember();
    expect((await checkBizUser(user.id!)).biz_yn).toBe('N');
    renderApp('/my', storeWith(user));
    await waitFor(() =>
      expect(getQueryClient().getQueryState(['account', user.id, 'company'])?.status).toBe(
        'success',
      ),
    );
    expect(screen.queryByRole('heading', { name: /필수 클래스$/ })).toBeNull();
    expect(
      screen.getByRole('heading', { level: 1, name: /^새내기\d+님, 안녕하세요$/ }),
    ).toBeVisible();
  });

  it('keeps /my whole when the business server is down, and shows no company block', async () => {
    const user = await signInLearner();
    const url = referenceApiUrl();
    // Nothing listens on port 9: every business-server call fails, the main server answers.
    configure({ servers: { main: url, recommend: `${url}/rec`, biz: 'http://127.0.0.1:9' } });
    renderApp('/my', storeWith(user));

    await waitFor(() =>
      expect(getQueryClient().getQueryState(['account', user.id, 'company'])?.status).toBe('error'),
    );
    expect(screen.queryByRole('heading', { name: /필수 클래스$/ })).toBeNull();
    expect(await screen.findByRole('list', { name: '수강 중인 클래스' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '김배움님, 안녕하세요' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: '메뉴' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

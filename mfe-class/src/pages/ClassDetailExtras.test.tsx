/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The class page's review summary, the same category's classes, the RequirementInfo modal and
// the app's class tab, against the reference API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymousUser, fetchClassReviews } from '@baeum/shared';
import type { UserInfo } from '@baeum/shared';
import { useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { renderAt } from '../testing/render';

useReferenceApi();

const visitor: UserInfo = { ...anonymousUser, isLoaded: true };

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { webkit?: unknown }).webkit;
  window.sessionStorage.clear();
});

it('sums up the reviews: the distribution, the three latest, and the way to all of them', async () => {
  const page = await fetchClassReviews(3);
  renderAt('/class/3');
  const section = await screen.findByRole('region', { name: '수강 후기' });
  const bars = await within(section).findByRole('list', { name: '별점별 후기 수' });
  expect(within(bars).getAllByRole('listitem')).toHaveLength(5);
  const latest = within(section).getByRole('list', { name: '최근 후기' });
  const links = within(latest).getAllByRole('link');
  expect(links).toHaveLength(Math.min(3, page.list!.length));
  expect(links[0]).toHaveAttribute('href', `/class/3/review/${page.list![0]!.review_id}`);
  expect(
    within(section).getByRole('link', { name: `후기 ${page.statis!.review_cnt}개 전체 보기` }),
  ).toHaveAttribute('href', '/class/3/review');
});

it('shows classes of the same category, not this one, and opens one in the page', async () => {
  renderAt('/class/5');
  const row = await screen.findByRole('region', { name: '같은 카테고리의 클래스' });
  const titles = within(row)
    .getAllByRole('link')
    .filter((a) => a.getAttribute('href'));
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.every((a) => a.getAttribute('href') !== '/class/5')).toBe(true);
  const target = titles[0]!.getAttribute('href')!;
  await userEvent.click(titles[0]!);
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(target));
});

it('asks a learner with classes but no email for one, once a session (RequirementInfo)', async () => {
  const learner: UserInfo = { ...visitor, id: 1, name: '김배움', isShowRequirementModal: true };
  const first = renderAt('/class/3', learner);
  const dialog = await screen.findByRole('dialog', { name: '이메일을 등록해 주세요' });
  await userEvent.click(within(dialog).getByRole('button', { name: '나중에' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  first.unmount();
  renderAt('/class/5', learner);
  await screen.findByRole('region', { name: '수강 후기' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('이메일 등록하기 takes the learner to the profile, where the email is', async () => {
  renderAt('/class/3', { ...visitor, id: 1, name: '김배움', isShowRequirementModal: true });
  const dialog = await screen.findByRole('dialog', { name: '이메일을 등록해 주세요' });
  await userEvent.click(within(dialog).getByRole('button', { name: '이메일 등록하기' }));
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/settings/profile'));
});

it('does not ask a learner who has an email', async () => {
  renderAt('/class/3', { ...visitor, id: 1, name: '김배움', isShowRequirementModal: false });
  await screen.findByRole('region', { name: '수강 후기' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('in the app from 210 the way in opens the native class tab, and the web stays', async () => {
  jest
    .spyOn(window.navigator, 'userAgent', 'get')
    .mockReturnValue('Mozilla/5.0 (iPhone) BaeumApp/210 (iOS)');
  const calls: unknown[] = [];
  (window as { webkit?: unknown }).webkit = {
    messageHandlers: { classTab: { postMessage: (p: unknown) => calls.push(p) } },
  };
  renderAt('/class/3');
  const actions = await screen.findByRole('group', { name: '수강 메뉴' });
  await userEvent.click(within(actions).getAllByRole('link').at(-1)!);
  expect(calls).toEqual([{ classId: 3, tab: 'class' }]);
  expect(screen.getByTestId('where').textContent).toBe('/class/3');
});

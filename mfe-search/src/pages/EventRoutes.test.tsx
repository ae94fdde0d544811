/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The event list, a plan page, a month view and the ended/unknown states against the reference
// API (its seed holds the events the home banners point at).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAppMain, fetchEvent, fetchServiceInfo } from '@baeum/shared';
import { signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import Routes from '../Routes';
import { currentUrl, renderWithApp } from '../testing/setup';

useReferenceApi();

const main = () => document.body;

it('lists every event with its banner, dates and state, the ongoing ones first', async () => {
  const { event_list } = await fetchAppMain();
  renderWithApp(<Routes />, { path: '/event' });
  expect(screen.getByRole('heading', { level: 1, name: '기획전·이벤트' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: '기획전 목록' });
  const cards = within(list).getAllByRole('article');
  expect(cards).toHaveLength(event_list!.length);
  const first = event_list![0]!;
  expect(cards[0]).toHaveAccessibleName(first.title);
  expect(within(cards[0]!).getByText('진행 중')).toBeInTheDocument();
  const ended = event_list!.findIndex((e) => e.state === 'ended');
  expect(ended).toBeGreaterThan(0);
  expect(within(cards[ended]!).getByText('종료')).toBeInTheDocument();
  await userEvent.click(within(cards[0]!).getByRole('link', { name: `${first.title} 보기` }));
  expect(currentUrl()).toBe(`/event/${first.event_id}`);
  expect(await screen.findByRole('heading', { level: 1, name: first.title })).toBeInTheDocument();
});

it("opens every web banner's event as a page with its classes", async () => {
  const { banner_list } = await fetchServiceInfo();
  const eventIds = banner_list
    .map((b) => /^\/event\/(\d+)$/.exec(b.link)?.[1])
    .filter((id): id is string => !!id);
  expect(eventIds.length).toBeGreaterThanOrEqual(2);
  const user = await signInLearner();
  for (const id of eventIds) {
    const page = await fetchEvent(id);
    const view = renderWithApp(<Routes />, { path: `/event/${id}`, user });
    expect(
      await screen.findByRole('heading', { level: 1, name: page.info.title }),
    ).toBeInTheDocument();
    const classes = await screen.findByRole('list', { name: `${page.info.title} 클래스` });
    expect(within(classes).getAllByRole('article')).toHaveLength(page.list.length);
    expect(screen.getByText(page.info.description)).toBeInTheDocument();
    view.unmount();
  }
});

it("shows a monthly event's classes by category, the category kept in the address", async () => {
  const { event_list } = await fetchAppMain();
  const monthly = event_list!.find((e) => e.kind === 'month')!;
  const page = await fetchEvent(monthly.event_id);
  const [year, month] = page.month!.month.split('-').map(Number);
  renderWithApp(<Routes />, { path: `/event/${monthly.event_id}` });
  const heading = `${year}년 ${month}월의 클래스`;
  const list = await screen.findByRole('list', { name: heading });
  expect(within(list).getAllByRole('article')).toHaveLength(page.month!.class_list.length);

  const filters = screen.getByRole('group', { name: '카테고리' });
  const pick = page.month!.category_list[1]!;
  await userEvent.click(
    within(filters).getByRole('button', { name: `${pick.category_name} ${pick.count}` }),
  );
  expect(currentUrl()).toBe(`/event/${monthly.event_id}?category=${pick.category}`);
  expect(within(screen.getByRole('list', { name: heading })).getAllByRole('article')).toHaveLength(
    pick.count,
  );
  expect(within(filters).getByRole('button', { name: '전체' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

it('says an ended event has ended, and an unknown or malformed id is not found', async () => {
  const { event_list } = await fetchAppMain();
  const ended = event_list!.find((e) => e.state === 'ended')!;
  const a = renderWithApp(<Routes />, { path: `/event/${ended.event_id}` });
  expect(await screen.findByText('종료된 기획전이에요')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: `${ended.title} 클래스` })).toBeNull();
  expect(screen.getByRole('link', { name: '다른 기획전 보기' })).toHaveAttribute('href', '/event');
  a.unmount();

  const b = renderWithApp(<Routes />, { path: '/event/99999' });
  expect(await screen.findByText('기획전을 찾을 수 없어요')).toBeInTheDocument();
  b.unmount();
  renderWithApp(<Routes />, { path: '/event/abc' });
  expect(within(main()).getByText('기획전을 찾을 수 없어요')).toBeInTheDocument();
});

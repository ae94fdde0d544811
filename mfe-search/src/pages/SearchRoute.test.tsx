/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchRecentKeywords, searchClasses } from '@baeum/shared';
import RemoteRoutes from '../Routes';
import { installIntersectionObserver } from '../testing/intersectionObserver';
import {
  referenceApiUrl,
  signInLearner,
  useReferenceApi,
} from '@baeum/shared/testing/referenceApi';
import { currentUrl, renderWithApp } from '../testing/setup';
import { pointClientAt } from '@baeum/shared/testing/referenceApi';

useReferenceApi();

const KEYWORD = '드로잉';
const searchUrl = (extra = '') => `/search?keyword=${encodeURIComponent(KEYWORD)}${extra}`;
const resultList = () => screen.findByRole('list', { name: `‘${KEYWORD}’ 검색 결과 클래스` });
const cardsIn = (list: HTMLElement) => within(list).getAllByRole('article');
const names = (list: HTMLElement) =>
  cardsIn(list).map((card) => within(card).getByRole('heading').textContent);

describe('/search (results against the reference API)', () => {
  it('shows 10 blank cards while loading, then the classes with the total', async () => {
    const expected = await searchClasses({ keyword: KEYWORD, start: 0, end: 20 });
    renderWithApp(<RemoteRoutes />, { path: searchUrl() });
    const loading = screen.getByRole('list', { name: '클래스를 불러오는 중' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getAllByRole('listitem')).toHaveLength(10);

    const list = await resultList();
    expect(
      screen.getByRole('heading', { level: 1, name: `‘${KEYWORD}’ 검색 결과` }),
    ).toBeInTheDocument();
    expect(screen.getByText(`총 ${expected.totalCount}개`)).toBeInTheDocument();
    expect(names(list)).toEqual(expected.classList.map((item) => item.class_name));
    expect(document.title).toBe(`‘${KEYWORD}’ 검색 결과 · 배움`);
  });

  it('sorts by match_score by default and by another order from the URL', async () => {
    renderWithApp(<RemoteRoutes />, { path: searchUrl() });
    const sort = await screen.findByRole('combobox', { name: '정렬' });
    expect(sort).toHaveValue('match_score');
    await resultList();

    await userEvent.selectOptions(sort, '인기순');
    expect(currentUrl()).toBe(`/search?keyword=${KEYWORD}&order=popular`);
    const popular = await searchClasses({ keyword: KEYWORD, order: 'popular', start: 0, end: 20 });
    await waitFor(async () =>
      expect(names(await resultList())).toEqual(popular.classList.map((item) => item.class_name)),
    );
  });

  it('loads the next page (start 20, end 40) when the end of the list comes into view, and keeps the page in the URL', async () => {
    const observer = installIntersectionObserver();
    try {
      const all = await searchClasses({ keyword: KEYWORD, start: 0, end: 40 });
      renderWithApp(<RemoteRoutes />, { path: searchUrl() });
      const list = await resultList();
      expect(cardsIn(list)).toHaveLength(20);
      act(() => observer.showAll((element) => element.classList.contains('grid__sentinel')));
      await waitFor(() => expect(cardsIn(list)).toHaveLength(Math.min(all.totalCount, 40)));
      expect(names(list)).toEqual(all.classList.map((item) => item.class_name));
      expect(currentUrl()).toBe(`/search?keyword=${KEYWORD}&page=2`);
    } finally {
      observer.restore();
    }
  });

  it('has a 더 보기 button for the next page where nothing observes the scroll', async () => {
    renderWithApp(<RemoteRoutes />, { path: searchUrl() });
    const list = await resultList();
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(cardsIn(list).length).toBeGreaterThan(20));
  });

  it('opens with as many pages as the URL says', async () => {
    renderWithApp(<RemoteRoutes />, { path: searchUrl('&page=2') });
    const list = await resultList();
    expect(cardsIn(list).length).toBeGreaterThan(20);
  });

  it('keeps the loaded pages when the user comes back', async () => {
    renderWithApp(<RemoteRoutes />, { path: searchUrl() });
    const list = await resultList();
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(cardsIn(list).length).toBeGreaterThan(20));
    const shown = names(list);

    const firstCard = within(cardsIn(list)[0]!).getByRole('link');
    await userEvent.click(firstCard);
    expect(currentUrl()).toMatch(/^\/class\/(classDetail\/)?\d+$/);
    expect(screen.queryByRole('list', { name: `‘${KEYWORD}’ 검색 결과 클래스` })).toBeNull();

    act(() => window.history.back());
    // At once, from the cache: no skeleton, the same two pages.
    const again = await resultList();
    expect(screen.queryByRole('list', { name: '클래스를 불러오는 중' })).toBeNull();
    expect(names(again)).toEqual(shown);
  });

  it('sends an anonymous visitor to the public class page and a signed-in user to the class detail', async () => {
    const { unmount } = renderWithApp(<RemoteRoutes />, { path: searchUrl() });
    let list = await resultList();
    const first = cardsIn(list)[0]!;
    const id = within(first).getByRole('link').getAttribute('href')!.match(/\d+$/)![0];
    expect(within(first).getByRole('link')).toHaveAttribute('href', `/class/classDetail/${id}`);
    unmount();

    const user = await signInLearner();
    renderWithApp(<RemoteRoutes />, { path: searchUrl('&order=latest'), user });
    list = await resultList();
    const link = within(cardsIn(list)[0]!).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/class\/\d+$/);
    await userEvent.click(link);
    expect(currentUrl()).toBe(link.getAttribute('href'));
  });

  it('searches with the user id when signed in, so the keyword becomes a recent one', async () => {
    const user = await signInLearner();
    const keyword = `수채화`;
    renderWithApp(<RemoteRoutes />, {
      path: `/search?keyword=${encodeURIComponent(keyword)}`,
      user,
    });
    await screen.findByRole('list', { name: `‘${keyword}’ 검색 결과 클래스` });
    const recent = await fetchRecentKeywords(user.id!);
    expect(recent[0]?.keyword).toBe(keyword);
  });

  it('shows the empty state with the popular keywords when nothing matches', async () => {
    renderWithApp(<RemoteRoutes />, {
      path: `/search?keyword=${encodeURIComponent('없는키워드qqq')}`,
    });
    expect(
      await screen.findByText('‘없는키워드qqq’에 대한 검색 결과가 없어요'),
    ).toBeInTheDocument();
    const popular = await screen.findByRole('region', { name: '이런 검색어는 어때요?' });
    const first = (await within(popular).findAllByRole('link'))[0]!;
    expect(first.getAttribute('href')).toMatch(/^\/search\?keyword=/);
  });

  it('asks for a keyword when there is none', async () => {
    renderWithApp(<RemoteRoutes />, { path: '/search' });
    expect(screen.getByText('검색어를 입력해 주세요')).toBeInTheDocument();
  });

  it('shows the error with 다시 시도 when the server cannot be reached, and recovers', async () => {
    pointClientAt('http://127.0.0.1:9'); // nothing listens on the discard port
    renderWithApp(<RemoteRoutes />, { path: searchUrl('&order=rating') });
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    expect(screen.getByRole('alert')).toHaveTextContent('불러오지 못했어요');
    pointClientAt(referenceApiUrl());
    await userEvent.click(retry);
    expect(cardsIn(await resultList())).toHaveLength(20);
  });
});

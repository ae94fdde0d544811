/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fetchCategories,
  fetchEventRecommendations,
  fetchKeywordRecommendations,
  fetchMainRecommendations,
  fetchServiceInfo,
  searchClasses,
} from '@baeum/shared';
import RemoteRoutes from '../Routes';
import {
  pointClientAt,
  referenceApiUrl,
  signInLearner,
  useReferenceApi,
} from '@baeum/shared/testing/referenceApi';
import { currentUrl, renderWithApp } from '../testing/setup';

useReferenceApi();

describe('/ (home, against the reference API)', () => {
  it('shows the banners, the categories and the keyword, event and class recommendations', async () => {
    const [service, categories, keyword, event, main] = await Promise.all([
      fetchServiceInfo(),
      fetchCategories(),
      fetchKeywordRecommendations(),
      fetchEventRecommendations(),
      fetchMainRecommendations(),
    ]);
    renderWithApp(<RemoteRoutes />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1, name: '배움 홈' })).toBeInTheDocument();

    const banners = await screen.findByRole('list', { name: '이벤트 배너' });
    expect(within(banners).getAllByRole('link')).toHaveLength(service.banner_list.length);
    // Its name is where it sits, then the words it shows (title and subtitle, as text).
    const first = service.banner_list[0]!;
    expect(within(banners).getAllByRole('link')[0]).toHaveAccessibleName(
      `${service.banner_list.length}개 중 1번째 배너: ${first.title} ${first.subtitle}`,
    );

    const categoryRegion = screen.getByRole('region', { name: '무엇을 배워볼까요?' });
    expect(await within(categoryRegion).findAllByRole('link')).toHaveLength(categories.length);

    const keywordRegion = await screen.findByRole('region', {
      name: `요즘 뜨는 ‘${keyword.keyword}’ 클래스`,
    });
    expect(await within(keywordRegion).findAllByRole('article')).toHaveLength(
      keyword.recom_list.length,
    );
    // The keyword is the API's pick of the day and may hold a space (encoded + or %20): compare decoded.
    const more = within(keywordRegion).getByRole('link', {
      name: `요즘 뜨는 ‘${keyword.keyword}’ 클래스 더보기`,
    });
    const href = new URL(more.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/search');
    expect(href.searchParams.get('keyword')).toBe(keyword.keyword);

    const eventTitle = String((event as { title?: string }).title);
    const eventRegion = await screen.findByRole('region', { name: eventTitle });
    expect(await within(eventRegion).findAllByRole('article')).toHaveLength(
      event.recom_list.length,
    );

    const recommended = await screen.findByRole('region', { name: '오늘의 추천 클래스' });
    expect(await within(recommended).findAllByRole('article')).toHaveLength(main.recom_list.length);
    expect(document.title).toBe('배움 - 세상 모든 배움을 가장 저렴하게');
  });

  it('greets a signed-in user by name and recommends by their recent search', async () => {
    const user = await signInLearner();
    // A signed-in search is kept as the user's recent keyword.
    await searchClasses({ keyword: '수채화', start: 0, end: 1, userId: user.id });
    renderWithApp(<RemoteRoutes />, { path: '/', user });
    expect(
      await screen.findByRole('region', { name: `${user.name}님을 위한 추천 클래스` }),
    ).toBeInTheDocument();
    const keywordRegion = await screen.findByRole('region', {
      name: '‘수채화’ 찾으셨죠? 이런 클래스는 어때요',
    });
    expect(await within(keywordRegion).findAllByRole('article')).not.toHaveLength(0);
  });

  it('opens a category from its icon', async () => {
    renderWithApp(<RemoteRoutes />, { path: '/' });
    const region = screen.getByRole('region', { name: '무엇을 배워볼까요?' });
    const link = (await within(region).findAllByRole('link'))[0]!;
    await userEvent.click(link);
    expect(currentUrl()).toMatch(/^\/category\?categoryId=\d+$/);
  });

  it('offers 다시 시도 for a section that fails, and fills it after the retry', async () => {
    pointClientAt('http://127.0.0.1:9');
    renderWithApp(<RemoteRoutes />, { path: '/' });
    // The recommendations' own retry button (a network failure is retried once first).
    const recommend = await screen.findByRole('region', { name: '오늘의 추천 클래스' });
    const retry = await within(recommend).findByRole(
      'button',
      { name: '다시 시도' },
      { timeout: 8000 },
    );
    expect(screen.getAllByRole('button', { name: '다시 시도' }).length).toBeGreaterThan(0);
    pointClientAt(referenceApiUrl());
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: '오늘의 추천 클래스' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: '오늘의 추천 클래스' })).findAllByRole(
        'article',
      ),
    ).not.toHaveLength(0);
  });
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The overlay against the reference API: the fake-API tests beside it cover the failure and
// timing paths a real server cannot be asked for.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchClassSummary, fetchRecentKeywords, searchClasses } from '@baeum/shared';
import { SearchBar } from './features/search-bar/SearchBar';
import { SearchOverlayRegistrar } from './SearchOverlay';
import { signInLearner, useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { currentUrl, renderWithApp } from './testing/setup';
import type { RenderOptions } from './testing/setup';

useReferenceApi();

function renderHeader(options: RenderOptions = {}) {
  return renderWithApp(
    <>
      <SearchBar />
      <SearchOverlayRegistrar />
    </>,
    options,
  );
}

async function openOverlay() {
  await userEvent.click(screen.getByRole('combobox', { name: '클래스 검색' }));
  return screen.findByRole('dialog', { name: '검색' });
}

describe('the search overlay against the reference API', () => {
  it('shows a visitor the popular keywords, the categories and today’s recommended classes', async () => {
    renderHeader();
    const dialog = await openOverlay();
    expect(within(dialog).queryByRole('region', { name: '최근 검색어' })).toBeNull();
    const popular = await within(dialog).findByRole('region', { name: '인기 검색어' });
    expect((await within(popular).findAllByRole('link')).length).toBeGreaterThan(0);
    const categories = within(dialog).getByRole('region', { name: '카테고리' });
    expect((await within(categories).findAllByRole('link')).length).toBeGreaterThan(10);
    const today = await within(dialog).findByRole('region', { name: '오늘의 추천 클래스' });
    expect((await within(today).findAllByRole('article')).length).toBeGreaterThan(0);
  });

  it('lists the signed-in user’s recent keywords; removing one and clearing all reach the server', async () => {
    const user = await signInLearner();
    for (const keyword of ['요가', '엑셀', '베이킹'])
      await searchClasses({ keyword, start: 0, end: 1, userId: user.id });
    renderHeader({ user });
    const dialog = await openOverlay();
    const recent = await within(dialog).findByRole('region', { name: '최근 검색어' });
    const links = await within(recent).findAllByRole('link');
    expect(links.slice(0, 3).map((link) => link.textContent)).toEqual(['베이킹', '엑셀', '요가']);

    await userEvent.click(within(recent).getByRole('button', { name: '최근 검색어 엑셀 삭제' }));
    expect(within(recent).queryByRole('link', { name: '엑셀' })).toBeNull();
    await waitFor(async () =>
      expect((await fetchRecentKeywords(user.id!)).map((k) => k.keyword)).not.toContain('엑셀'),
    );

    await userEvent.click(within(recent).getByRole('button', { name: '최근 검색어 전체 삭제' }));
    expect(within(recent).getByText('최근 검색한 키워드가 없어요')).toBeInTheDocument();
    await waitFor(async () => expect(await fetchRecentKeywords(user.id!)).toEqual([]));
  });

  it('shows the classes the signed-in user viewed last', async () => {
    const user = await signInLearner();
    const { classList } = await searchClasses({ keyword: '드로잉', start: 0, end: 1 });
    const viewed = classList[0]!;
    await fetchClassSummary(viewed.class_id); // a signed-in class view is recorded
    renderHeader({ user });
    const dialog = await openOverlay();
    const recent = await within(dialog).findByRole('region', { name: '최근 본 클래스' });
    expect(await within(recent).findByRole('link', { name: viewed.class_name })).toHaveAttribute(
      'href',
      `/class/${viewed.class_id}`,
    );
  });

  it('searches from a recent keyword and closes', async () => {
    const user = await signInLearner();
    await searchClasses({ keyword: '필라테스', start: 0, end: 1, userId: user.id });
    renderHeader({ user });
    const dialog = await openOverlay();
    const recent = await within(dialog).findByRole('region', { name: '최근 검색어' });
    await userEvent.click(await within(recent).findByRole('link', { name: '필라테스' }));
    expect(currentUrl()).toBe('/search?keyword=필라테스');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, modalStackAtom } from '@baeum/shared';
import { TabBar } from './TabBar';
import { showsTabBar, tabOf } from './tabBar';
import { renderInApp } from '@baeum/shared/testing/render';

function renderAt(path: string, store = createStore()) {
  return renderInApp(<TabBar />, { path, store, where: false }).store;
}

describe('the bottom tab bar (phones)', () => {
  it('offers 홈 · 검색 · 커뮤니티 · 내 클래스 · 마이 and marks the current one', () => {
    renderAt('/community');
    const bar = screen.getByRole('navigation', { name: '하단 메뉴' });
    const items = within(bar)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['홈', '검색', '커뮤니티', '내 클래스', '마이']);
    expect(within(bar).getByRole('link', { name: '커뮤니티' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar).getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current');
    expect(within(bar).getByRole('link', { name: '내 클래스' })).toHaveAttribute(
      'href',
      '/my#my-registered',
    );
  });

  it('검색 opens the search screen', async () => {
    const store = renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(store.get(modalStackAtom).map((m) => m.name)).toContain('Search');
  });

  it('stays away from pages with a bar of their own', () => {
    for (const path of ['/class/1', '/class/open_class/1', '/class/lecture/1', '/community/5']) {
      expect(showsTabBar(path)).toBe(false);
    }
    for (const path of ['/', '/search', '/community', '/my', '/my/points', '/user/3']) {
      expect(showsTabBar(path)).toBe(true);
    }
    renderAt('/class/1');
    expect(screen.queryByRole('navigation', { name: '하단 메뉴' })).not.toBeInTheDocument();
  });

  it('knows each page’s tab', () => {
    expect(tabOf('/', '')).toBe('home');
    expect(tabOf('/category', '')).toBe('search');
    expect(tabOf('/my', '#my-registered')).toBe('classes');
    expect(tabOf('/my/points', '')).toBe('my');
    expect(tabOf('/event/1', '')).toBeNull();
  });
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unloadedUser, userAtom } from '@baeum/shared';
import type { ModalComponentProps } from '@baeum/shared';
import { SearchBar } from './features/search-bar/SearchBar';
import { SearchOverlayRegistrar } from './SearchOverlay';
import { CLASSES, fail, ok } from './testing/fakeApi';
import { currentUrl, renderWithApp, signedInUser, useFakeApi } from './testing/setup';

const api = useFakeApi();

function renderHeaderWithOverlay(options: Parameters<typeof renderWithApp>[1] = {}) {
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

describe('SearchOverlay (spec section 2, modal kind Search)', () => {
  it('opens from the header search field, with the focus in its own search field', async () => {
    renderHeaderWithOverlay();
    const dialog = await openOverlay();
    const field = within(dialog).getByRole('combobox', { name: '클래스 검색' });
    expect(field).toHaveFocus();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('shows the signed-in user’s recent keywords', async () => {
    renderHeaderWithOverlay({ user: signedInUser });
    const dialog = await openOverlay();
    const recent = await within(dialog).findByRole('region', { name: '최근 검색어' });
    expect(await within(recent).findByRole('link', { name: '요가' })).toHaveAttribute(
      'href',
      '/search?keyword=%EC%9A%94%EA%B0%80',
    );
    expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
    expect(api().calls('GET', '/rec/api/v1/log/search/7')).toHaveLength(1);
  });

  it('removes one recent keyword at once, without waiting for the server', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    api().on('DELETE', '/rec/api/v1/log/search/:userId/:keywordId', async () => {
      await held;
      return ok(null);
    });
    renderHeaderWithOverlay({ user: signedInUser });
    const dialog = await openOverlay();
    const recent = await within(dialog).findByRole('region', { name: '최근 검색어' });
    await within(recent).findByRole('link', { name: '드로잉' });
    await userEvent.click(within(recent).getByRole('button', { name: '최근 검색어 드로잉 삭제' }));
    // Gone from the screen while the server has not answered yet.
    expect(within(recent).queryByRole('link', { name: '드로잉' })).toBeNull();
    expect(within(recent).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() =>
      expect(api().calls('DELETE', '/rec/api/v1/log/search/7/2')).toHaveLength(1),
    );
    release();
  });

  it('puts a keyword back when the server refuses to remove it', async () => {
    api().on('DELETE', '/rec/api/v1/log/search/:userId/:keywordId', fail(500));
    renderHeaderWithOverlay({ user: signedInUser });
    const dialog = await openOverlay();
    const recent = await within(dialog).findByRole('region', { name: '최근 검색어' });
    await userEvent.click(
      await within(recent).findByRole('button', { name: '최근 검색어 요가 삭제' }),
    );
    expect(await within(recent).findByRole('link', { name: '요가' })).toBeInTheDocument();
  });

  it('clears all recent keywords', async () => {
    renderHeaderWithOverlay({ user: signedInUser });
    const dialog = await openOverlay();
    const recent = await within(dialog).findByRole('region', { name: '최근 검색어' });
    await within(recent).findByRole('link', { name: '요가' });
    await userEvent.click(within(recent).getByRole('button', { name: '최근 검색어 전체 삭제' }));
    expect(within(recent).queryByRole('listitem')).toBeNull();
    expect(within(recent).getByText('최근 검색한 키워드가 없어요')).toBeInTheDocument();
    await waitFor(() => expect(api().calls('DELETE', '/rec/api/v1/log/search/7')).toHaveLength(1));
  });

  it('does not ask for recent keywords or recent classes while the user is not loaded, nor for a visitor', async () => {
    const { store } = renderHeaderWithOverlay({ user: unloadedUser });
    const dialog = await openOverlay();
    await within(dialog).findByRole('link', { name: /운동·건강/ });
    expect(within(dialog).queryByRole('region', { name: '최근 검색어' })).toBeNull();
    expect(api().calls('GET', /^\/rec\/api\/v1\/log\/search/)).toHaveLength(0);
    expect(api().calls('GET', /^\/log\/view-class/)).toHaveLength(0);

    act(() => store.set(userAtom, { ...unloadedUser, isLoaded: true }));
    expect(
      await within(dialog).findByRole('heading', { name: '오늘의 추천 클래스' }),
    ).toBeInTheDocument();
    expect(api().calls('GET', /^\/rec\/api\/v1\/log\/search/)).toHaveLength(0);
    expect(api().calls('GET', '/rec/recom/main')).toHaveLength(1);
  });

  it('shows today’s recommended classes to a signed-out visitor', async () => {
    renderHeaderWithOverlay();
    const dialog = await openOverlay();
    const section = await within(dialog).findByRole('region', { name: '오늘의 추천 클래스' });
    expect(
      await within(section).findByRole('link', { name: CLASSES[0]!.class_name }),
    ).toHaveAttribute('href', `/class/classDetail/${CLASSES[0]!.class_id}`);
  });

  it('recommends classes by the user’s name when there are no recently viewed ones', async () => {
    renderHeaderWithOverlay({ user: signedInUser });
    const dialog = await openOverlay();
    const section = await within(dialog).findByRole('region', {
      name: '김배움님을 위한 추천 클래스',
    });
    expect(
      await within(section).findByRole('link', { name: CLASSES[16]!.class_name }),
    ).toHaveAttribute('href', `/class/${CLASSES[16]!.class_id}`);
    expect(api().calls('GET', '/log/view-class/7')).toHaveLength(1);
  });

  it('shows recently viewed classes when there are some', async () => {
    api().on('GET', '/log/view-class/:userId', ok([CLASSES[40], CLASSES[41]]));
    renderHeaderWithOverlay({ user: signedInUser });
    const dialog = await openOverlay();
    const section = await within(dialog).findByRole('region', { name: '최근 본 클래스' });
    expect(
      await within(section).findByRole('link', { name: CLASSES[40]!.class_name }),
    ).toBeInTheDocument();
    expect(api().calls('GET', '/rec/recom/7')).toHaveLength(0);
  });

  it('goes to the results of a tapped keyword and closes; back returns to the page', async () => {
    renderHeaderWithOverlay();
    const dialog = await openOverlay();
    const popular = await within(dialog).findByRole('region', { name: '인기 검색어' });
    await userEvent.click(await within(popular).findByRole('link', { name: /드로잉/ }));
    expect(currentUrl()).toBe('/search?keyword=드로잉');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => window.history.back());
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });

  it('goes to a tapped category', async () => {
    renderHeaderWithOverlay();
    const dialog = await openOverlay();
    await userEvent.click(await within(dialog).findByRole('link', { name: '외국어' }));
    expect(currentUrl()).toBe('/category?categoryId=3');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('searches from its own field and closes', async () => {
    renderHeaderWithOverlay();
    const dialog = await openOverlay();
    await userEvent.type(within(dialog).getByRole('combobox'), '#베이킹{Enter}');
    expect(currentUrl()).toBe('/search?keyword=베이킹');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on browser back', async () => {
    renderHeaderWithOverlay();
    await openOverlay();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl()).toBe('/');
  });

  it('closes with its close button', async () => {
    renderHeaderWithOverlay();
    const dialog = await openOverlay();
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await sleep(20);
    expect(currentUrl()).toBe('/');
  });

  it('offers 다시 시도 when the categories fail, and shows them after the retry', async () => {
    api().on('GET', '/category', fail(500));
    renderHeaderWithOverlay();
    const dialog = await openOverlay();
    const categories = within(dialog).getByRole('region', { name: '카테고리' });
    const retry = await within(categories).findByRole('button', { name: '다시 시도' });
    api().reset();
    await userEvent.click(retry);
    expect(await within(categories).findByRole('link', { name: '외국어' })).toBeInTheDocument();
  });
});

describe('mfe_search/SearchOverlay as the shell loads it', () => {
  it('is the modal itself, rendered by the host with its props, borrowing the page’s router', async () => {
    const { registerModal } = await import('@baeum/shared');
    const { default: ExposedOverlay } = await import('./SearchOverlay');
    const unregister = registerModal('Search', (props: ModalComponentProps) => (
      <ExposedOverlay {...props} />
    ));
    try {
      renderWithApp(<SearchBar />);
      const dialog = await openOverlay();
      await userEvent.click(await within(dialog).findByRole('link', { name: '운동·건강' }));
      expect(currentUrl()).toBe('/category?categoryId=1');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      act(() => unregister());
    }
  });
});

/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCategories, fetchCategoryClasses, fetchSubCategories } from '@baeum/shared';
import type { CategoryWire, SubCategoryWire } from '@baeum/shared';
import RemoteRoutes from '../Routes';
import { useReferenceApi } from '@baeum/shared/testing/referenceApi';
import { currentUrl, renderWithApp } from '../testing/setup';

useReferenceApi();

let categories: CategoryWire[];
let first: CategoryWire;
let second: CategoryWire;
let subs: SubCategoryWire[];

beforeAll(async () => {
  categories = await fetchCategories();
  [first, second] = categories as [CategoryWire, CategoryWire];
  subs = await fetchSubCategories(first.category);
});

const categoryNav = () => screen.findByRole('navigation', { name: '카테고리 목록' });
const subNav = () => screen.findByRole('navigation', { name: '세부 카테고리' });
const classList = (name: string) => screen.findByRole('list', { name: `${name} 클래스` });
const prices = (list: HTMLElement) =>
  within(list)
    .getAllByText(/^월 [\d,]+원$/)
    .map((el) => Number(el.textContent!.replace(/\D/g, '')));

describe('/category (against the reference API)', () => {
  it('opens the first category when none is asked for', async () => {
    renderWithApp(<RemoteRoutes />, { path: '/category' });
    await waitFor(() => expect(currentUrl()).toBe(`/category?categoryId=${first.category}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: first.category_name }),
    ).toBeInTheDocument();
  });

  it('lists every category with its icon, marking the current one', async () => {
    renderWithApp(<RemoteRoutes />, { path: `/category?categoryId=${second.category}` });
    const nav = await categoryNav();
    const links = await within(nav).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(categories.map((c) => c.category_name));
    expect(within(nav).getByRole('link', { name: second.category_name })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: first.category_name })).not.toHaveAttribute(
      'aria-current',
    );
    expect(nav.querySelector('img')).toHaveAttribute('src', first.icon);
  });

  it('shows the class cards with the total (skip and limit paging)', async () => {
    const expected = await fetchCategoryClasses({
      category: first.category,
      sortItem: 'popular',
      order: 'desc',
      skip: 0,
      limit: 20,
    });
    renderWithApp(<RemoteRoutes />, { path: `/category?categoryId=${first.category}` });
    expect(screen.getByRole('list', { name: '클래스를 불러오는 중' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const list = await classList(first.category_name);
    expect(within(list).getAllByRole('article')).toHaveLength(expected.classList.length);
    expect(screen.getByText(`${expected.totalCount}개의 클래스`)).toBeInTheDocument();
    if (expected.totalCount > 20) {
      await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
      await waitFor(() =>
        expect(within(list).getAllByRole('article')).toHaveLength(
          Math.min(expected.totalCount, 40),
        ),
      );
      expect(currentUrl()).toContain('page=2');
    }
  });

  it('narrows to a sub-category and sorts, keeping both in the URL', async () => {
    const sub = subs[0]!;
    renderWithApp(<RemoteRoutes />, { path: `/category?categoryId=${first.category}` });
    const nav = await subNav();
    expect(within(nav).getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .slice(1)
        .map((l) => l.textContent),
    ).toEqual(subs.map((s) => s.sub_category_name));

    await userEvent.click(within(nav).getByRole('link', { name: sub.sub_category_name }));
    expect(currentUrl()).toBe(`/category?categoryId=${first.category}&sub=${sub.sub_category}`);
    const title = `${first.category_name} · ${sub.sub_category_name}`;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(
      within(await subNav()).getByRole('link', { name: sub.sub_category_name }),
    ).toHaveAttribute('aria-current', 'page');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '낮은 가격순');
    expect(currentUrl()).toBe(
      `/category?categoryId=${first.category}&sub=${sub.sub_category}&sort=price_low`,
    );
    const expected = await fetchCategoryClasses({
      category: first.category,
      subCategory: sub.sub_category,
      sortItem: 'price',
      order: 'asc',
      limit: 20,
    });
    await waitFor(async () =>
      expect(
        within(await classList(title))
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual(expected.classList.map((c) => c.class_name)),
    );
    const shown = prices(await classList(title));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));

    // Another category keeps the sort and drops the sub-category.
    await userEvent.click(
      within(await categoryNav()).getByRole('link', { name: second.category_name }),
    );
    expect(currentUrl()).toBe(`/category?categoryId=${second.category}&sort=price_low`);
  });

  it('reads the whole view from the URL', async () => {
    const sub = subs[1] ?? subs[0]!;
    renderWithApp(<RemoteRoutes />, {
      path: `/category?categoryId=${first.category}&sub=${sub.sub_category}&sort=rating`,
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `${first.category_name} · ${sub.sub_category_name}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '정렬' })).toHaveValue('rating');
  });

  it('says so for a category that does not exist', async () => {
    renderWithApp(<RemoteRoutes />, { path: '/category?categoryId=99999' });
    expect(await screen.findByText('카테고리를 찾을 수 없어요')).toBeInTheDocument();
    expect(await categoryNav()).toBeInTheDocument();
  });

  it('goes back to the previous sort with browser back', async () => {
    renderWithApp(<RemoteRoutes />, { path: `/category?categoryId=${first.category}` });
    await classList(first.category_name);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '최신순');
    expect(currentUrl()).toContain('sort=latest');
    act(() => window.history.back());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '정렬' })).toHaveValue('popular'),
    );
  });
});

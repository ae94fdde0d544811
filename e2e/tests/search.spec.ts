import { expect, test, type Page, type Request } from '../support/test';
import { loginThroughProxy } from '../support/proxySession';
import { clearRemoteOverrides, setRemoteOverrides } from '../support/runtimeConfig';
import { LEARNER } from '../support/session';

// Journeys of mfe-search (issue 6): the search bar, the overlay, the results and category pages.

const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');
const cards = (page: Page) => main(page).getByRole('article');
const isClassSearch = (request: Request) =>
  request.method() === 'POST' && /\/api\/v2\/class\/search/.test(request.url());

async function openOverlay(page: Page) {
  await header(page).getByRole('combobox', { name: '클래스 검색' }).click();
  const dialog = page.getByRole('dialog', { name: '검색' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signIn(page: Page, baseURL: string) {
  const token = await loginThroughProxy(baseURL, LEARNER);
  await page.addInitScript((t) => window.localStorage.setItem('baeum.token', t), token);
}

test.describe('search', () => {
  test('type → pick a suggestion → results → change the sort → scroll to page 2 → back keeps the list', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openOverlay(page);
    const field = dialog.getByRole('combobox', { name: '클래스 검색' });
    await expect(field).toBeFocused();
    await field.pressSequentially('드로');
    const suggestion = dialog.getByRole('option', { name: '드로잉', exact: true });
    await expect(suggestion).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await suggestion.click();

    await expect(page).toHaveURL(/\/search\?keyword=%EB%93%9C%EB%A1%9C%EC%9E%89$/);
    await expect(dialog).toBeHidden();
    await expect(
      main(page).getByRole('heading', { level: 1, name: '‘드로잉’ 검색 결과' }),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    const total = Number(
      (await main(page)
        .getByText(/^총 [\d,]+개$/)
        .textContent())!.replace(/\D/g, ''),
    );
    expect(total).toBeGreaterThan(20);

    await main(page).getByRole('combobox', { name: '정렬' }).selectOption({ label: '인기순' });
    await expect(page).toHaveURL(/order=popular/);
    await expect(cards(page)).toHaveCount(20);
    // 인기순: signup counts go down the list.
    const signups = await main(page)
      .getByText(/^[\d,]+명 수강$/)
      .allTextContents();
    const counts = signups.map((text) => Number(text.replace(/\D/g, '')));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    await page.mouse.wheel(0, 20000);
    await expect(cards(page)).toHaveCount(Math.min(total, 40));
    await expect(page).toHaveURL(/page=2/);

    const picked = cards(page).nth(20);
    const pickedName = (await picked.getByRole('heading').textContent())!;
    await picked.getByRole('link').click();
    await expect(page).toHaveURL(/\/class\/\d+/);

    const searchesAfterBack: Request[] = [];
    page.on('request', (request) => {
      if (isClassSearch(request)) searchesAfterBack.push(request);
    });
    await page.goBack();
    await expect(page).toHaveURL(/order=popular&page=2|page=2&order=popular|order=popular.*page=2/);
    await expect(cards(page)).toHaveCount(Math.min(total, 40));
    await expect(
      main(page).getByRole('heading', { name: pickedName, exact: true }),
    ).toBeInViewport();
    expect(searchesAfterBack).toHaveLength(0);
  });

  test('the search bar removes # and searches on Enter; the field keeps the keyword', async ({
    page,
  }) => {
    await page.goto('/category?categoryId=1');
    const field = header(page).getByRole('combobox', { name: '클래스 검색' });
    await field.focus(); // keyboard focus types in place, without the overlay
    await page.keyboard.type('#요가#');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=%EC%9A%94%EA%B0%80$/);
    await expect(field).toHaveValue('요가');
    await expect(
      main(page).getByRole('heading', { level: 1, name: '‘요가’ 검색 결과' }),
    ).toBeVisible();
  });

  test('a keyword without results shows the empty state with popular keywords', async ({
    page,
  }) => {
    await page.goto('/search?keyword=%EC%97%86%EB%8A%94%ED%82%A4%EC%9B%8C%EB%93%9Cxyz');
    await expect(main(page).getByText('‘없는키워드xyz’에 대한 검색 결과가 없어요')).toBeVisible();
    const popular = main(page).getByRole('region', { name: '이런 검색어는 어때요?' });
    await popular.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/search\?keyword=/);
    await expect(cards(page).first()).toBeVisible();
  });
});

test.describe('search overlay', () => {
  test('removing a recent keyword and clearing all survive a reload', async ({ page, baseURL }) => {
    await signIn(page, baseURL!);
    // Signed-in searches become recent keywords on the server.
    for (const keyword of ['요가', '필라테스', '엑셀']) {
      const searched = page.waitForResponse(
        (response) => isClassSearch(response.request()) && response.ok(),
      );
      await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`);
      await searched;
    }
    await page.goto('/');
    let dialog = await openOverlay(page);
    let recent = dialog.getByRole('region', { name: '최근 검색어' });
    await expect(recent.getByRole('link', { name: '필라테스', exact: true })).toBeVisible();

    const removed = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.ok(),
    );
    await recent.getByRole('button', { name: '최근 검색어 필라테스 삭제' }).click();
    await expect(recent.getByRole('link', { name: '필라테스', exact: true })).toHaveCount(0);
    await removed;

    await page.reload();
    dialog = await openOverlay(page);
    recent = dialog.getByRole('region', { name: '최근 검색어' });
    await expect(recent.getByRole('link', { name: '요가', exact: true })).toBeVisible();
    await expect(recent.getByRole('link', { name: '엑셀', exact: true })).toBeVisible();
    await expect(recent.getByRole('link', { name: '필라테스', exact: true })).toHaveCount(0);

    const cleared = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.ok(),
    );
    await recent.getByRole('button', { name: '최근 검색어 전체 삭제' }).click();
    await expect(recent.getByText('최근 검색한 키워드가 없어요')).toBeVisible();
    await cleared;

    await page.reload();
    dialog = await openOverlay(page);
    recent = dialog.getByRole('region', { name: '최근 검색어' });
    await expect(recent.getByText('최근 검색한 키워드가 없어요')).toBeVisible();
    await expect(recent.getByRole('listitem')).toHaveCount(0);
  });

  test('closes on browser back, and a category in it opens the category page', async ({ page }) => {
    await page.goto('/');
    let dialog = await openOverlay(page);
    await expect(dialog.getByRole('region', { name: '오늘의 추천 클래스' })).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    dialog = await openOverlay(page);
    await dialog.getByRole('region', { name: '카테고리' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/category\?categoryId=\d+$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe('category', () => {
  test('browsing with a sub-category and a sort', async ({ page }) => {
    await page.goto('/');
    const categories = main(page).getByRole('region', { name: '무엇을 배워볼까요?' });
    const first = categories.getByRole('link').first();
    const categoryName = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/category\?categoryId=\d+$/);
    await expect(main(page).getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
    await expect(
      main(page)
        .getByRole('navigation', { name: '카테고리 목록' })
        .getByRole('link', { name: categoryName }),
    ).toHaveAttribute('aria-current', 'page');

    const subNav = main(page).getByRole('navigation', { name: '세부 카테고리' });
    await expect(subNav.getByRole('link', { name: '전체' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const sub = subNav.getByRole('link').nth(1);
    const subName = (await sub.textContent())!.trim();
    await sub.click();
    await expect(page).toHaveURL(/&sub=\d+/);
    await expect(
      main(page).getByRole('heading', { level: 1, name: `${categoryName} · ${subName}` }),
    ).toBeVisible();
    await expect(sub).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first()).toBeVisible();
    const countText = await main(page)
      .getByText(/^[\d,]+개의 클래스$/)
      .textContent();
    expect(Number(countText!.replace(/\D/g, ''))).toBeGreaterThan(0);

    await main(page).getByRole('combobox', { name: '정렬' }).selectOption({ label: '낮은 가격순' });
    await expect(page).toHaveURL(/sort=price_low/);
    await expect(cards(page).first()).toBeVisible();
    const prices = (
      await main(page)
        .getByText(/^월 [\d,]+원$/)
        .allTextContents()
    ).map((text) => Number(text.replace(/\D/g, '')));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // The state lives in the URL: a reload shows the same view.
    await page.reload();
    await expect(
      main(page).getByRole('heading', { level: 1, name: `${categoryName} · ${subName}` }),
    ).toBeVisible();
    await expect(main(page).getByRole('combobox', { name: '정렬' })).toHaveValue('price_low');
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=price_low/);
  });
});

test.describe('mfe-search down', () => {
  test('the header’s search keeps working through its plain fallback', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowRemoteFailure('mfe_search', 'http://localhost:39999');
    setRemoteOverrides({ mfe_search: 'http://localhost:39999/mf-manifest.json' });
    try {
      await page.goto('/community');
      const fallback = header(page).getByRole('searchbox', { name: '클래스 검색' });
      await expect(fallback).toBeVisible();
      await expect(header(page).getByRole('combobox', { name: '클래스 검색' })).toHaveCount(0);
      await fallback.fill('#요가');
      await fallback.press('Enter');
      await expect(page).toHaveURL(/\/search\?keyword=%EC%9A%94%EA%B0%80$/);
      // The results remote is down too: its slot says so, with 다시 시도; the header still works.
      await expect(main(page).getByRole('button', { name: '다시 시도' })).toBeVisible();
      await expect(header(page).getByRole('searchbox', { name: '클래스 검색' })).toBeVisible();
    } finally {
      clearRemoteOverrides();
    }
  });
});

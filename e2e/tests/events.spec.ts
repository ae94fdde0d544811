import { expect, test } from '../support/test';

// Every banner on the home leads to a real screen; the events the banners name have pages.

test('every home banner opens a page with content: no not-found, no 준비 중', async ({ page }) => {
  await page.goto('/');
  const banners = page
    .getByRole('main')
    .getByRole('list', { name: '이벤트 배너' })
    .getByRole('link');
  await expect(banners.first()).toBeVisible();
  const hrefs = await banners.evaluateAll((links) =>
    links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''),
  );
  expect(hrefs.length).toBeGreaterThanOrEqual(6);
  expect(hrefs.filter((h) => h.startsWith('/event/')).length).toBeGreaterThanOrEqual(2);

  for (const [index, href] of hrefs.entries()) {
    await page.goto('/');
    await banners.nth(index).click();
    // The page it names (a visitor may be asked to log in first, with the way back kept).
    const path = href.split('?')[0]!;
    await expect
      .poll(() => {
        const url = new URL(page.url());
        return url.pathname === path || url.searchParams.get('next') === path;
      })
      .toBe(true);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading').first()).toBeVisible();
    await expect(main.getByText('페이지를 찾을 수 없어요')).toHaveCount(0);
    await expect(main.getByText(/준비 중/)).toHaveCount(0);
    if (href.startsWith('/event/')) {
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByRole('article').first()).toBeVisible();
    }
  }
});

test('/event lists the events; an ended one says so', async ({ page }) => {
  await page.goto('/event');
  const list = page.getByRole('main').getByRole('list', { name: '기획전 목록' });
  await expect(list.getByRole('article').first()).toBeVisible();
  const ended = list.getByRole('article').filter({ hasText: '종료' }).first();
  await ended.getByRole('link').click();
  await expect(page.getByRole('main').getByText('종료된 기획전이에요')).toBeVisible();
});

test('the web footer shows customer service and links to the notices', async ({ page }) => {
  await page.goto('/event/1');
  const footer = page.getByRole('contentinfo', { name: '서비스 정보' });
  await expect(footer.getByRole('region', { name: '고객센터' })).toBeVisible();
  await footer.getByRole('link', { name: '공지사항' }).click();
  await expect(page).toHaveURL(/\/notices$/);
});

import { expect, test } from '../support/test';

// Issue #38: at 375 px the notices' pagination stays on one line and nothing on the page is
// wider than the screen.
test.use({ viewport: { width: 375, height: 812 } });

test('/notices: the pagination is one line at 375 px, inside the screen', async ({ page }) => {
  await page.goto('/notices');
  const pages = page.getByRole('navigation', { name: '공지사항 페이지' });
  await expect(pages).toBeVisible();
  const next = pages.getByRole('button', { name: '다음 페이지' });
  await expect(pages.getByRole('button', { name: '이전 페이지' })).toBeVisible();
  const bar = (await pages.boundingBox())!;
  const button = (await next.boundingBox())!;
  // One row: the bar is as tall as its buttons, and within the screen.
  expect(bar.height).toBeLessThanOrEqual(button.height + 1);
  expect(bar.x).toBeGreaterThanOrEqual(0);
  expect(bar.x + bar.width).toBeLessThanOrEqual(375);
  // Each label on one line (a wrapped button would be taller than its 36 px).
  for (const box of [button, (await pages.getByText(/페이지 중/).boundingBox())!])
    expect(box.height).toBeLessThanOrEqual(40);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});

import { expect, test } from '../support/test';
import { COACH, signInWithStoredToken } from '../support/session';

// Issue #38: in the composed site, the studio's tabs mark the current one (aria-current=page),
// 대시보드 included, and only one at a time.
test('the studio’s 대시보드 tab marks itself current on the dashboard, 답변 대기 on the inbox', async ({
  page,
}) => {
  await signInWithStoredToken(page, COACH);
  await page.goto('/studio');
  const nav = page.getByRole('main').getByRole('navigation', { name: '스튜디오 메뉴' });
  await expect(nav.getByRole('link', { name: '대시보드' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  await nav.getByRole('link', { name: /답변 대기/ }).click();
  await expect(page).toHaveURL(/\/studio\/inbox$/);
  await expect(nav.getByRole('link', { name: /답변 대기/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: '대시보드' })).not.toHaveAttribute('aria-current');

  await nav.getByRole('link', { name: '대시보드' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await expect(nav.getByRole('link', { name: '대시보드' })).toHaveAttribute('aria-current', 'page');
});

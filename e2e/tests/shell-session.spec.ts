import { expect, test } from '../support/test';
import { LEARNER, apiLogin } from '../support/session';

test.describe('the session (spec sections 4, 6, 7)', () => {
  test('a 470 answer sends the browser to the sibling logout page (a POST), and the page comes back signed out', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowStatus(470, '/_api/');
    // A token stored by an earlier lookup that the server no longer accepts; set once only.
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('e2e.seeded')) {
        window.sessionStorage.setItem('e2e.seeded', '1');
        window.localStorage.setItem('baeum.token', 'expired.or.forged');
      }
    });
    const logout = page.waitForRequest(
      (req) => new URL(req.url()).pathname === '/_api/sibling/logout',
    );
    await page.goto('/community');
    const request = await logout;
    // A POST (a GET never logs out), with the way back and the XSRF token as form fields.
    expect(request.method()).toBe('POST');
    const fields = new URLSearchParams(request.postData() ?? '');
    expect(fields.get('return')).toBe('/community');
    expect(fields.get('xsrf')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    await page.waitForURL('http://localhost:3000/community');
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('baeum.token'))).toBeNull();
  });

  test('a token query parameter signs in and leaves the address bar', async ({ page }) => {
    const token = await apiLogin(LEARNER);
    await page.goto(`/community?token=${encodeURIComponent(token)}&tab=all`);
    await expect(page.getByRole('banner').getByRole('link', { name: /마이페이지/ })).toBeVisible();
    expect(new URL(page.url()).search).toBe('?tab=all');
  });
});

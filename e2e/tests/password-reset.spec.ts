import { expect, test, type Page } from '../support/test';
import { logIn, signUpFresh, smsCodeFor, startSignedIn } from '../support/members';

// Issue #38 at 375 px: a member who forgot the password gets a code by SMS (the reference API's
// development outbox), sets a new password, and logs in with it; the old password is refused and
// a session opened before the reset, on another device, is logged out.

const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');
const myPageLink = (page: Page, name: string) =>
  header(page).getByRole('link', { name: `마이페이지 (${name})` });
const loginLink = (page: Page) => header(page).getByRole('link', { name: '로그인', exact: true });

test.use({ viewport: { width: 375, height: 812 } });

test('a password reset through the SMS code: the new password logs in, the old one and the old session do not', async ({
  page,
  browser,
  consoleGuard,
}) => {
  consoleGuard.allowStatus(401, '/login/Auth');
  const member = await signUpFresh('재설정');
  const newPassword = 'renewed2025!';

  // Another device, signed in before the reset.
  const other = await browser.newContext({
    baseURL: 'http://localhost:3000',
    viewport: { width: 375, height: 812 },
    locale: 'ko-KR',
  });
  const otherPage = await other.newPage();
  try {
    await startSignedIn(otherPage, member.api);
    await otherPage.goto('/my');
    await expect(myPageLink(otherPage, member.name)).toBeVisible();

    await page.goto('/login');
    await main(page).getByRole('link', { name: '비밀번호 재설정' }).click();
    await expect(page).toHaveURL('/password/reset');
    await main(page)
      .getByRole('textbox', { name: /휴대폰 번호/ })
      .fill(member.phone);
    await main(page).getByRole('button', { name: '인증번호 받기' }).click();
    const code = main(page).getByRole('textbox', { name: /인증번호/ });
    await expect(code).toBeFocused();
    await code.fill(await smsCodeFor(member.phone));
    await main(page).getByRole('button', { name: '인증번호 확인' }).click();

    const fresh = main(page).getByLabel(/^새 비밀번호[\s*]*$/);
    await expect(fresh).toBeFocused();
    await fresh.fill(newPassword);
    await main(page)
      .getByLabel(/^새 비밀번호 확인/)
      .fill(newPassword);
    await main(page).getByRole('button', { name: '비밀번호 바꾸기' }).click();
    await expect(main(page).getByRole('heading', { name: '비밀번호를 바꿨어요' })).toBeFocused();

    await main(page).getByRole('link', { name: '로그인하러 가기' }).click();
    await expect(page).toHaveURL('/login');
    await logIn(page, member.phone, member.password);
    await expect(main(page).getByText('휴대폰 번호 또는 비밀번호를 확인해주세요')).toBeVisible();
    await expect(loginLink(page)).toBeVisible();
    await logIn(page, member.phone, newPassword);
    await expect(myPageLink(page, member.name)).toBeVisible();

    // The session opened before the reset is over: that device is signed out on its next load.
    await otherPage.reload();
    await expect(loginLink(otherPage)).toBeVisible();
    await expect(myPageLink(otherPage, member.name)).toHaveCount(0);
  } finally {
    await other.close();
  }
});

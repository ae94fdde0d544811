import { expect, test, type Page } from '../support/test';
import { LEARNER } from '../support/session';
import { freshPhone, logIn, smsCodeFor } from '../support/members';

// mfe-account journeys on the composed site: sign-up with the reference API's dev-only code
// route, log-in and log-out as the header sees them, the wrong-password and expired-code
// messages (the e2e servers run the API with SMS_CODE_TTL_MS=4000), the Login modal kind. The
// member's screens of issue #19 are in member-screens.spec.ts.

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const loginLink = (page: Page) => header(page).getByRole('link', { name: '로그인', exact: true });
const myPageLink = (page: Page, name: string) =>
  header(page).getByRole('link', { name: `마이페이지 (${name})` });

async function requestCode(page: Page, phone: string) {
  await main(page)
    .getByRole('textbox', { name: /휴대폰 번호/ })
    .fill(phone);
  await main(page).getByRole('button', { name: '인증번호 받기' }).click();
  await expect(
    main(page).getByRole('textbox', { name: /휴대폰 번호/ }),
  ).toHaveAccessibleDescription('인증번호를 보냈어요');
}

async function logOutFromMyPage(page: Page) {
  await page.goto('/my');
  await main(page).getByRole('button', { name: '로그아웃', exact: true }).click();
  await expect(page).toHaveURL('/');
}

test.describe('account', () => {
  test('a new phone number signs up end to end, then logs out and back in', async ({ page }) => {
    const phone = freshPhone();
    const password = 'spring2024!';
    await page.goto('/signup?next=%2Fnotices');
    await expect(loginLink(page)).toBeVisible();
    await expect(main(page).getByRole('list', { name: '비밀번호 규칙' })).toContainText('8~64자');

    await requestCode(page, phone);
    await expect(main(page).getByRole('button', { name: /다시 받기/ })).toBeDisabled();
    await main(page)
      .getByRole('textbox', { name: /인증번호/ })
      .fill(await smsCodeFor(phone));
    await main(page).getByRole('button', { name: '확인' }).click();
    await expect(
      main(page).getByRole('textbox', { name: /휴대폰 번호/ }),
    ).toHaveAccessibleDescription('휴대폰 인증이 완료되었어요');
    await expect(main(page).getByRole('textbox', { name: /휴대폰 번호/ })).toHaveAttribute(
      'readonly',
      '',
    );

    // Names are unique (a retry signs up again): the new phone's last digits make it this run's.
    const name = `박새봄${phone.slice(-4)}`;
    await main(page).getByRole('textbox', { name: /이름/ }).fill(name);
    await main(page).getByRole('textbox', { name: '비밀번호', exact: true }).fill(password);
    await main(page).getByRole('textbox', { name: '비밀번호 확인', exact: true }).fill(password);
    await main(page).getByText('전체 동의하기').click();
    await main(page).getByRole('button', { name: '가입하기' }).click();

    // Registered and signed in: back where they were going, and the header changed at once.
    await expect(page).toHaveURL('/notices');
    await expect(myPageLink(page, name)).toBeVisible();
    await expect(loginLink(page)).toHaveCount(0);

    await logOutFromMyPage(page);
    await expect(loginLink(page)).toBeVisible();

    await loginLink(page).click();
    await logIn(page, phone.replaceAll('-', ''), password);
    await expect(myPageLink(page, name)).toBeVisible();
    await expect(loginLink(page)).toHaveCount(0);
  });

  test('log out and log in change the header at once, and survive a reload', async ({ page }) => {
    await page.goto('/login?next=%2Fnotices');
    await expect(loginLink(page)).toBeVisible();
    await logIn(page, LEARNER.phone, LEARNER.password);

    await expect(page).toHaveURL('/notices');
    await expect(myPageLink(page, LEARNER.name)).toBeVisible();
    await expect(loginLink(page)).toHaveCount(0);
    await page.reload();
    await expect(myPageLink(page, LEARNER.name)).toBeVisible();

    await myPageLink(page, LEARNER.name).click();
    await expect(
      main(page).getByRole('heading', { name: `${LEARNER.name}님, 안녕하세요` }),
    ).toBeVisible();
    await main(page).getByRole('button', { name: '로그아웃', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(loginLink(page)).toBeVisible();
    await expect(header(page).getByRole('link', { name: /마이페이지 \(/ })).toHaveCount(0);
    // The server session is gone too: a reload does not sign them back in.
    await page.reload();
    await expect(loginLink(page)).toBeVisible();
  });

  test('a wrong password says 휴대폰 번호 또는 비밀번호를 확인해주세요', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowStatus(401, '/login/Auth');
    await page.goto('/login');
    await logIn(page, LEARNER.phone, 'not-the-password1');
    await expect(main(page).getByRole('alert')).toHaveText(
      '휴대폰 번호 또는 비밀번호를 확인해주세요',
    );
    await expect(
      main(page).getByRole('textbox', { name: '비밀번호', exact: true }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/login');
    await expect(loginLink(page)).toBeVisible();
  });

  test('a malformed number is refused on the page, before any request', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('ajaxSendAuth')) sent.push(request.url());
    });
    await page.goto('/signup');
    await main(page)
      .getByRole('textbox', { name: /휴대폰 번호/ })
      .fill('010-123-4567');
    await main(page).getByRole('button', { name: '인증번호 받기' }).click();
    await expect(
      main(page).getByRole('textbox', { name: /휴대폰 번호/ }),
    ).toHaveAccessibleDescription(/휴대폰 번호 형식이 올바르지 않아요/);
    expect(sent).toHaveLength(0);
  });

  test('a code typed after its expiry says so, and a new one can be asked for at once', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowStatus(472, '/ajaxSmsAuth');
    const phone = freshPhone();
    await page.goto('/signup');
    await requestCode(page, phone);
    const code = await smsCodeFor(phone);
    // The e2e API keeps a code for 4 s (SMS_CODE_TTL_MS=4000).
    await page.waitForTimeout(4_500);
    await main(page)
      .getByRole('textbox', { name: /인증번호/ })
      .fill(code);
    await main(page).getByRole('button', { name: '확인' }).click();

    const codeField = main(page).getByRole('textbox', { name: /인증번호/ });
    await expect(codeField).toHaveAccessibleDescription(
      /^인증번호 입력 시간이 지났어요. 인증번호를 다시 요청해주세요/,
    );
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(main(page).getByRole('button', { name: '다시 받기' })).toBeEnabled();
  });

  test('the Login modal opens for a member-only action and signs in where the person is', async ({
    page,
  }) => {
    await page.goto('/');
    const bookmark = main(page)
      .getByRole('button', { name: /찜하기$/ })
      .first();
    await expect(bookmark).toBeVisible();
    await bookmark.click();

    const dialog = page.getByRole('dialog', { name: '로그인이 필요해요' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /휴대폰 번호/ }).fill(LEARNER.phone);
    await dialog.getByRole('textbox', { name: '비밀번호', exact: true }).fill(LEARNER.password);
    await dialog.getByRole('button', { name: '로그인' }).click();

    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL('/');
    await expect(myPageLink(page, LEARNER.name)).toBeVisible();
  });
});

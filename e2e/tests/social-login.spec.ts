import { expect, test, type Page } from '../support/test';

// Issue #52 at 375 px, on the real protocol: a visitor starts with 카카오, signs in at the local
// stand-in provider (any name works), comes back, confirms 만 14세 이상 and the terms and is
// signed in; logging in again (another browser) is the same member; that member links 네이버 in
// the settings.

test.use({ viewport: { width: 375, height: 812 } });

const main = (page: Page) => page.getByRole('main');
const myPageLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name: `마이페이지 (${name})` });

/** At the stand-in's Korean sign-in page: any name works. */
async function signInAtStandIn(page: Page, name: string) {
  await expect(page.getByText('개발용 대역', { exact: false }).first()).toBeVisible();
  await page.getByLabel('이름').fill(name);
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
}

async function memberId(page: Page): Promise<number> {
  const res = await page.request.get('/_api/new/auth/token');
  return ((await res.json()) as { data: { user_id: number } }).data.user_id;
}

test('카카오로 시작하기: the stand-in provider, 만 14세 이상 and the terms, signed in; again is the same member; 네이버 linked in settings', async ({
  page,
  browser,
}) => {
  const name = `카카오${Date.now() % 1_000_000}`;
  await page.goto('/login');
  await main(page).getByRole('link', { name: '카카오로 시작하기' }).click();
  await signInAtStandIn(page, name);

  await expect(page).toHaveURL('/social/confirm');
  await expect(
    main(page).getByRole('heading', { level: 1, name: '카카오 계정으로 가입하기' }),
  ).toBeVisible();
  await main(page).getByRole('radio', { name: '만 14세 이상이에요' }).check();
  await main(page)
    .getByRole('checkbox', { name: /이용약관 동의/ })
    .check();
  await main(page)
    .getByRole('checkbox', { name: /개인정보 수집·이용 동의/ })
    .check();
  await main(page).getByRole('button', { name: '동의하고 가입하기' }).click();
  await expect(page).toHaveURL('/');
  await expect(myPageLink(page, name)).toBeVisible();
  const first = await memberId(page);

  // Another browser: 카카오 again with the same account is the same member, straight in.
  const other = await browser.newContext({
    baseURL: 'http://localhost:3000',
    viewport: { width: 375, height: 812 },
    locale: 'ko-KR',
  });
  try {
    const again = await other.newPage();
    await again.goto('/login');
    await main(again).getByRole('link', { name: '카카오로 시작하기' }).click();
    await signInAtStandIn(again, name);
    await expect(again).toHaveURL('/');
    await expect(myPageLink(again, name)).toBeVisible();
    expect(await memberId(again)).toBe(first);

    // The member links 네이버 in the settings.
    await again.goto('/settings/social');
    await main(again).getByRole('link', { name: '네이버 연결하기' }).click();
    // The stand-in remembers this browser's sign-in: it may go straight back.
    await again.waitForURL(
      (url) => url.pathname.startsWith('/settings/social') || url.port === '4100',
    );
    if (new URL(again.url()).port === '4100') await signInAtStandIn(again, name);
    await expect(again).toHaveURL('/settings/social?social_linked=naver');
    await expect(main(again).getByText('네이버 계정을 연결했어요')).toBeVisible();
    await expect(main(again).getByRole('button', { name: '네이버 연결 해제' })).toBeVisible();
  } finally {
    await other.close();
  }
});

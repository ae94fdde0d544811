import { chromium, expect, test, type Browser, type Page } from '../support/test';
import { CHROMIUM_ARGS } from '../support/env';
import { loginThroughProxy } from '../support/proxySession';
import { LEARNER } from '../support/session';
import { clearRuntimeSettings, setRuntimeSettings } from '../support/settings';

// The cross-site login check (spec section 4) runs only off localhost, on a host that is part of
// the sibling site's address. A separate Chromium maps baeum.test to 127.0.0.1, and the runtime
// settings make http://baeum.test:3000 the sibling site (its stand-in pages come from the API
// through the same-origin /_api proxy).

const HOST = 'baeum.test';
const FRAME_TITLE = '로그인 상태 확인';

/** The shell of this run under the test host name: http://baeum.test:3000 by default. */
function onTestHost(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'http://localhost:3000');
  url.hostname = HOST;
  return url.origin;
}

let browser: Browser;

test.beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  });
});

test.afterAll(async () => {
  await browser?.close();
});

test.beforeEach(({ baseURL }) => setRuntimeSettings({ siblingSiteBase: onTestHost(baseURL) }));
test.afterEach(() => clearRuntimeSettings());

function header(page: Page) {
  return page.getByRole('banner');
}

/** Counts what the check does: page loads (the reload) and visits to the two sibling pages. */
function watch(page: Page) {
  const seen = { documents: 0, loginChecks: 0, logouts: 0, logoutMethods: [] as string[] };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.documents += 1;
    if (request.url().includes('/_api/sibling/login_check')) seen.loginChecks += 1;
    if (request.url().includes('/_api/sibling/logout')) {
      seen.logouts += 1;
      seen.logoutMethods.push(request.method());
    }
  });
  return seen;
}

async function pageOnTestHost(baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL: onTestHost(baseURL),
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  return context.newPage();
}

test('a user signed in here but not on the sibling site is logged out there, and the page reloads once', async ({
  baseURL,
}) => {
  const page = await pageOnTestHost(baseURL);
  try {
    // A token from an earlier lookup, but no session cookie: the login-check page shows no id.
    const token = await loginThroughProxy(baseURL!, LEARNER);
    await page.addInitScript((t) => {
      if (window.sessionStorage.getItem('e2e.seeded')) return;
      window.localStorage.setItem('baeum.token', t);
      window.sessionStorage.setItem('e2e.seeded', '1');
    }, token);
    const seen = watch(page);

    await page.goto('/');
    await expect.poll(() => seen.logouts).toBe(1);
    await expect.poll(() => seen.documents).toBe(2);

    // After the reload the stored token is gone: anonymous here and there, a match.
    await expect(header(page).getByRole('link', { name: '로그인' })).toBeVisible();
    await expect.poll(() => seen.loginChecks).toBeGreaterThanOrEqual(3); // check, logout's return, check again
    await expect(page.getByTitle(FRAME_TITLE)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(seen).toMatchObject({ documents: 2, logouts: 1, logoutMethods: ['POST'] });
  } finally {
    await page.context().close();
  }
});

test('the same user on both sites: the check does nothing', async ({ baseURL }) => {
  const page = await pageOnTestHost(baseURL);
  try {
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: '로그인' })).toBeVisible();
    // Log in from the page, so the session cookie belongs to baeum.test as the sibling's would.
    await page.evaluate(async ({ phone, password }) => {
      await fetch('/_api/xsrf', { credentials: 'include' });
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
      const xsrf = decodeURIComponent(cookie?.slice('XSRF-TOKEN='.length) ?? '');
      const res = await fetch('/_api/login/Auth', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-xsrf-token': xsrf },
        body: new URLSearchParams({ user_id: phone, passwd: password }).toString(),
      });
      if (!res.ok) throw new Error(`login ${res.status}`);
    }, LEARNER);

    const seen = watch(page);
    const checked = page.waitForResponse((r) => r.url().includes('/_api/sibling/login_check'));
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: /마이페이지/ })).toBeVisible();
    expect(await (await checked).text()).toMatch(/id="login_user_id" value="\d+"/);
    await expect(page.getByTitle(FRAME_TITLE)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(seen).toMatchObject({ documents: 1, logouts: 0, loginChecks: 1 });
    await expect(header(page).getByRole('link', { name: /마이페이지/ })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test('on localhost the check never runs', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: '로그인' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.loginChecks).toBe(0);
});

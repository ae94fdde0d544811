import { createHash } from 'node:crypto';
import { expect, test, type Page, type Request } from '../support/test';
import { clearRuntimeSettings, setRuntimeSettings } from '../support/settings';
import { loginThroughProxy } from '../support/proxySession';
import { LEARNER } from '../support/session';

// Outside scripts (spec section 1): with no ids configured nothing leaves for a third-party
// host; with ids, the scripts load over https, the tag manager after the user is loaded, and a
// blocked script never breaks the page.

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

const IDS = {
  tagManager: ['GTM-E2E0001', 'GTM-E2E0002', 'GTM-E2E0003'],
  portalPixel: 's_e2e0001',
  socialPixel: '1234567890',
  shortVideoPixel: 'CE2E0001',
  analytics: 'G-E2E0001',
};

function header(page: Page) {
  return page.getByRole('banner');
}

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

function isNetwork(url: string): boolean {
  return /^(https?|wss?):/.test(url);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

async function signIn(page: Page, baseURL: string | undefined): Promise<void> {
  const token = await loginThroughProxy(baseURL ?? 'http://localhost:3000', LEARNER);
  await page.addInitScript((t) => window.localStorage.setItem('baeum.token', t), token);
}

test.afterEach(() => clearRuntimeSettings());

test('with no ids configured, no request leaves for a third-party host', async ({
  page,
  baseURL,
}) => {
  clearRuntimeSettings();
  const requests = recordRequests(page);
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: '로그인' })).toBeVisible();
  await signIn(page, baseURL);
  for (const path of ['/', '/community', '/class/1']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  }
  await expect(header(page).getByRole('link', { name: /마이페이지/ })).toBeVisible();
  await header(page).getByRole('link', { name: '커뮤니티' }).click();
  await page.waitForLoadState('networkidle');

  const hosts = new Set(
    requests
      .map((r) => r.url())
      .filter(isNetwork)
      .map((url) => new URL(url).hostname),
  );
  expect([...hosts].filter((host) => !LOCAL_HOSTS.has(host))).toEqual([]);
  expect(await page.locator('script[data-third-party]').count()).toBe(0);
});

test('with ids configured and every outside host blocked, the scripts are tried over https and the page keeps working', async ({
  page,
  baseURL,
  consoleGuard,
}) => {
  // The blocked outside scripts are the browser's own messages; the page's code stays quiet.
  consoleGuard.allow(/net::ERR_BLOCKED_BY_CLIENT/);
  setRuntimeSettings({ tracking: IDS });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const outside: string[] = [];
  await page.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    (route) => {
      outside.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  await signIn(page, baseURL);
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: /마이페이지/ })).toBeVisible();

  await expect
    .poll(() => outside.filter((url) => url.includes('/gtm.js?id=')).sort())
    .toEqual(IDS.tagManager.map((id) => `https://www.googletagmanager.com/gtm.js?id=${id}`));
  for (const fragment of [
    'wcs.naver.net/wcslog.js',
    'fbevents.js',
    'sdkid=CE2E0001',
    'gtag/js?id=G-E2E0001',
  ]) {
    expect(outside.some((url) => url.includes(fragment))).toBe(true);
  }
  expect(outside.every((url) => url.startsWith('https://'))).toBe(true);
  // Blocked scripts are removed from the page.
  await expect(page.locator('script[data-third-party]')).toHaveCount(0);

  // The page still works: navigation and the header.
  await header(page).getByRole('link', { name: '커뮤니티' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the identity snippet sets hashed email and id and the encoded phone for a signed-in user', async ({
  page,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(/net::ERR_BLOCKED_BY_CLIENT/);
  setRuntimeSettings({ tracking: IDS });
  await page.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  await signIn(page, baseURL);
  const me = page.waitForResponse((r) => r.url().includes('/_api/new/user/me'));
  await page.goto('/');
  const user = (
    (await (await me).json()) as {
      data: { user_id: number; email: string | null; phone: string | null };
    }
  ).data;
  await expect(header(page).getByRole('link', { name: /마이페이지/ })).toBeVisible();

  await expect
    .poll(() => page.evaluate(() => (window as unknown as Record<string, string>).baeum_user_id))
    .toBe(sha256(String(user.user_id)));
  const globals = await page.evaluate(() => {
    const w = window as unknown as Record<string, string | undefined>;
    return { email: w.baeum_user_email, phone: w.baeum_user_phone };
  });
  expect(globals.email).toBe(user.email ? sha256(user.email.trim().toLowerCase()) : '');
  expect(globals.phone).toBe(user.phone ? encodeURIComponent(user.phone) : '');
});

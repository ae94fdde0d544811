import { expect, test, type Browser, type Page } from '../support/test';
import { REMOTE_PORTS } from '../support/env';
import { loginThroughProxy } from '../support/proxySession';
import { LEARNER } from '../support/session';

// The in-app web view (shell issue, "Done when"; ARCHITECTURE.md section 3): with the app's
// user-agent marker the shell shows no header and fetches only the remote that owns the route,
// and the page hands back and class detail to a native bridge the test injects, gated by app
// version (class detail from 210; spec sections 2 and 6).

/** An iPhone web view of the app, as the app sends it (marker: shared/src/utils/userAgent.ts). */
const appUserAgent = (version: number) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 BaeumApp/${version} (iOS)`;

const ALARM_LIST = '/webview/alarm/class';
// The seeded learner takes this class first (api seed: user 1's enrolments, newest first).
const FIRST_CLASS = { id: 1, name: '왕초보를 위한 아이패드 드로잉' };

type BridgeCall = [handler: string, payload: unknown];

declare global {
  interface Window {
    __calls: BridgeCall[];
  }
}

let token = '';

test.beforeAll(async ({ baseURL }) => {
  token = await loginThroughProxy(baseURL!, LEARNER);
});

/** A phone-sized context of the app's web view, signed in as the learner by a stored token. */
async function openApp(
  browser: Browser,
  baseURL: string,
  version: number,
  { bridge = false } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    userAgent: appUserAgent(version),
    viewport: { width: 375, height: 812 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  await context.addInitScript((t) => window.localStorage.setItem('baeum.token', t), token);
  if (bridge) {
    // iOS's WKWebView bridge: window.webkit.messageHandlers[name].postMessage(payload).
    await context.addInitScript(() => {
      window.__calls = [];
      const handler = (name: string) => ({
        postMessage(payload: unknown) {
          window.__calls.push([name, payload]);
        },
      });
      (window as unknown as { webkit: unknown }).webkit = {
        messageHandlers: { back: handler('back'), classDetail: handler('classDetail') },
      };
    });
  }
  return context.newPage();
}

const bridgeCalls = (page: Page) => page.evaluate(() => window.__calls);

async function waitForClassList(page: Page) {
  const list = page.getByRole('list', { name: '내 수업 목록' });
  await expect(list.getByRole('heading', { level: 2, name: FIRST_CLASS.name })).toBeVisible();
  return list;
}

test.describe('the class alarm screens in the app web view', () => {
  test('hide the shell header and fetch only the shell and mfe-class', async ({
    browser,
    baseURL,
  }) => {
    const page = await openApp(browser, baseURL!, 220);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto(ALARM_LIST);
    await expect(page.getByRole('heading', { level: 1, name: '수업 알림' })).toBeVisible();
    const list = await waitForClassList(page);
    await expect(list.getByRole('listitem').first()).toContainText('매일 오후 8:00');
    await expect(page.getByRole('banner')).toHaveCount(0);

    // Into one class's settings, still inside the same remote.
    await list.getByRole('link', { name: `${FIRST_CLASS.name} 알림 설정` }).click();
    await expect(page).toHaveURL(`${ALARM_LIST}/${FIRST_CLASS.id}`);
    await expect(page.getByRole('switch', { name: '수업 알림 받기' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.waitForLoadState('networkidle');

    const ports = (port: number) => requested.filter((url) => new URL(url).port === String(port));
    expect(ports(REMOTE_PORTS.mfe_class)).toContain(
      `http://localhost:${REMOTE_PORTS.mfe_class}/mf-manifest.json`,
    );
    for (const port of [
      REMOTE_PORTS.mfe_search,
      REMOTE_PORTS.mfe_community,
      REMOTE_PORTS.mfe_studio,
      REMOTE_PORTS.mfe_account,
    ]) {
      expect(ports(port), `requests to :${port}`).toEqual([]);
    }
    await page.context().close();
  });

  test('an alarm is toggled, its days and time picked, and kept after a reload', async ({
    browser,
    baseURL,
  }) => {
    const page = await openApp(browser, baseURL!, 220);
    await page.goto(`${ALARM_LIST}/${FIRST_CLASS.id}`);
    await expect(page.getByRole('heading', { level: 2, name: FIRST_CLASS.name })).toBeVisible();

    for (const day of ['일', '토'])
      await page.getByRole('button', { name: day, exact: true }).click();
    await page.getByRole('combobox', { name: '오전 또는 오후' }).selectOption({ label: '오전' });
    await page.getByRole('combobox', { name: '시', exact: true }).selectOption({ label: '7시' });
    await page.getByRole('combobox', { name: '분', exact: true }).selectOption({ label: '30분' });
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('알림 설정을 저장했어요')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: '토', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByRole('button', { name: '월', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('combobox', { name: '시', exact: true })).toHaveValue('7');

    const toggle = page.getByRole('switch', { name: '수업 알림 받기' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('알림 설정을 저장했어요')).toBeVisible();

    await page.goto(ALARM_LIST);
    const list = await waitForClassList(page);
    // Found by name: other journeys (a purchase) may put another class first.
    await expect(
      list.getByRole('listitem').filter({ hasText: FIRST_CLASS.name }).first(),
    ).toContainText('알림 꺼짐');
    await page.context().close();
  });
});

test.describe('a fake native bridge receives back and class detail by app version', () => {
  for (const version of [209, 210, 220]) {
    test(`app ${version}`, async ({ browser, baseURL }) => {
      const page = await openApp(browser, baseURL!, version, { bridge: true });
      await page.goto(ALARM_LIST);
      const list = await waitForClassList(page);

      // Back has no version gate: every app gets it, and the web does not navigate as well.
      await page.getByRole('button', { name: '뒤로 가기' }).click();
      await expect.poll(() => bridgeCalls(page)).toEqual([['back', {}]]);
      await expect(page).toHaveURL(ALARM_LIST);

      await list.getByRole('button', { name: `${FIRST_CLASS.name} 수업 보기` }).click();
      if (version < 210) {
        // Below the gate the web class page opens instead, and nothing more is posted.
        await expect(page).toHaveURL(`/class/${FIRST_CLASS.id}`);
        await expect(page.getByRole('heading', { level: 1, name: FIRST_CLASS.name })).toBeVisible();
        expect(await bridgeCalls(page)).toEqual([['back', {}]]);
      } else {
        await expect
          .poll(() => bridgeCalls(page))
          .toEqual([
            ['back', {}],
            ['classDetail', { classId: FIRST_CLASS.id }],
          ]);
        await expect(page).toHaveURL(ALARM_LIST);
      }
      await page.context().close();
    });
  }

  test('on the plain web, back and class detail navigate without a bridge', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 812 },
      locale: 'ko-KR',
    });
    await context.addInitScript((t) => window.localStorage.setItem('baeum.token', t), token);
    const page = await context.newPage();
    await page.goto('/');
    await page.goto(ALARM_LIST);
    await expect(page.getByRole('banner')).toBeVisible();
    const list = await waitForClassList(page);
    await list.getByRole('button', { name: `${FIRST_CLASS.name} 수업 보기` }).click();
    await expect(page).toHaveURL(`/class/${FIRST_CLASS.id}`);
    await page.goBack();
    await expect(page).toHaveURL(ALARM_LIST);
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect(page).toHaveURL('/');
    await context.close();
  });
});

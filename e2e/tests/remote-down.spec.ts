import { expect, test, type Page, type Route } from '../support/test';
import { REMOTE_PORTS } from '../support/env';

// Every remote fails in turn, three ways: its server is down (connection refused), it answers
// 500, or it serves a broken remoteEntry.js. Each time the shell and the other remotes keep
// working, the slot says so in Korean with 다시 시도, and 다시 시도 recovers once it is back.

type RemoteName = keyof typeof REMOTE_PORTS;

const PAGES: Record<RemoteName, { path: string; other: { link: string; path: RegExp } }> = {
  mfe_search: { path: '/category?categoryId=1', other: { link: '커뮤니티', path: /\/community$/ } },
  mfe_community: { path: '/community', other: { link: '홈', path: /\/$/ } },
  mfe_class: { path: '/class/1', other: { link: '커뮤니티', path: /\/community$/ } },
  mfe_studio: { path: '/studio', other: { link: '커뮤니티', path: /\/community$/ } },
  mfe_account: { path: '/notices', other: { link: '커뮤니티', path: /\/community$/ } },
};

const FAILURES = {
  down: (route: Route) => route.abort('connectionrefused'),
  'answering 500': (route: Route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  'serving a broken remoteEntry.js': (route: Route) =>
    /remoteEntry\.js/.test(route.request().url())
      ? route.fulfill({
          status: 200,
          contentType: 'application/javascript',
          body: 'this is not javascript {',
        })
      : route.continue(),
} as const;

const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');

function remoteUrl(name: RemoteName): RegExp {
  return new RegExp(`^https?://(localhost|127\\.0\\.0\\.1):${REMOTE_PORTS[name]}/`);
}

for (const [name, target] of Object.entries(PAGES) as [RemoteName, (typeof PAGES)[RemoteName]][]) {
  test.describe(`${name} failing`, () => {
    for (const [how, fail] of Object.entries(FAILURES)) {
      test(`${how}: its slot shows 다시 시도, the rest works, and it recovers`, async ({
        page,
        consoleGuard,
      }) => {
        consoleGuard.allowRemoteFailure(name, `http://localhost:${REMOTE_PORTS[name]}`);
        // The broken remoteEntry.js is evaluated by the browser and throws where it is parsed.
        if (how === 'serving a broken remoteEntry.js') {
          consoleGuard.allow(/^uncaught: Unexpected identifier 'is'$/);
        }
        await page.route(remoteUrl(name), fail);
        await page.goto(target.path);

        const retry = main(page).getByRole('button', { name: '다시 시도' });
        await expect(retry).toBeVisible({ timeout: 30_000 });
        await expect(main(page).getByText('이 영역을 불러오지 못했어요')).toBeVisible();
        await expect(header(page).getByRole('link', { name: '홈' })).toBeVisible();

        // Another remote still works, by client-side navigation from the shell's header.
        await header(page).getByRole('link', { name: target.other.link, exact: true }).click();
        await expect(page).toHaveURL(target.other.path);
        await expect(main(page).getByRole('heading').first()).toBeVisible({ timeout: 20_000 });

        // Back to the broken slot; once the remote is back, 다시 시도 loads it.
        await page.goBack();
        await expect(retry).toBeVisible({ timeout: 30_000 });
        await page.unroute(remoteUrl(name));
        await retry.click();
        await expect(retry).toHaveCount(0, { timeout: 30_000 });
        await expect(main(page).getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
      });
    }
  });
}

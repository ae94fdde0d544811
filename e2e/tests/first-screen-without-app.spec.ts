// Issue #39, "The page before scripts run": a drawn page is plain, usable HTML until the app
// has it, and stays so when the app never comes (scripts off, main.js failing, main.js late).
// Nothing covers it, nothing that a keyboard reaches is aria-hidden, its links are real links,
// its buttons that need the app are disabled, and the page says what is missing.
import { expect, test, type Page } from '../support/test';

const MAIN_JS = /\/main\.[0-9a-f]+\.js$/;

const PAGES = [
  { path: '/', heading: null },
  { path: '/community', heading: '커뮤니티' },
  { path: '/class/1', heading: '왕초보를 위한 아이패드 드로잉' },
];

/** The page is the drawing, to read and press as plain HTML. */
async function expectPlainHtml(page: Page, heading: string | null) {
  await expect(page.locator('#baeum-first-screen')).toHaveCount(1);
  if (heading) await expect(page.locator('#root main h1')).toContainText(heading);
  else await expect(page.locator('#root main')).toBeVisible();
  const facts = await page.evaluate(() => {
    const root = document.getElementById('root')!;
    // What a tap in the middle of the screen lands on.
    const hit = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    const focusable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, iframe, summary, [tabindex]',
      ),
    ].filter((el) => !(el as HTMLButtonElement).disabled && el.tabIndex >= 0);
    const waiting = [...root.querySelectorAll('button')].filter(
      (b) => !b.disabled && !(b.type === 'submit' && b.form?.hasAttribute('action')),
    );
    return {
      hitInsideRoot: hit !== null && root.contains(hit),
      hiddenButReachable: focusable
        .filter((el) => el.closest('[aria-hidden="true"], [inert]'))
        .map((el) => el.outerHTML.slice(0, 120)),
      rootLinks: root.querySelectorAll('a[href]').length,
      enabledButtonsNeedingApp: waiting.map((b) => b.outerHTML.slice(0, 120)),
      covering: [...document.body.querySelectorAll('*')]
        .filter((el) => !root.contains(el) && getComputedStyle(el).position === 'fixed')
        .map((el) => el.outerHTML.slice(0, 120)),
    };
  });
  expect(facts).toEqual({
    hitInsideRoot: true,
    hiddenButReachable: [],
    rootLinks: expect.any(Number),
    enabledButtonsNeedingApp: [],
    covering: [],
  });
  expect(facts.rootLinks).toBeGreaterThan(0);
}

/** A page the server draws (its route table's `firstScreen`), as the drawing links to it. */
const DRAWN_PAGE = '^/(class/\\d+|community(/\\d+)?)$';

/** Follows the drawing's first link to another drawn page: a page load, drawn again. */
async function followALink(page: Page) {
  const href = await page
    .locator('#root a[href]')
    .evaluateAll(
      (links, rule) =>
        links
          .map((a) => a.getAttribute('href')!)
          .find((h) => new RegExp(rule).test(h) && h !== location.pathname),
      DRAWN_PAGE,
    );
  expect(href).toBeTruthy();
  await page.locator(`#root a[href="${href}"]`).first().click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.locator('#baeum-first-screen')).toHaveCount(1);
  await expect(page.locator('#root main')).toBeVisible();
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path}: the drawing reads, links and says what needs scripts`, async ({ page }) => {
      await page.goto(path);
      await expectPlainHtml(page, heading);
      // The page's own <noscript> (the template's "turn scripts on" is not sent with a drawing).
      // Read as text: Playwright's text locators skip what is inside a <noscript>.
      const noscript = page.locator('noscript');
      await expect(noscript).toHaveCount(1);
      expect(await noscript.textContent()).toContain('자바스크립트가 꺼져 있어요');
      await expect(page.getByRole('alert')).toBeHidden();
      await followALink(page);
    });
  }

  test('the header’s search works as a plain form', async ({ page }) => {
    await page.goto('/community');
    const search = page.getByRole('search').first();
    await search.getByRole('searchbox').fill('드로잉');
    await search.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/\/search\?keyword=%EB%93%9C%EB%A1%9C%EC%9E%89$/);
    await expect(page.locator('#baeum-first-screen')).toHaveCount(1);
    await expect(page.locator('#root main')).toContainText('드로잉');
  });
});

test.describe('when main.js fails to load', () => {
  for (const { path, heading } of PAGES) {
    test(`${path}: stays plain HTML and says the app is missing`, async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allowStatus(500, '/main.');
      await page.route(MAIN_JS, (route) => route.fulfill({ status: 500, body: '' }));
      await page.goto(path);
      const note = page.getByRole('alert').filter({ hasText: '앱을 불러오지 못했어요' });
      await expect(note).toBeVisible();
      await expect(note.getByRole('link', { name: '새로고침' })).toHaveAttribute('href', '');
      await expectPlainHtml(page, heading);
      await followALink(page);
    });
  }
});

test('when main.js is late, the note shows after the wait and the app takes it away', async ({
  page,
}) => {
  await page.clock.install();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(MAIN_JS, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/class/1', { waitUntil: 'commit' });
  await expect(page.locator('#root main h1')).toBeVisible();
  const note = page.getByRole('alert').filter({ hasText: '앱을 불러오지 못했어요' });
  await expect(note).toBeHidden();
  await page.clock.runFor(15_000);
  await expect(note).toBeVisible();
  await expectPlainHtml(page, '왕초보를 위한 아이패드 드로잉');
  release();
  // The app arrives after all: the note goes and the waiting buttons are the app's.
  await expect(page.locator('#baeum-app-missing')).toHaveCount(0);
  await expect(page.locator('[data-awaits-app]')).toHaveCount(0);
  await expect(page.locator('body > [role="status"][aria-live="polite"]')).toHaveCount(1);
});

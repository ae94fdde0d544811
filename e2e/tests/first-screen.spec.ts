// Issue #18: the shell's server draws a public page's first screen (shell/README, "The first
// screen is drawn on the server"). Without any script the page is there, styled, with the
// remote's own class names; nothing covers it or hides it (#39: its buttons that need the app
// are disabled until the app has it, first-screen-without-app.spec.ts); with scripts the app
// hydrates it: it adopts the drawn nodes (no second layout, no new images), adds what exists in
// the browser alone and gives the waiting buttons back.
import { expect, test, type Browser, type Page } from '../support/test';
import { LEARNER, apiLogin } from '../support/session';
import { CLASSES } from '@baeum/shared/testing/fixtures';

const PAGES = [
  { path: '/community', heading: '커뮤니티' },
  { path: `/class/${CLASSES.drawing.id}`, heading: CLASSES.drawing.name },
];

async function withoutScripts<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The page heading's text, class and the styles its class gives it. */
async function readPage(page: Page, scope: string) {
  return page.evaluate((root) => {
    const h1 = document.querySelector(root)?.querySelector('main h1');
    const style = h1 ? getComputedStyle(h1) : null;
    return {
      heading: h1?.textContent?.trim() ?? null,
      headingClass: h1?.className ?? null,
      style: style && {
        fontSize: style.fontSize,
        lineHeight: style.lineHeight,
        color: style.color,
        marginTop: style.marginTop,
      },
    };
  }, scope);
}

/** The id of what a tap at the middle of `selector` lands on (or of its nearest ancestor with one). */
async function tapLandsOn(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit === el || el.contains(hit) ? 'itself' : (hit?.closest('[id]')?.id ?? null);
    });
}

/**
 * Holds the shell's script back until `release()`, so a test can mark the drawn nodes first;
 * `redrawn` collects the shell's warnings that a drawn part had to be drawn again.
 */
async function holdTheApp(page: Page) {
  const redrawn: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('[shell] first screen redrawn')) redrawn.push(m.text());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release, redrawn };
}

for (const { path, heading } of PAGES) {
  test(`${path} is drawn by the server, styled, and the app hydrates the drawing`, async ({
    page,
    browser,
  }) => {
    const drawn = await withoutScripts(browser, async (still) => {
      await still.goto(path);
      // Nothing over the drawing or hidden from assistive technology: a tap lands on the page.
      await expect(still.locator('[aria-hidden="true"]:has(a[href])')).toHaveCount(0);
      expect(await tapLandsOn(still, 'main h1')).toBe('itself');
      return readPage(still, '#root');
    });
    expect(drawn.heading).toContain(heading);

    // The shell's script is held back until the drawn heading is marked.
    const { release, redrawn } = await holdTheApp(page);
    await page.goto(path, { waitUntil: 'commit' });
    const drawnHeading = page.locator('#root main h1');
    await expect(drawnHeading).toContainText(heading);
    await drawnHeading.evaluate((h1) => h1.setAttribute('data-drawn-node', ''));
    // The drawn buttons that need the app wait for it, disabled.
    await expect(page.locator('#root button[data-awaits-app]').first()).toBeDisabled();
    release();
    // The app has it: a page to press and read.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(page.locator('[data-awaits-app]')).toHaveCount(0);
    await expect(page.locator('#baeum-app-missing')).toHaveCount(0);
    expect(await tapLandsOn(page, 'main h1')).toBe('itself');
    // Hydrated: the browser-only parts (the toast's live region, a portal) are there…
    await expect(page.locator('body > [role="status"][aria-live="polite"]')).toHaveCount(1);
    // …and the heading is the drawn node (a replaced page would have lost the mark).
    await expect(page.locator('main h1[data-drawn-node]')).toHaveCount(1);
    expect(redrawn).toEqual([]);
    const live = await readPage(page, '#root');
    // The server's class names are the remote's own (hashed as its build hashes them), so the
    // remote's stylesheet already styled the drawing exactly as it styles the app.
    expect(live.headingClass).toBe(drawn.headingClass);
    expect(live.style).toEqual(drawn.style);
  });
}

test('a member’s address and a member-only page are not drawn for a visitor', async ({
  browser,
}) => {
  await withoutScripts(browser, async (still) => {
    for (const path of ['/community?token=not-a-real-token', '/community/write', '/my']) {
      await still.goto(path);
      await expect(still.locator('#baeum-first-screen'), path).toHaveCount(0);
    }
  });
});

const APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 BaeumApp/220 (iOS)';
// The seeded learner takes this class first (api seed).
const FIRST_CLASS = '왕초보를 위한 아이패드 드로잉';

test('the app’s web view page opened with ?token= is drawn for that member, then hydrated', async ({
  browser,
}) => {
  const token = await apiLogin(LEARNER);
  const address = `/webview/alarm/class?token=${encodeURIComponent(token)}`;

  const still = await browser.newContext({ javaScriptEnabled: false, userAgent: APP_UA });
  try {
    const page = await still.newPage();
    const response = await page.goto(address);
    // The member's own page: kept by no cache on the way.
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    // Drawn with the token, never carrying it.
    expect(await response!.text()).not.toContain(token);
    await expect(page.locator('#root h2', { hasText: FIRST_CLASS })).toBeVisible();
  } finally {
    await still.close();
  }

  const app = await browser.newContext({
    userAgent: APP_UA,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await app.newPage();
    const { release, redrawn } = await holdTheApp(page);
    await page.goto(address, { waitUntil: 'commit' });
    const row = page.locator('#root h2', { hasText: FIRST_CLASS });
    await expect(row).toBeVisible();
    await row.evaluate((h2) => h2.setAttribute('data-drawn-node', ''));
    release();
    // The token is read and leaves the address bar; the device's alarm summary is filled in…
    await expect(page).not.toHaveURL(/token=/);
    await expect(page.getByRole('heading', { level: 2, name: FIRST_CLASS })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: FIRST_CLASS }).getByRole('paragraph'),
    ).toHaveText(/알림\s+\S/);
    // …on the drawn nodes: hydrated, not replaced.
    await expect(page.locator('h2[data-drawn-node]')).toHaveCount(1);
    expect(redrawn).toEqual([]);
  } finally {
    await app.close();
  }
});

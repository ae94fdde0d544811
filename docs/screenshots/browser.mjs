// What the screenshot scripts share: the system Chromium driven by the e2e package's Playwright,
// and one page per width (375 px phone, 1280 px desktop) in the Korean locale.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');

/** The widths every screen is shot at. */
export const WIDTHS = [375, 1280];

/** Chromium without sandbox or GPU; `args` adds switches. */
export function launchBrowser(args = []) {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', ...args],
  });
}

/** A page in a new context `width` px wide, 812 px tall on the phone and 900 on the desktop;
 * close it with `page.context().close()`. */
export async function newPage(browser, width) {
  const ctx = await browser.newContext({
    viewport: { width, height: width === 375 ? 812 : 900 },
    deviceScaleFactor: 1,
    locale: 'ko-KR',
  });
  return ctx.newPage();
}

// Screenshots at 375 and 1280 px of a drawn page without its app (issue #39, "The page before
// scripts run"): /class/1 with main.js answering 500 (the note above the page, the waiting
// buttons unavailable) and with scripts off. Needs the composed site up
// (`node scripts/e2e-servers.mjs`).
//   node docs/screenshots/shoot-before-app.mjs [output folder]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDTHS, launchBrowser, newPage } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.argv[2] || here;
const base = 'http://localhost:3000';

const browser = await launchBrowser();
try {
  for (const width of WIDTHS) {
    const page = await newPage(browser, width);
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${base}/class/1`);
    await page.getByRole('alert').waitFor();
    await page.screenshot({ path: path.join(out, `before-app-main-failed-${width}.png`) });
    await page.context().close();

    const ctx = await browser.newContext({
      viewport: { width, height: width === 375 ? 812 : 900 },
      locale: 'ko-KR',
      javaScriptEnabled: false,
    });
    const still = await ctx.newPage();
    await still.goto(`${base}/class/1`);
    await still.screenshot({ path: path.join(out, `before-app-scripts-off-${width}.png`) });
    await ctx.close();
  }
} finally {
  await browser.close();
}

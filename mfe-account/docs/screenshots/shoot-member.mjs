// Screenshots of the member screens (/my, points, follow lists, bookmarks, settings, withdrawal,
// reviews) at 375 and 1280 px, signed in as the demo learner.
//   node mfe-account/docs/screenshots/shoot-member.mjs [base URL] [output folder]
// The base is the composed site (http://localhost:3000) or this remote served alone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDTHS, launchBrowser, newPage } from '../../../docs/screenshots/browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const base = process.argv[2] || 'http://localhost:3000';
const out = process.argv[3] || here;
const shots = [
  ['my', '/my'],
  ['points', '/my/points'],
  ['following', '/my/following'],
  ['bookmarks', '/my/bookmarks'],
  ['settings', '/settings'],
  ['withdrawal', '/withdrawal'],
  ['reviews', '/my/reviews'],
];
const browser = await launchBrowser();
for (const width of WIDTHS) {
  const page = await newPage(browser, width);
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('010-1234-5678');
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('baeum1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  for (const [name, route] of shots) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await page.context().close();
}
await browser.close();

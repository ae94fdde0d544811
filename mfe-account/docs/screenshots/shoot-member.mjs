// Screenshots of the member screens (/my, points, follow lists, bookmarks, settings, withdrawal,
// reviews) at 375 and 1280 px, signed in as the demo learner.
//   node mfe-account/docs/screenshots/shoot-member.mjs [base URL] [output folder]
// The base is the composed site (http://localhost:3000) or this remote served alone.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { chromium } = createRequire(path.join(here, '../../../e2e/package.json'))(
  '@playwright/test',
);
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
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({
    viewport: { width, height: width === 375 ? 812 : 900 },
    locale: 'ko-KR',
  });
  const page = await ctx.newPage();
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
  await ctx.close();
}
await browser.close();

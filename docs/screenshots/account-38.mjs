// Screenshots of issue #38's account screens at 375 and 1280 px: the settings hub and
// 비밀번호 변경 (signed in as the demo learner), the reset steps, 이용약관 and 개인정보처리방침.
//   node docs/screenshots/account-38.mjs [base URL] [output folder]
// The base is the composed site (the e2e servers or `pnpm start`, http://localhost:3000).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDTHS, launchBrowser, newPage } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const base = process.argv[2] || 'http://localhost:3000';
const out = process.argv[3] || here;
const shot = (page, name, width) =>
  page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });

const browser = await launchBrowser();
for (const width of WIDTHS) {
  const page = await newPage(browser, width);
  for (const [name, route] of [
    ['terms', '/terms'],
    ['privacy', '/privacy'],
  ]) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await shot(page, name, width);
  }
  // The reset's first two steps, for a number nobody registered (nothing is changed).
  await page.goto(`${base}/password/reset`, { waitUntil: 'networkidle' });
  await shot(page, 'password-reset', width);
  await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('010-4444-9038');
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page.getByRole('textbox', { name: /인증번호/ }).waitFor();
  await shot(page, 'password-reset-code', width);

  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('010-1234-5678');
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('baeum1234!');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  for (const [name, route] of [
    ['settings-hub', '/settings'],
    ['settings-password', '/settings/password'],
  ]) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await shot(page, name, width);
  }
  await page.context().close();
}
await browser.close();

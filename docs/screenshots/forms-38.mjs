// Screenshots of issue #38's phone screens at 375 px: /notices with its pagination, the tab bar
// (home and 커뮤니티), the settings hub, 이용약관 and the three password-reset steps.
//   node docs/screenshots/forms-38.mjs [base URL] [output folder] [API URL]
// The base is the composed site (the e2e servers or `pnpm start`, http://localhost:3000); the
// API's development SMS outbox gives the reset's code (nothing is changed: no password is set).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, newPage } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const base = process.argv[2] || 'http://localhost:3000';
const out = process.argv[3] || here;
const api = process.argv[4] || 'http://127.0.0.1:4000';
const width = 375;
const shot = (page, name, fullPage = true) =>
  page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage });

const browser = await launchBrowser();
const page = await newPage(browser, width);

await page.goto(`${base}/notices`, { waitUntil: 'networkidle' });
const pages = page.getByRole('navigation', { name: /페이지/ });
await pages.scrollIntoViewIfNeeded();
await pages.screenshot({ path: `${out}/notices-pagination-${width}.png` });
await shot(page, 'notices');

// The tab bar is fixed to the bottom of the screen: shot as the phone shows it.
await page.goto(`${base}/`, { waitUntil: 'networkidle' });
await shot(page, 'tab-bar-home', false);
await page
  .getByRole('navigation', { name: '하단 메뉴' })
  .getByRole('link', { name: '커뮤니티' })
  .click();
await page.waitForURL(/\/community$/);
await page.waitForLoadState('networkidle');
await shot(page, 'tab-bar-community', false);

await page.goto(`${base}/terms`, { waitUntil: 'networkidle' });
await shot(page, 'terms');

// The reset's steps for a seeded learner; the new password is typed, never sent.
const phone = '010-6000-0458';
await page.goto(`${base}/password/reset`, { waitUntil: 'networkidle' });
await shot(page, 'password-reset');
await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill(phone);
await page.getByRole('button', { name: '인증번호 받기' }).click();
await page.getByRole('textbox', { name: /인증번호/ }).waitFor();
await shot(page, 'password-reset-code');
const sent = await fetch(`${api}/dev/sms/last?phone=${phone}`).then((r) => r.json());
await page.getByRole('textbox', { name: /인증번호/ }).fill(sent.data.code);
await page.getByRole('button', { name: '인증번호 확인' }).click();
await page.getByRole('list', { name: '비밀번호 규칙' }).waitFor();
await page.getByLabel(/^새 비밀번호[\s*]*$/).fill('renewed2025');
await shot(page, 'password-reset-new');

await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('010-1234-5678');
await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('baeum1234!');
await page.getByRole('button', { name: '로그인', exact: true }).click();
await page.waitForURL((url) => !url.pathname.startsWith('/login'));
await page.goto(`${base}/settings`, { waitUntil: 'networkidle' });
await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
await shot(page, 'settings-hub');
await shot(page, 'settings-hub-screen', false);

await page.context().close();
await browser.close();

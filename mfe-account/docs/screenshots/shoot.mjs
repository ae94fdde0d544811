// Screenshots of the account screens at 375 and 1280 px against the composed site
// (all servers up: shell :3000, remotes, API :4000 outside production for the dev code route).
//   node mfe-account/docs/screenshots/shoot.mjs [output folder]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDTHS, launchBrowser, newPage } from '../../../docs/screenshots/browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.argv[2] || here;
const browser = await launchBrowser();
const shots = [
  ['login', '/login'],
  ['signup', '/signup'],
  ['password-reset', '/password/reset'],
  ['notices', '/notices'],
];
for (const width of WIDTHS) {
  const page = await newPage(browser, width);
  page.on('response', (r) => {
    if (r.status() === 404) console.log('[404]', r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') console.log('[console]', m.text().slice(0, 300));
  });
  for (const [name, path] of shots) {
    await page.goto('http://localhost:3000' + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  // Signup with states: sent + errors.
  await page.goto('http://localhost:3000/signup', { waitUntil: 'networkidle' });
  const phone = `010-8${String(Date.now()).slice(-7, -4)}-${String(Date.now()).slice(-4)}`;
  await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill(phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page.getByRole('textbox', { name: /인증번호/ }).waitFor();
  await page.getByRole('textbox', { name: /인증번호/ }).fill('000000');
  await page.getByRole('button', { name: '확인' }).click();
  await page.waitForTimeout(800);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('spring20');
  await page.getByRole('button', { name: '가입하기' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/signup-states-${width}.png`, fullPage: true });
  // Signup, verified through the dev-only code route, with the password half-way.
  await page.goto('http://localhost:3000/signup', { waitUntil: 'networkidle' });
  const phone2 = `010-6${String(Date.now()).slice(-7, -4)}-${String(Date.now()).slice(-4)}`;
  await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill(phone2);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page.getByRole('textbox', { name: /인증번호/ }).waitFor();
  const res = await fetch('http://127.0.0.1:4000/dev/sms/last?phone=' + phone2);
  const { data } = await res.json();
  await page.getByRole('textbox', { name: /인증번호/ }).fill(data.code);
  await page.getByRole('button', { name: '확인' }).click();
  await page.getByRole('button', { name: '번호 변경' }).waitFor();
  await page.getByRole('textbox', { name: /이름/ }).fill('박새봄');
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('spring');
  await page.getByText('전체 동의하기').click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/signup-verified-${width}.png`, fullPage: true });
  // Login failure
  await page.goto('http://localhost:3000/login', { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('010-1234-5678');
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('wrong-pass1');
  await page.getByRole('button', { name: '로그인' }).click();
  await page.getByRole('alert').waitFor();
  await page.screenshot({ path: `${out}/login-error-${width}.png`, fullPage: true });
  // Login modal from home
  await page.goto('http://localhost:3000/', { waitUntil: 'networkidle' });
  await page
    .getByRole('main')
    .getByRole('button', { name: /찜하기$/ })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/login-modal-${width}.png` });
  // /my signed in
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: /휴대폰 번호/ })
    .fill('010-1234-5678');
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: '비밀번호', exact: true })
    .fill('baeum1234!');
  await page.getByRole('dialog').getByRole('button', { name: '로그인' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.goto('http://localhost:3000/my', { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/my-${width}.png`, fullPage: true });
  await page.context().close();
}
await browser.close();
console.log('done');

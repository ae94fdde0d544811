// Screenshots at 375 and 1280 px of the leave guard (issue #34): a review being written, then
// the in-app navigation it holds (back) asking with the form's ConfirmDialog. Needs the composed
// site up (`node scripts/e2e-servers.mjs`).
//   node docs/screenshots/shoot-leave-guard.mjs [output folder]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDTHS, launchBrowser, newPage } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.argv[2] || here;
const base = 'http://localhost:3000';

async function token(phone = '010-1234-5678', password = 'baeum1234!') {
  const xsrf = await fetch(`${base}/_api/xsrf`);
  const cookie = (xsrf.headers.get('set-cookie') || '').split(';')[0] || '';
  const res = await fetch(`${base}/_api/login/Auth`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie,
      'x-xsrf-token': cookie.split('=')[1] || '',
    },
    body: new URLSearchParams({ user_id: phone, passwd: password }).toString(),
  });
  return (await res.json()).data.token;
}

const learner = await token();
const my = await (
  await fetch(`${base}/_api/review/my`, { headers: { authorization: `Bearer ${learner}` } })
).json();
const classId = my.data.not_reviewed_list[0].class_id;

const browser = await launchBrowser();
for (const width of WIDTHS) {
  const page = await newPage(browser, width);
  await page.goto(`${base}/class/${classId}/review?token=${learner}`);
  await page.getByRole('main').getByRole('link', { name: '후기 쓰기' }).click();
  await page
    .getByRole('main')
    .getByRole('textbox', { name: '좋았던 점' })
    .fill('선생님이 차근차근 알려 주셔서 좋았어요');
  await page.goBack();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  // After the dialog's fade-in, not halfway through it.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  await page.screenshot({ path: path.join(out, `leave-guard-${width}.png`) });
  await page.context().close();
}
await browser.close();

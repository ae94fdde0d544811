// Screenshots at 375 and 1280 px of the screens this part added (feed detail, notifications,
// a public profile, the coach application, a class's reviews), against the composed site with
// every server up (`node scripts/e2e-servers.mjs`, or `pnpm start`).
//   node docs/screenshots/shoot-new-screens.mjs [output folder]
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { chromium } = createRequire(path.join(here, '../../e2e/package.json'))('@playwright/test');
const out = process.argv[2] || here;
const base = 'http://localhost:3000';

async function token() {
  const xsrf = await fetch(`${base}/_api/xsrf`);
  const cookie = (xsrf.headers.get('set-cookie') || '').split(';')[0] || '';
  const res = await fetch(`${base}/_api/login/Auth`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie,
      'x-xsrf-token': cookie.split('=')[1] || '',
    },
    body: 'user_id=010-1234-5678&passwd=baeum1234!',
  });
  return (await res.json()).data.token;
}

const feed = await (await fetch(`${base}/_api/squareWith_friend/1`)).json();
const busy = feed.data.list.find((p) => p.reply_cnt > 0) ?? feed.data.list[0];
const shots = [
  ['community-feed', '/community'],
  ['community-detail', `/community/${busy.comment_id}`],
  ['notifications', '/my/notifications'],
  ['profile', '/user/2'],
  ['coach-apply', '/coach/apply'],
  ['class-reviews', '/class/1/review'],
];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const t = await token();
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({
    viewport: { width, height: width === 375 ? 812 : 900 },
    deviceScaleFactor: 1,
    locale: 'ko-KR',
  });
  await ctx.addInitScript((value) => window.localStorage.setItem('baeum.token', value), t);
  const page = await ctx.newPage();
  page.on(
    'console',
    (m) => m.type() === 'error' && console.log('[console]', m.text().slice(0, 200)),
  );
  for (const [name, route] of shots) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: width === 1280 });
  }
  await ctx.close();
}
await browser.close();
console.log('screenshots written to', out);

// Screenshots at 375 and 1280 px of the screens the shared SCSS patterns draw (issue #34, the
// Styles point), taken before and after a styles change and compared by eye: home, a search,
// a class, the community, 마이 (the demo learner, opened with `?token=` as the app opens it)
// and the studio (the demo coach), then the screens of the second pass: the class's reviews,
// the settings' switches, a member's profile and the studio's feedback on the coach's first class.
// Against the composed site (`node scripts/e2e-servers.mjs`; SCREENSHOT_BASE for another origin).
//   node docs/screenshots/scss-34.mjs [output folder] [file name prefix]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDTHS, launchBrowser, newPage } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.argv[2] || here;
const prefix = process.argv[3] || 'scss';
const base = process.env.SCREENSHOT_BASE || 'http://localhost:3000';

async function tokenOf(user_id, passwd) {
  const xsrf = await fetch(`${base}/_api/xsrf`);
  const cookie = (xsrf.headers.get('set-cookie') || '').split(';')[0] || '';
  const res = await fetch(`${base}/_api/login/Auth`, {
    method: 'POST',
    headers: {
      cookie,
      'x-xsrf-token': cookie.split('=')[1] || '',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ user_id, passwd }).toString(),
  });
  return (await res.json()).data.token;
}
const learner = await tokenOf('010-1234-5678', 'baeum1234!');
const coach = await tokenOf('010-9876-5432', 'coach1234!');
const dashboard = await fetch(`${base}/_api/studio/dashboard`, {
  headers: { authorization: `Bearer ${coach}` },
}).then((r) => r.json());
const coachClass = dashboard.data?.management_class?.[0]?.class_id ?? 1;

const screens = [
  ['home', '/'],
  ['search', `/search?keyword=${encodeURIComponent('드로잉')}`],
  ['class', '/class/1'],
  ['community', '/community'],
  ['my', `/my?token=${learner}`],
  ['studio', `/studio?token=${coach}`],
  ['class-reviews', '/class/1/review'],
  ['settings', `/settings?token=${learner}`],
  ['settings-push', `/settings/push?token=${learner}`],
  ['profile', '/user/1'],
  ['studio-feedback', `/studio/class/${coachClass}?token=${coach}`],
];

const browser = await launchBrowser();
for (const width of WIDTHS) {
  for (const [name, route] of screens) {
    // A fresh context per screen: one member's token never carries into the next screen.
    const page = await newPage(browser, width);
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // Lazy images and content-visibility blocks: scroll through the first screenful's page once
    // (its height at load, so an endless feed does not keep growing), then back to the top.
    await page.evaluate(async () => {
      const height = document.body.scrollHeight;
      for (let y = 0; y < height; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}/${prefix}-${name}-${width}.png`, fullPage: true });
    await page.context().close();
  }
}
await browser.close();

// Screenshots at 375 and 1280 px of the newer screens (feed detail, notifications, a public
// profile, the coach application, a class's reviews, the studio, events and the footer),
// against the composed site with every server up (Korean glyphs need a CJK font, e.g. Debian's
// fonts-noto-cjk) (`node scripts/e2e-servers.mjs`, or `pnpm start`).
//   node docs/screenshots/shoot-new-screens.mjs [output folder] [--only=studio,event]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDTHS, launchBrowser, newPage } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const out = args.find((a) => !a.startsWith('--')) || here;
const only = (args.find((a) => a.startsWith('--only=')) ?? '').slice(7).split(',').filter(Boolean);
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

const feed = await (await fetch(`${base}/_api/squareWith_friend/1`)).json();
const busy = feed.data.list.find((p) => p.reply_cnt > 0) ?? feed.data.list[0];
const learner = await token();
const coach = await token('010-9876-5432', 'coach1234!');
const dashboard = await (
  await fetch(`${base}/_api/studio/dashboard`, { headers: { authorization: `Bearer ${coach}` } })
).json();
const managed = [...dashboard.data.management_class].sort(
  (a, b) => b.no_reply_review_count - a.no_reply_review_count,
)[0];
const asLearner = { headers: { authorization: `Bearer ${learner}` } };
const my = await (await fetch(`${base}/_api/review/my`, asLearner)).json();
const notReviewedId = my.data.not_reviewed_list[0]?.class_id ?? 1;
let notTakenId = 1;
for (let id = 300; id < 400; id++) {
  const s = await (await fetch(`${base}/_api/class-summary?class_id=${id}`, asLearner)).json();
  if (s.data && s.data.pay_yn !== 'Y') {
    notTakenId = id;
    break;
  }
}
const firstReview = (await (await fetch(`${base}/_api/review/class/3/1`)).json()).data.list[0];
const reportTarget = feed.data.list.find((p) => p.user_id !== 1) ?? feed.data.list[0];
/** Opens the first other author's 더 보기 sheet. */
async function openFirstOption(page) {
  const buttons = page.getByRole('button', { name: /님의 게시글 더 보기$/ });
  const count = await buttons.count();
  for (let i = 0; i < count; i++) {
    const label = (await buttons.nth(i).getAttribute('aria-label')) ?? '';
    if (!label.startsWith('김배움')) {
      await buttons.nth(i).click();
      break;
    }
  }
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(300);
}
// [name, route, who, what to shoot (the page, or a selector's element), an action before it]
const all = [
  ['community-feed', '/community', learner],
  ['community-detail', `/community/${busy.comment_id}`, learner],
  ['community-write', '/community/write', learner],
  ['my-page', '/my', learner],
  ['notifications', '/my/notifications', learner],
  ['profile-edit', '/settings/profile', learner],
  ['profile', '/user/2', learner],
  ['coach-apply', '/coach/apply', learner],
  ['class-reviews', '/class/3/review', learner],
  ['review-detail', `/class/3/review/${firstReview.review_id}`, learner],
  ['studio-dashboard', '/studio', coach],
  ['studio-class', `/studio/class/${managed.class_id}`, coach],
  ['studio-inbox', '/studio/inbox', coach],
  ['event-list', '/event', learner],
  ['event-1', '/event/1', learner],
  ['event-month', '/event/5', learner],
  ['footer', '/event/1', learner, 'footer'],
  ['class-detail', '/class/3', learner],
  ['checkout', `/class/open_class/${notTakenId}`, learner],
  ['review-write', `/class/${notReviewedId}/review/write`, learner],
  ['feed-option', '/community', learner, null, openFirstOption],
  ['report-user', `/user/report/${reportTarget.user_id}?post=${reportTarget.comment_id}`, learner],
];
const shots = only.length ? all.filter(([name]) => only.some((o) => name.startsWith(o))) : all;
const browser = await launchBrowser(['--disable-background-networking']);
for (const width of WIDTHS) {
  const page = await newPage(browser, width);
  page.on(
    'console',
    (m) => m.type() === 'error' && console.log('[console]', m.text().slice(0, 200)),
  );
  for (const [name, route, who, element, action] of shots) {
    await page.goto(`${base}${route}${route.includes('?') ? '&' : '?'}token=${who}`, {
      waitUntil: 'networkidle',
    });
    await page.waitForTimeout(600);
    if (width === 1280 && !action && !element) {
      // A full-page shot: scroll through once so the lazy images below the fold load.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(800);
    }
    if (action) await action(page);
    const file = `${out}/${name}-${width}.png`;
    if (element) await page.locator(element).screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: width === 1280 && !action });
  }
  await page.context().close();
}
await browser.close();
console.log('screenshots written to', out);

// Screenshots at 375 and 1280 px of the studio's class screens (issue 36): the class editor
// (new, and an existing class), the curriculum editor, a class's learners, the sales and the
// class feedback with its review trend, against the composed site with every server up
// (`node scripts/e2e-servers.mjs`). It makes one draft class of the demo coach to show.
//   node docs/screenshots/shoot-studio-classes.mjs [output folder]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDTHS, launchBrowser, newPage } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.argv[2] || here;
const base = 'http://localhost:3000';

const xsrf = await fetch(`${base}/_api/xsrf`);
const cookie = (xsrf.headers.get('set-cookie') || '').split(';')[0] || '';
const headers = { cookie, 'x-xsrf-token': cookie.split('=')[1] || '' };
const login = await fetch(`${base}/_api/login/Auth`, {
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ user_id: '010-9876-5432', passwd: 'coach1234!' }).toString(),
});
const coach = (await login.json()).data.token;
async function api(method, route, body) {
  const res = await fetch(`${base}/_api${route}`, {
    method,
    headers: { ...headers, authorization: `Bearer ${coach}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${route}: ${JSON.stringify(json)}`);
  return json.data;
}

const categories = (await api('GET', '/category')).categoryList;
const subs = (await api('GET', `/category?category=${categories[0].category}`)).subCategoryList;
const made = await api('POST', '/new/studio/classes', {
  title: '아이패드로 시작하는 수채화 드로잉',
  summary: '물감 없이, 브러시 세 개로 완성하는 풍경',
  description: '4주 동안 매주 한 장씩 그려요.\n준비물은 아이패드와 펜슬뿐이에요.',
  category: categories[0].category,
  sub_category: subs[0].sub_category,
  price: 39000,
  discount: 20,
  months: 5,
});
const id = made.class_id;
const s1 = (await api('POST', `/new/studio/classes/${id}/sections`, { title: '준비하기' }))
  .sections[0];
const s2 = (await api('POST', `/new/studio/classes/${id}/sections`, { title: '첫 풍경 그리기' }))
  .sections[1];
for (const [section, title, kind, free] of [
  [s1, '도구와 브러시 소개', 'text', true],
  [s1, '레이어 다루기', 'video', false],
  [s2, '하늘과 구름', 'video', false],
  [s2, '오늘의 과제', 'text', false],
])
  await api('POST', `/new/studio/classes/${id}/lessons`, {
    section_id: section.section_id,
    title,
    kind,
    free_preview: free,
  });

const dashboard = await api('GET', '/studio/dashboard');
let busiest = dashboard.management_class[0].class_id;
let most = -1;
for (const c of dashboard.management_class) {
  const { total_count } = await api('GET', `/new/studio/classes/${c.class_id}/learners`);
  if (total_count > most) [busiest, most] = [c.class_id, total_count];
}
const reviewed = [...dashboard.management_class].sort(
  (a, b) => b.no_reply_review_count - a.no_reply_review_count,
)[0].class_id;

async function typeNew(page) {
  await page.getByRole('textbox', { name: /^클래스 제목/ }).fill('캘리그라피로 쓰는 나의 하루');
  await page.getByRole('textbox', { name: /^한 줄 소개/ }).fill('붓펜 하나로 시작하는 손글씨');
  await page.getByRole('textbox', { name: /^월 가격/ }).fill('25000');
  await page.getByRole('textbox', { name: /^할인율/ }).fill('15');
  await page.getByRole('combobox', { name: '카테고리', exact: true }).selectOption({ index: 1 });
  await page.waitForTimeout(500);
  await page.getByRole('combobox', { name: '세부 카테고리' }).selectOption({ index: 1 });
}
async function openLesson(page) {
  await page.getByRole('button', { name: '레이어 다루기 편집' }).click();
}

const shots = [
  ['studio-class-new', '/studio/classes/new', typeNew],
  ['studio-class-edit', `/studio/class/${id}/edit`],
  ['studio-curriculum', `/studio/class/${id}/curriculum`, openLesson],
  ['studio-learners', `/studio/class/${busiest}/learners`],
  ['studio-sales', '/studio/sales?period=week'],
  ['studio-class', `/studio/class/${reviewed}`],
];
const browser = await launchBrowser(['--disable-background-networking']);
for (const width of WIDTHS) {
  const page = await newPage(browser, width);
  page.on(
    'console',
    (m) => m.type() === 'error' && console.log('[console]', m.text().slice(0, 200)),
  );
  for (const [name, route, action] of shots) {
    await page.goto(`${base}${route}${route.includes('?') ? '&' : '?'}token=${coach}`, {
      waitUntil: 'networkidle',
    });
    await page.waitForTimeout(800);
    if (action) await action(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await page.context().close();
}
await browser.close();
console.log('screenshots written to', out, '(class', id, ')');

// Screenshots of the classroom (issue #35) at 375 and 1280 px: a video lesson playing, a text
// lesson, and the page a member who has not bought the class sees. Needs the product running
// (`pnpm start`, or the e2e servers) on :3000 with the API on :4000.
//   node docs/screenshots/classroom.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDTHS, launchBrowser, newPage } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = process.env.SITE || 'http://localhost:3000';
const API = process.env.API || 'http://127.0.0.1:4000';

async function token(phone, passwd) {
  const x = await fetch(`${API}/xsrf`);
  const cookie = (x.headers.get('set-cookie') || '').split(';')[0];
  const res = await fetch(`${API}/login/Auth`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie,
      'x-xsrf-token': cookie.split('=')[1],
    },
    body: new URLSearchParams({ user_id: phone, passwd }),
  });
  return (await res.json()).data.token;
}

const get = (t, p) =>
  fetch(`${API}${p}`, { headers: { authorization: `Bearer ${t}` } }).then((r) => r.json());

const learner = await token('010-1234-5678', 'baeum1234!');
let classId = 0;
let room = null;
for (let id = 1; id < 40 && !room; id++) {
  const answer = await get(learner, `/new/classroom/${id}`);
  const lessons = answer.data?.sections?.flatMap((s) => s.lessons) ?? [];
  if (lessons.some((l) => l.kind === 'text') && lessons[0]?.kind === 'video') {
    classId = id;
    room = answer.data;
  }
}
const lessons = room.sections.flatMap((s) => s.lessons);
const video = lessons.find((l) => l.kind === 'video');
const text = lessons.find((l) => l.kind === 'text');
const stranger = await token('010-6000-0061', 'seed1234!');
let locked = 0;
for (let id = 1; id < 60 && !locked; id++) {
  if ((await get(stranger, `/new/classroom/${id}`)).code === 403) locked = id;
}

const browser = await launchBrowser(['--autoplay-policy=no-user-gesture-required']);
for (const width of WIDTHS) {
  const shots = [
    [
      `classroom-video-${width}.png`,
      learner,
      `/class/lecture/${classId}?lesson=${video.lesson_id}`,
    ],
    [`classroom-text-${width}.png`, learner, `/class/lecture/${classId}?lesson=${text.lesson_id}`],
    [`classroom-locked-${width}.png`, stranger, `/class/lecture/${locked}`],
  ];
  for (const [file, t, url] of shots) {
    const page = await newPage(browser, width);
    await page.goto(`${SITE}${url}${url.includes('?') ? '&' : '?'}token=${t}`);
    await page.getByRole('main').getByRole('heading').first().waitFor();
    if (file.includes('video')) {
      const v = page.locator('video');
      await v.evaluate((el) => {
        el.muted = true;
        return el.play();
      });
      await page.waitForFunction(() => document.querySelector('video')?.currentTime > 2);
    }
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(here, file), fullPage: width === 375 });
    await page.context().close();
  }
}
await browser.close();
console.log(`classroom screenshots: class ${classId}, locked class ${locked}`);

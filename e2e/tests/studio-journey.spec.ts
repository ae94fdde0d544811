import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '../support/test';
import { signUpFresh, startSignedIn } from '../support/members';
import { COACH, LEARNER, signInWithStoredToken } from '../support/session';

// Issue 36, the whole life of a class in one journey. The demo coach creates a class with a cover
// and two lessons, uploads the video lesson's file through the curriculum editor (the progress
// bar seen mid-upload, screenshots at 375 and 1280 px) and publishes it; the demo learner finds it
// by search, buys it with the test-mode card and watches the video in the classroom until the
// lesson is done; the coach sees that learner with their progress and the sale; the coach closes
// the class; search no longer shows it and a new member's checkout is refused in Korean.

const main = (page: Page) => page.getByRole('main');
const SHOTS = path.resolve(__dirname, '../../docs/screenshots');
// The smallest PNG there is: a cover photo for the upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// A real H.264 clip of the seed (made by ffmpeg), padded with an MP4 `free` box to 12 MB: three
// 5 MB pieces, so the bar is seen between two of them.
const CLIP = fs.readFileSync(path.resolve(__dirname, '../../api/src/seed/media/clip-4.mp4'));
function paddedClip(bytes: number): Buffer {
  const pad = Buffer.alloc(bytes - CLIP.length);
  pad.writeUInt32BE(pad.length, 0);
  pad.write('free', 4, 'ascii');
  return Buffer.concat([CLIP, pad]);
}

async function searchFor(page: Page, keyword: string) {
  await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`);
  await expect(
    main(page).getByRole('heading', { level: 1, name: `‘${keyword}’ 검색 결과` }),
  ).toBeVisible();
}

/** A page of its own browser context (another member beside the coach). */
async function otherPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: 'http://localhost:3000',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  return context.newPage();
}

/** The test-mode card of issue #37's checkout: number, MM/YY, the agreements, 결제하기. */
async function payByCard(page: Page) {
  await main(page)
    .getByRole('textbox', { name: '카드 번호' })
    .pressSequentially('4242424242424242');
  await main(page).getByRole('textbox', { name: '유효기간 (MM/YY)' }).pressSequentially('1239');
  await main(page).getByRole('checkbox', { name: '모두 동의해요' }).check();
  await main(page)
    .getByRole('button', { name: /결제하기$/ })
    .click();
}

/** The coach's new class through the editor; its id, on its curriculum page. */
async function createClass(page: Page, title: string): Promise<number> {
  await page.goto('/studio');
  await main(page).getByRole('link', { name: '새 클래스 만들기' }).click();
  await expect(page).toHaveURL(/\/studio\/classes\/new$/);
  await main(page)
    .getByRole('textbox', { name: /^클래스 제목/ })
    .fill(title);
  await main(page)
    .getByRole('textbox', { name: /^한 줄 소개/ })
    .fill('물감 세 가지로 시작해요');
  await main(page)
    .getByRole('textbox', { name: /^클래스 소개/ })
    .fill('첫 줄\n둘째 줄');
  await main(page)
    .getByRole('combobox', { name: '카테고리', exact: true })
    .selectOption({ index: 1 });
  const sub = main(page).getByRole('combobox', { name: '세부 카테고리' });
  await expect(sub.getByRole('option')).not.toHaveCount(1);
  await sub.selectOption({ index: 1 });
  await main(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await main(page)
    .getByRole('textbox', { name: /^월 가격/ })
    .fill('20000');
  await main(page)
    .getByRole('textbox', { name: /^할인율/ })
    .fill('10');
  // The live preview: 월 18,000원 on the card.
  await expect(
    main(page).getByRole('region', { name: '미리보기' }).getByText('월 18,000원').first(),
  ).toBeVisible();
  await main(page).getByRole('button', { name: '만들고 커리큘럼 짜기' }).click();
  await expect(page).toHaveURL(/\/studio\/class\/\d+\/curriculum$/);
  return Number(/class\/(\d+)\//.exec(page.url())![1]);
}

test('a class from nothing to closed: created with a video uploaded, bought, watched, counted, closed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `수채화 여정 ${Date.now() % 1_000_000}`;
  await signInWithStoredToken(page, COACH);
  await page.setViewportSize({ width: 1280, height: 900 });
  const classId = await createClass(page, title);

  // Two lessons: a video (first: the classroom opens on it) and a text.
  await main(page).getByRole('textbox', { name: '섹션 제목' }).fill('시작하기');
  await main(page).getByRole('button', { name: '섹션 추가' }).click();
  const lessonTitle = main(page).getByRole('textbox', { name: '레슨 제목 (시작하기)' });
  await lessonTitle.fill('첫 번째 붓질');
  await main(page).getByRole('combobox', { name: '레슨 종류' }).selectOption({ label: '영상' });
  await main(page).getByRole('button', { name: '레슨 추가' }).click();
  const videoRow = main(page).getByRole('listitem', { name: '첫 번째 붓질' });
  await expect(videoRow.getByText('영상 없음')).toBeVisible();
  await lessonTitle.fill('도구 소개');
  await main(page).getByRole('combobox', { name: '레슨 종류' }).selectOption({ label: '글' });
  await main(page).getByRole('button', { name: '레슨 추가' }).click();
  await expect(main(page).getByRole('listitem', { name: '도구 소개' })).toBeVisible();

  // The upload through the UI (over the shell's /_api proxy): the second piece waits until the
  // bar has moved and the screenshots are taken.
  let patches = 0;
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/_api/new/studio/uploads/*', async (route) => {
    if (route.request().method() === 'PATCH' && ++patches === 2) await released;
    await route.continue();
  });
  await videoRow.getByLabel('첫 번째 붓질 동영상 올리기').setInputFiles({
    name: 'brush.mp4',
    mimeType: 'video/mp4',
    buffer: paddedClip(12 * 1024 * 1024),
  });
  const bar = videoRow.getByRole('progressbar');
  await expect(bar).toHaveAttribute('value', /^(?!0$)\d+$/);
  await expect(videoRow.getByRole('button', { name: '일시정지' })).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await videoRow.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `studio-video-upload-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  release();
  await expect(videoRow.getByText(/^영상 있음 · \d+초$/)).toBeVisible({ timeout: 60_000 });
  await expect(bar).toHaveCount(0);
  await page.unroute('**/_api/new/studio/uploads/*');
  // Reloaded, the lesson keeps its video.
  await page.reload();
  await expect(videoRow.getByText(/^영상 있음/)).toBeVisible();

  await main(page).getByRole('button', { name: '공개하기' }).click();
  await expect(main(page).getByText('공개 중')).toBeVisible();

  // The learner finds it by search and buys it.
  const learner = await otherPage(browser);
  await signInWithStoredToken(learner, LEARNER);
  await searchFor(learner, title);
  const card = main(learner).getByRole('article').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByRole('link').click();
  await expect(learner).toHaveURL(new RegExp(`/class/${classId}`));
  await learner.goto(`/class/open_class/${classId}`);
  await payByCard(learner);
  await expect(main(learner).getByRole('heading', { name: '결제가 완료됐어요' })).toBeVisible();

  // The classroom: the uploaded video plays; played to its end, the lesson is done (1 of 2).
  await learner.goto(`/class/lecture/${classId}`);
  await expect(main(learner).getByRole('navigation', { name: '커리큘럼' })).toBeVisible();
  const video = main(learner).locator('video');
  await main(learner).getByRole('button', { name: '재생', exact: true }).first().click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(1);
  const progress = main(learner).getByText(/강 중 \d+강 완료 · \d+%/);
  await expect(progress).toContainText('2강 중 0강 완료');
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = Math.max(0, v.duration - 0.3);
    void v.play();
  });
  await expect(progress).toContainText('2강 중 1강 완료 · 50%');

  // The coach sees that learner with that progress, and the sale.
  await page.goto(`/studio/class/${classId}/learners`);
  const table = main(page).getByRole('table', { name: '수강생 목록, 1명' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: LEARNER.name }) });
  await expect(row).toContainText('50% (1/2 레슨)');
  await page.goto(`/studio/sales?class=${classId}`);
  await expect(main(page).getByRole('table', { name: '일별 매출' })).toBeVisible();
  const byClass = main(page).getByRole('table', { name: '클래스별 매출' });
  await expect(byClass.getByRole('row', { name: new RegExp(title) })).toContainText('1건');

  // 판매 종료: search no longer shows it, and a new member's checkout refuses it in Korean.
  await page.goto(`/studio/class/${classId}/edit`);
  await main(page).getByRole('button', { name: '판매 종료하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '판매 종료하기' }).click();
  await expect(main(page).getByText('상태: 판매 종료')).toBeVisible();
  await searchFor(learner, title);
  await expect(main(learner).getByRole('article').filter({ hasText: title })).toHaveCount(0);
  await learner.context().close();

  const newcomer = await otherPage(browser);
  await startSignedIn(newcomer, (await signUpFresh('늦은새싹')).api);
  await newcomer.goto(`/class/open_class/${classId}`);
  await expect(main(newcomer).getByText('판매가 종료된 클래스예요.')).toBeVisible();
  await expect(main(newcomer).getByRole('button', { name: /결제하기$/ })).toHaveCount(0);
  await newcomer.context().close();
});

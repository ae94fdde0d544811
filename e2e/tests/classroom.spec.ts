import { expect, test, type Locator, type Page } from '../support/test';
import { signUpFresh, startSignedIn, type ApiClient } from '../support/members';

const main = (page: Page) => page.getByRole('main');
const video = (page: Page) => main(page).locator('video');
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

interface Summary {
  open_flag: string;
  curriculum: Array<{ kind: string }>;
}

/** An open class whose first lesson is a video (where a new learner's classroom opens). */
async function videoClass(api: ApiClient): Promise<number> {
  for (let id = 12; id < 120; id++) {
    const summary = await api
      .send<Summary>('GET', `/class-summary?class_id=${id}`)
      .catch(() => null);
    if (summary?.open_flag === 'Y' && summary.curriculum[0]?.kind === 'video') return id;
  }
  throw new Error('no open class starts with a video');
}

async function play(page: Page) {
  await main(page).getByRole('button', { name: '재생', exact: true }).first().click();
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(1);
}

async function classroomFrom(bar: Locator, page: Page, classId: number) {
  await bar.getByRole('link', { name: /이어서 학습하기/ }).click();
  await expect(page).toHaveURL(new RegExp(`/class/lecture/${classId}`));
  await expect(main(page).getByRole('navigation', { name: '커리큘럼' })).toBeVisible();
}

/** Buys the class with the test card, from its checkout to the completion page. */
async function buyByCard(page: Page, phone: string, id: number) {
  await page.goto(`/class/open_class/${id}`);
  await main(page).getByRole('textbox', { name: '휴대폰 번호' }).fill(phone);
  await main(page).getByRole('textbox', { name: '카드 번호' }).fill('4242 4242 4242 4242');
  await main(page).getByRole('textbox', { name: '유효기간 (MM/YY)' }).fill('12/39');
  await main(page).getByRole('checkbox', { name: '모두 동의해요' }).check();
  await main(page)
    .getByRole('button', { name: /결제하기$/ })
    .click();
  await expect(main(page).getByRole('heading', { name: '결제가 완료됐어요' })).toBeVisible();
}

/** A fresh member who has bought a class that starts with a video, in its classroom. */
async function inClassroom(page: Page, nickname: string): Promise<number> {
  const member = await signUpFresh(nickname);
  await startSignedIn(page, member.api);
  const id = await videoClass(member.api);
  await buyByCard(page, member.phone, id);
  await page.goto(`/class/lecture/${id}`);
  await expect(main(page).getByRole('navigation', { name: '커리큘럼' })).toBeVisible();
  return id;
}

test('on a 375 px phone the player fits: the seek bar has its own full-width row, every control is 44 px, and speed is in 설정', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await inClassroom(page, '폰수강생');
  await play(page);
  await video(page).evaluate((v: HTMLVideoElement) => v.pause());

  const controller = main(page).locator('media-controller');
  const box = (el: Locator) =>
    el.evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { width: r.width, height: r.height, top: r.top, display: getComputedStyle(e).display };
    });
  const ranges = controller.locator('media-time-range');
  const shown: Array<{ width: number; top: number }> = [];
  for (const range of await ranges.all()) {
    const b = await box(range);
    if (b.display !== 'none') shown.push(b);
  }
  expect(shown).toHaveLength(1);
  const player = await box(controller);
  expect(shown[0]!.width).toBeGreaterThan(player.width * 0.9);

  // Every control shown in the bars is at least 44 × 44 px.
  const controls = controller.locator(
    'media-control-bar > :not(media-time-range):not(media-time-display)',
  );
  let counted = 0;
  for (const control of await controls.all()) {
    const b = await box(control);
    // Hidden by media-chrome where the browser lacks the feature (e.g. PiP) or by our CSS.
    if (b.display === 'none' || b.width === 0) continue;
    counted++;
    expect(b.width).toBeGreaterThanOrEqual(44);
    expect(b.height).toBeGreaterThanOrEqual(44);
    // Buttons sit below the seek bar's row.
    expect(b.top).toBeGreaterThan(shown[0]!.top);
  }
  expect(counted).toBeGreaterThanOrEqual(4);

  // 설정 holds the speed.
  await controller.getByRole('button', { name: '설정' }).click();
  await expect(controller.getByRole('menuitem', { name: /재생 속도/ })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('a learner buys a class, watches, leaves, resumes where they were, finishes a lesson, and the same progress shows on /my and in the review', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await signUpFresh('강의새싹');
  await startSignedIn(page, member.api);
  const CLASS_ID = await videoClass(member.api);

  // Buy it.
  await buyByCard(page, member.phone, CLASS_ID);
  // The class page, loaded afresh: a new learner without an email is asked for one, once.
  await page.goto(`/class/${CLASS_ID}`);
  // A learner with a class and no email is asked for one, once (spec §3 isShowRequirementModal).
  await page
    .getByRole('dialog', { name: '이메일을 등록해 주세요' })
    .getByRole('button', { name: '나중에' })
    .click();
  const bar = main(page).getByRole('group', { name: '수강 메뉴' });
  await expect(bar.getByRole('link', { name: /이어서 학습하기/ })).toContainText('진도 0%');

  // 이어서 학습하기 → the classroom; the video plays; → moves it 5 s; M mutes.
  await classroomFrom(bar, page, CLASS_ID);
  await play(page);
  const player = main(page).locator('media-controller');
  const before = await currentTime(page);
  await player.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentTime(page)).toBeGreaterThan(before + 4);
  await page.keyboard.press('m');
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await page.keyboard.press(' ');
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  const left = await currentTime(page);

  // Leave for the class page, come back: the same lesson, within 2 s of where it was.
  await page.goto(`/class/${CLASS_ID}`);
  await classroomFrom(main(page).getByRole('group', { name: '수강 메뉴' }), page, CLASS_ID);
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThan(0);
  await expect.poll(async () => Math.abs((await currentTime(page)) - left)).toBeLessThan(2);

  // Finish the lesson: the curriculum marks it done and the class progress moves.
  const progress = main(page).getByText(/강 중 \d+강 완료 · \d+%/);
  await expect(progress).toContainText('0강 완료');
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = Math.max(0, v.duration - 0.3);
    void v.play();
  });
  await expect(progress).toContainText('1강 완료');
  const percent = Number(/(\d+)%/.exec((await progress.textContent()) ?? '')![1]);
  expect(percent).toBeGreaterThan(0);

  // /my shows the same number on the registered class.
  await page.goto('/my');
  await expect(main(page).getByText(`진도 ${percent}%`).first()).toBeVisible();

  // The review carries it too.
  await page.goto(`/class/${CLASS_ID}/review/write`);
  await main(page).getByRole('radio', { name: '5점' }).check({ force: true });
  await main(page)
    .getByRole('textbox', { name: '좋았던 점' })
    .fill(`e2e 강의실 후기 ${Date.now()} 영상이 짧고 알차서 좋았어요`);
  await main(page).getByRole('button', { name: '후기 등록' }).click();
  const first = main(page).getByRole('list', { name: '후기 목록' }).getByRole('article').first();
  await expect(first).toContainText(`진도 ${percent}%`);
});

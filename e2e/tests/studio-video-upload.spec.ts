import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { API_URL } from '../support/env';
import { COACH, apiLogin, signInWithStoredToken } from '../support/session';

// Issue 36 (upload widget): the demo coach uploads a lesson's video through the curriculum
// editor — the progress bar, then 처리 중…, then 영상 있음 — over the same-origin /_api proxy.

const CLIP = path.resolve(__dirname, '../../api/src/seed/media/clip-4.mp4');
const SHOTS = path.resolve(__dirname, '../../docs/screenshots');

/** The API as the coach, with the XSRF double submit. */
async function asCoach() {
  const token = await apiLogin(COACH);
  const xsrf = (await fetch(`${API_URL}/xsrf`)).headers.get('set-cookie')?.split(';')[0] ?? '';
  const headers = {
    authorization: `Bearer ${token}`,
    cookie: xsrf,
    'x-xsrf-token': xsrf.split('=')[1] ?? '',
    'content-type': 'application/json',
  };
  return async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${API_URL}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as { code: number; data: T };
    if (answer.code !== 200) throw new Error(`${method} ${url}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
}

/** A new draft class of the coach with one video lesson; its id. */
async function classWithVideoLesson(title: string): Promise<number> {
  const api = await asCoach();
  const { categoryList } = await api<{ categoryList: { category: number | string }[] }>(
    'GET',
    '/category',
  );
  const category = categoryList[0]!.category;
  const { subCategoryList } = await api<{ subCategoryList: { sub_category: number | string }[] }>(
    'GET',
    `/category?category=${encodeURIComponent(category)}`,
  );
  const item = await api<{ class_id: number }>('POST', '/new/studio/classes', {
    title: `영상 올리기 ${Date.now() % 100000}`,
    summary: '한 줄 소개',
    description: '소개',
    category,
    sub_category: subCategoryList[0]!.sub_category,
    photo: null,
    price: 30000,
    discount: 0,
    months: 5,
  });
  const { sections } = await api<{ sections: { section_id: number }[] }>(
    'POST',
    `/new/studio/classes/${item.class_id}/sections`,
    { title: '시작하기' },
  );
  await api('POST', `/new/studio/classes/${item.class_id}/lessons`, {
    section_id: sections[0]!.section_id,
    title,
    kind: 'video',
  });
  return item.class_id;
}

const lesson = (page: Page, title: string) =>
  page.getByRole('main').getByRole('listitem', { name: title });

test('the coach uploads clip-4.mp4 to a video lesson: the progress bar, then 영상 있음', async ({
  page,
}) => {
  const classId = await classWithVideoLesson('인사 영상');
  await signInWithStoredToken(page, COACH);
  await page.goto(`/studio/class/${classId}/curriculum`);
  const row = lesson(page, '인사 영상');
  await expect(row.getByText('영상 없음')).toBeVisible();
  await row.getByLabel('인사 영상 동영상 올리기').setInputFiles(CLIP);
  await expect(row.getByRole('progressbar')).toBeVisible();
  await expect(row.getByText(/^영상 있음 · \d+초$/)).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('progressbar')).toHaveCount(0);
  // Reloaded, the lesson keeps its video.
  await page.reload();
  await expect(lesson(page, '인사 영상').getByText(/^영상 있음/)).toBeVisible();
});

test('mid-upload at 375 and 1280 px (screenshots), then it finishes', async ({ page }) => {
  const classId = await classWithVideoLesson('긴 영상');
  // A 12 MB MP4: the clip and a `free` box (valid MP4 padding): three 5 MB pieces.
  const clip = fs.readFileSync(CLIP);
  const pad = Buffer.alloc(12 * 1024 * 1024 - clip.length);
  pad.writeUInt32BE(pad.length, 0);
  pad.write('free', 4, 'ascii');
  const big = Buffer.concat([clip, pad]);

  // The second piece waits until the screenshots are taken.
  let patches = 0;
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/_api/new/studio/uploads/*', async (route) => {
    if (route.request().method() === 'PATCH' && ++patches === 2) await released;
    await route.continue();
  });

  await signInWithStoredToken(page, COACH);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/studio/class/${classId}/curriculum`);
  const row = lesson(page, '긴 영상');
  await row
    .getByLabel('긴 영상 동영상 올리기')
    .setInputFiles({ name: 'long.mp4', mimeType: 'video/mp4', buffer: big });
  const bar = row.getByRole('progressbar');
  await expect(bar).toHaveAttribute('value', /^(?!0$)\d+$/);
  await expect(row.getByRole('button', { name: '일시정지' })).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'studio-video-upload-1280.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'studio-video-upload-375.png') });
  release();
  await expect(row.getByText(/^영상 있음 · \d+초$/)).toBeVisible({ timeout: 30_000 });
});

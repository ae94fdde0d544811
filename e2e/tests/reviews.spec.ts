import { expect, test, type Page } from '../support/test';
import { API_URL } from '../support/env';
import { LEARNER, apiLogin, signInWithStoredToken } from '../support/session';

const main = (page: Page) => page.getByRole('main');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the demo learner bookmarks a class, writes a review with a photo, marks another helpful and edits their own', async ({
  page,
}) => {
  const token = await apiLogin(LEARNER);
  const my = (await (
    await fetch(`${API_URL}/review/my`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { not_reviewed_list: Array<{ class_id: number }> } };
  const classId = my.data.not_reviewed_list[0]!.class_id;
  await signInWithStoredToken(page, LEARNER);

  // Bookmark, and a reload keeps it.
  await page.goto(`/class/${classId}`);
  const bar = main(page).getByRole('group', { name: '수강 메뉴' });
  const bookmark = bar.getByRole('button', { name: /^찜/ });
  const was = await bookmark.getAttribute('aria-pressed');
  const saved = page.waitForResponse((r) => r.url().includes('/_api/have/'));
  await bookmark.click();
  const now = was === 'true' ? 'false' : 'true';
  await expect(bookmark).toHaveAttribute('aria-pressed', now);
  await saved;
  await page.reload();
  await expect(
    main(page).getByRole('group', { name: '수강 메뉴' }).getByRole('button', { name: /^찜/ }),
  ).toHaveAttribute('aria-pressed', now);

  // Write a review with a photo.
  await page.goto(`/class/${classId}/review`);
  await main(page).getByRole('link', { name: '후기 쓰기' }).click();
  await expect(page).toHaveURL(new RegExp(`/class/${classId}/review/write$`));
  await main(page).getByRole('radio', { name: '5점' }).check({ force: true });
  const text = `e2e 후기 ${Date.now()} 차근차근 설명해 주셔서 좋았어요`;
  await main(page).getByRole('textbox', { name: '좋았던 점' }).fill(text);
  await main(page)
    .getByLabel('사진 추가')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(main(page).getByRole('img', { name: '첨부한 사진 1' })).toBeVisible();
  await main(page).getByRole('button', { name: '후기 등록' }).click();
  await expect(page.getByText(/후기를 남겨 [\d,]+P가 적립됐어요/)).toBeVisible();
  const list = main(page).getByRole('list', { name: '후기 목록' });
  const first = list.getByRole('article').first();
  await expect(first).toContainText(text);

  // Mark another review helpful.
  const other = list.getByRole('article').nth(1);
  const helpful = other.getByRole('button', { name: /도움돼요/ });
  const pressed = await helpful.getAttribute('aria-pressed');
  await helpful.click();
  await expect(helpful).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');

  // Edit one's own review; a reload shows the edit.
  await first.getByRole('link', { name: '내 후기 고치기' }).click();
  const pros = main(page).getByRole('textbox', { name: '좋았던 점' });
  await expect(pros).toHaveValue(text);
  await pros.fill(`${text} (고침)`);
  await main(page).getByRole('button', { name: '수정 완료' }).click();
  await expect(page).toHaveURL(new RegExp(`/class/${classId}/review$`));
  await page.reload();
  await expect(main(page).getByRole('list', { name: '후기 목록' })).toContainText(`${text} (고침)`);
});

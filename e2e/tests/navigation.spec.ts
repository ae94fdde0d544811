// Issue #34 (one router, whole) and #38 (page position): in-app navigation away from unsaved
// work asks first, back restores the position the reader left, a new page opens at the top.
import { expect, test, type Page } from '../support/test';
import { API_URL } from '../support/env';
import { LEARNER, apiLogin, signInWithStoredToken } from '../support/session';

const main = (page: Page) => page.getByRole('main');
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function reviewableClass(): Promise<number> {
  const token = await apiLogin(LEARNER);
  const my = (await (
    await fetch(`${API_URL}/review/my`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { not_reviewed_list: Array<{ class_id: number }> } };
  return my.data.not_reviewed_list[0]!.class_id;
}

test.describe('leaving a review being written (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a header link asks first: 취소 stays with the text, 나가기 leaves', async ({ page }) => {
    const classId = await reviewableClass();
    await signInWithStoredToken(page, LEARNER);
    await page.goto(`/class/${classId}/review/write`);
    const pros = main(page).getByRole('textbox', { name: '좋았던 점' });
    await pros.fill('선생님이 차근차근 알려 주셔서 좋았어요');

    const community = page.getByRole('banner').getByRole('link', { name: '커뮤니티' });
    await community.click();
    const dialog = page.getByRole('alertdialog', { name: '작성 중인 후기가 사라져요. 나갈까요?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/class/${classId}/review/write$`));
    await expect(pros).toHaveValue('선생님이 차근차근 알려 주셔서 좋았어요');

    await community.click();
    await dialog.getByRole('button', { name: '나가기' }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('back asks first too: 취소 stays on the form, 나가기 goes back', async ({ page }) => {
    const classId = await reviewableClass();
    await signInWithStoredToken(page, LEARNER);
    await page.goto(`/class/${classId}/review`);
    await main(page).getByRole('link', { name: '후기 쓰기' }).click();
    await expect(page).toHaveURL(new RegExp(`/class/${classId}/review/write$`));
    const pros = main(page).getByRole('textbox', { name: '좋았던 점' });
    await pros.fill('다시 듣고 싶은 수업이에요');

    await page.goBack();
    const dialog = page.getByRole('alertdialog', { name: '작성 중인 후기가 사라져요. 나갈까요?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/class/${classId}/review/write$`));
    await expect(pros).toHaveValue('다시 듣고 싶은 수업이에요');

    await page.goBack();
    await dialog.getByRole('button', { name: '나가기' }).click();
    await expect(page).toHaveURL(new RegExp(`/class/${classId}/review$`));
  });
});

test.describe('page position (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('home → a post in /community → back restores where the reader was', async ({ page }) => {
    await page.goto('/');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeAttached();
    // The phone's bottom tab bar (issue #38).
    await page
      .getByRole('navigation', { name: '하단 메뉴' })
      .getByRole('link', { name: '커뮤니티' })
      .click();
    await expect(page).toHaveURL(/\/community$/);
    const posts = main(page).getByRole('list', { name: '커뮤니티 게시글' }).getByRole('article');
    await expect(posts.nth(5)).toBeVisible();
    // The post's own link (its author's name links to the profile).
    const post = posts.nth(5).locator('a[href^="/community/"]').first();
    await post.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(400);
    const left = await scrollY(page);

    await post.click();
    await expect(page).toHaveURL(/\/community\/\d+$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL(/\/community$/);
    await expect.poll(() => scrollY(page)).toBe(left);
  });

  test('a class from 같은 카테고리 opens at the top, its heading focused', async ({ page }) => {
    await page.goto('/class/1');
    const title = main(page).getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    const before = await title.textContent();
    const row = main(page).getByRole('region', { name: '같은 카테고리의 클래스' });
    await row.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);

    await row.getByRole('link').first().click();
    await expect(page).not.toHaveURL(/\/class\/1$/);
    await expect(title).not.toHaveText(before ?? '');
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(title).toBeFocused();
  });
});

// #54 item 5: the enrolled learner's action bar on a 375 px phone, measured with a Korean font
// (scripts/run.sh installs one): every control inside the screen and no label cut off.
import { expect, test, type Page } from '../support/test';
import { API_URL } from '../support/env';
import { LEARNER, apiLogin, signInWithStoredToken } from '../support/session';

const main = (page: Page) => page.getByRole('main');

test('at 375 px the enrolled learner’s 수강 메뉴 fits: 이어서 학습하기 with its 진도, and 후기 쓰기', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const token = await apiLogin(LEARNER);
  const my = (await (
    await fetch(`${API_URL}/review/my`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { not_reviewed_list: Array<{ class_id: number }> } };
  const classId = my.data.not_reviewed_list[0]!.class_id;
  await signInWithStoredToken(page, LEARNER);
  await page.goto(`/class/${classId}`);

  const bar = main(page).getByRole('group', { name: '수강 메뉴' });
  const controls = [
    bar.getByRole('button', { name: /^찜/ }),
    bar.getByRole('button', { name: '공유하기' }),
    bar.getByRole('link', { name: /이어서 학습하기.*진도 \d+%/ }),
    bar.getByRole('link', { name: '후기 쓰기' }),
  ];
  for (const control of controls) {
    await expect(control).toBeInViewport({ ratio: 1 });
    // Measured in the page once laid out (the drawn bar is hydrated in place).
    await expect
      .poll(() => control.evaluate((el) => el.getBoundingClientRect().height))
      .toBeGreaterThanOrEqual(44);
    const box = await control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, height: r.height };
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(375);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // Nothing cut off inside: the label's own width fits its box.
    const clipped = await control.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(clipped).toBe(false);
  }
});

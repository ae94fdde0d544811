import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/env';
import { COACH, LEARNER, apiLogin, signInWithStoredToken } from '../support/session';

const main = (page: Page) => page.getByRole('main');

test.describe('the studio', () => {
  test("the demo coach answers the oldest review from the inbox; the count drops and the reply shows on the class's review list", async ({
    page,
  }) => {
    await signInWithStoredToken(page, COACH);
    await page.goto('/studio');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    const nav = main(page).getByRole('navigation', { name: '스튜디오 메뉴' });
    await nav.getByRole('link', { name: /답변 대기/ }).click();
    await expect(page).toHaveURL(/\/studio\/inbox$/);

    const list = main(page).getByRole('list', { name: /답변 대기 후기 \d+개/ });
    const before = Number(/(\d+)개/.exec((await list.getAttribute('aria-label')) ?? '')?.[1]);
    const oldest = list.getByRole('article').first();
    const name = (await oldest.getAttribute('aria-label')) ?? '';
    const reply = `e2e 답변 ${Date.now()}`;
    await oldest.getByRole('textbox').fill(reply);
    await oldest.getByRole('button', { name: '답변 등록' }).click();
    await expect(
      main(page).getByRole('list', { name: `답변 대기 후기 ${before - 1}개` }),
    ).toBeVisible();
    await expect(main(page).getByRole('article', { name })).toHaveCount(0);

    // The reply is public: it shows under that review on the class's review list.
    const token = await apiLogin(COACH);
    const inbox = (await (
      await fetch(`${API_URL}/studio/inbox`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { total_count: number };
    };
    expect(inbox.data.total_count).toBe(before - 1);
    const classId = await findClassOfReply(token, reply);
    await page.goto(`/class/${classId}/review`);
    const shown = main(page).getByText(reply);
    const cards = main(page).getByRole('list', { name: '후기 목록' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    // The oldest review sits low in a newest-first list: page on until it is there.
    for (let i = 0; i < 30 && (await shown.count()) === 0; i++) {
      const more = main(page).getByRole('button', { name: '후기 더 보기' });
      if ((await more.count()) === 0) break;
      const seen = await cards.count();
      await more.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(seen);
    }
    await expect(shown).toBeVisible();
  });

  test('a learner opening /studio is offered the coach application', async ({ page }) => {
    await signInWithStoredToken(page, LEARNER);
    await page.goto('/studio');
    await expect(main(page).getByRole('link', { name: '코치 지원하기' })).toHaveAttribute(
      'href',
      '/coach/apply',
    );
  });
});

/** The class whose review carries the coach's reply (searched through the coach's classes). */
async function findClassOfReply(token: string, reply: string): Promise<number> {
  const dash = (await (
    await fetch(`${API_URL}/studio/dashboard`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    data: { management_class: Array<{ class_id: number }> };
  };
  for (const { class_id } of dash.data.management_class) {
    for (let page = 1; page < 30; page++) {
      const res = (await (await fetch(`${API_URL}/review/class/${class_id}/${page}`)).json()) as {
        data: { list: Array<{ coach_reply: string }>; total_page: number };
      };
      if (res.data.list.some((r) => r.coach_reply === reply)) return class_id;
      if (page >= res.data.total_page) break;
    }
  }
  throw new Error('the reply is on no review of the coach');
}

import { expect, test, type Page } from '../support/test';
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
    await expect(
      main(page).getByRole('list', { name: '관리 중인 클래스 목록' }).getByRole('article').first(),
    ).toBeVisible();
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
    // The page is drawn on the server for a visitor: its buttons wait, disabled, until the app
    // (this coach's own page) has it.
    await expect(page.locator('[data-awaits-app]')).toHaveCount(0);
    // The oldest review sits low in a newest-first list: page on until it is there.
    for (let i = 0; i < 30 && (await shown.count()) === 0; i++) {
      const more = main(page).getByRole('button', { name: '후기 더 보기' });
      const seen = await cards.count();
      // The list also loads its next page by itself as its end nears (infinite scroll), which
      // can replace the button under the click, or hide it while a page loads: click it when it
      // is there, else bring the list's end into view; stop only when nothing more arrives.
      if ((await more.count()) > 0) await more.click({ timeout: 3000 }).catch(() => undefined);
      else await cards.last().scrollIntoViewIfNeeded();
      const grew = await expect
        .poll(() => cards.count(), { timeout: 5000 })
        .toBeGreaterThan(seen)
        .then(
          () => true,
          () => false,
        );
      if (!grew) break;
    }
    await expect(shown).toBeVisible();
  });

  test("a class card opens that class's feedback; a filter narrows its reviews", async ({
    page,
  }) => {
    await signInWithStoredToken(page, COACH);
    await page.goto('/studio');
    const first = main(page)
      .getByRole('list', { name: '관리 중인 클래스 목록' })
      .getByRole('article')
      .first();
    const className = (await first.getAttribute('aria-label')) ?? '';
    await first.getByRole('link', { name: /피드백 보기$/ }).click();
    await expect(page).toHaveURL(/\/studio\/class\/\d+$/);
    await expect(main(page).getByRole('heading', { level: 1, name: className })).toBeVisible();
    await expect(main(page).getByRole('region', { name: '별점 분포' })).toBeVisible();
    await main(page)
      .getByRole('group', { name: '후기 필터' })
      .getByRole('button', { name: '낮은 별점 (3점 이하)' })
      .click();
    await expect(page).toHaveURL(/filter=low/);
    await expect(
      main(page)
        .getByRole('list', { name: /낮은 별점 \(3점 이하\) 후기 \d+개/ })
        .or(main(page).getByText('이 조건에 맞는 후기가 없어요')),
    ).toBeVisible();
  });

  test("another coach's class id is refused, not shown", async ({ page, consoleGuard }) => {
    consoleGuard.allowStatus(403, '/_api/studio/');
    const token = await apiLogin(COACH);
    const mine = await managedIds(token);
    let theirs = 1;
    while (mine.includes(theirs)) theirs += 1;
    await signInWithStoredToken(page, COACH);
    await page.goto(`/studio/class/${theirs}`);
    await expect(main(page).getByText('내가 운영하는 클래스가 아니에요')).toBeVisible();
    await expect(main(page).getByRole('region', { name: '별점 분포' })).toHaveCount(0);
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

async function managedIds(token: string): Promise<number[]> {
  const dash = (await (
    await fetch(`${API_URL}/studio/dashboard`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { management_class: Array<{ class_id: number }> } };
  return dash.data.management_class.map((c) => c.class_id);
}

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

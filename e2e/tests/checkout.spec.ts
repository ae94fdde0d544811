import { expect, test, type Page } from '../support/test';
import { API_URL } from '../support/env';
import { LEARNER, apiLogin, signInWithStoredToken } from '../support/session';

const main = (page: Page) => page.getByRole('main');

/** Open classes the demo learner does not take yet, from `from` on. */
async function notTaken(token: string, n: number, from: number): Promise<number[]> {
  const found: number[] = [];
  for (let id = from; found.length < n && id < from + 300; id++) {
    const res = await fetch(`${API_URL}/class-summary?class_id=${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) continue;
    const { data } = (await res.json()) as { data: { pay_yn?: string; open_flag?: string } };
    if (data.pay_yn !== 'Y' && data.open_flag !== 'N') found.push(id);
  }
  return found;
}

async function fillBuyerAndCard(page: Page, card: string) {
  const phone = main(page).getByRole('textbox', { name: '휴대폰 번호' });
  await phone.fill('010-1234-5678');
  await main(page).getByRole('textbox', { name: '카드 번호' }).fill(card);
}

test('the demo learner buys a class with the approved card and a discount code; the declined card enrols nothing', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowStatus(402, '/payment/test');
  const token = await apiLogin(LEARNER);
  const [buy, decline] = await notTaken(token, 2, 150);
  await signInWithStoredToken(page, LEARNER);

  // From the class page's action bar to the checkout.
  await page.goto(`/class/${buy}`);
  await main(page)
    .getByRole('group', { name: '수강 메뉴' })
    .getByRole('link', { name: '수강 신청하기' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/class/open_class/${buy}$`));
  await expect(main(page).getByText('최종 결제 금액')).toBeVisible();
  await main(page).getByRole('textbox', { name: '할인 코드' }).fill('WELCOME10');
  await main(page).getByRole('button', { name: '적용' }).click();
  await expect(main(page).getByText('WELCOME10 코드가 적용됐어요.')).toBeVisible();
  await fillBuyerAndCard(page, '4242 4242 4242 4242');
  await main(page)
    .getByRole('button', { name: /결제하기$/ })
    .dblclick();

  await expect(main(page).getByRole('heading', { name: '결제가 완료됐어요' })).toBeVisible();
  await expect(page).toHaveURL(/\?payment=\d+$/);
  // A reload shows the same receipt; nothing is paid again.
  await page.reload();
  await expect(main(page).getByRole('heading', { name: '결제가 완료됐어요' })).toBeVisible();
  await main(page).getByRole('link', { name: '클래스로 가서 학습 시작하기' }).click();
  await expect(
    main(page)
      .getByRole('group', { name: '수강 메뉴' })
      .getByRole('link', { name: /^이어서 학습하기/ }),
  ).toBeVisible();

  // The declined card: its message, and the class is not taken.
  await page.goto(`/class/open_class/${decline}`);
  await expect(main(page).getByText('최종 결제 금액')).toBeVisible();
  await fillBuyerAndCard(page, '4000 0000 0000 0002');
  await main(page)
    .getByRole('button', { name: /결제하기$/ })
    .click();
  await expect(main(page).getByRole('alert')).toContainText('거절');
  const after = await notTaken(token, 1, decline!);
  expect(after[0]).toBe(decline);
});

test('a visitor’s way in is the public class page', async ({ page }) => {
  await page.goto('/class/3');
  await expect(
    main(page)
      .getByRole('group', { name: '수강 메뉴' })
      .getByRole('link', { name: '수강 신청하기' }),
  ).toHaveAttribute('href', /\/class\/classDetail\/3$/);
});

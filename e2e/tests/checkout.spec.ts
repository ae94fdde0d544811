// Checkout part 2 (issue #37), the screens end to end: a visitor's 수강 신청하기 → log-in → the
// checkout; 카카오페이 (test) with WELCOME10 and 1,000 points → the provider's test page → the
// completion view in the viewport → /my/payments → a refund within the policy (the points come
// back, the classroom closes). And a card: declined, then approved. Screenshots at 375 and
// 1280 px of each screen go to docs/screenshots/.
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { API_URL } from '../support/env';
import { LEARNER, apiLogin, signInWithStoredToken } from '../support/session';

const main = (page: Page) => page.getByRole('main');
const SHOTS = path.resolve(__dirname, '../../docs/screenshots');

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

async function balance(token: string): Promise<number> {
  const res = await fetch(`${API_URL}/coin_point/1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { total_point: number } }).data.total_point;
}

/** The screen at 375 and 1280 px (full page), then back to the width it had. */
async function shoot(page: Page, name: string) {
  const before = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(before);
}

test('a visitor logs in from 수강 신청하기, pays with 카카오페이 using WELCOME10 and 1,000 points, then refunds', async ({
  page,
  consoleGuard,
}) => {
  // After the refund the classroom refuses the class: that 403 is the point.
  consoleGuard.allowStatus(403, '/new/classroom/');
  const token = await apiLogin(LEARNER);
  const [id] = await notTaken(token, 1, 170);
  expect(id).toBeDefined();
  const pointsBefore = await balance(token);

  // A visitor: 수강 신청하기 opens the log-in, and the log-in lands on this class's checkout.
  await page.goto(`/class/${id}`);
  await main(page)
    .getByRole('group', { name: '수강 메뉴' })
    .getByRole('link', { name: '수강 신청하기' })
    .click();
  const dialog = page.getByRole('dialog', { name: '로그인이 필요해요' });
  await dialog.getByRole('textbox', { name: /휴대폰 번호/ }).fill(LEARNER.phone);
  await dialog.getByRole('textbox', { name: '비밀번호' }).fill(LEARNER.password);
  await dialog.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(new RegExp(`/class/open_class/${id}$`));
  await expect(main(page).getByRole('textbox', { name: '휴대폰 번호' })).toHaveValue(
    '010-1234-5678',
  );

  await main(page).getByRole('textbox', { name: '할인 코드' }).fill('WELCOME10');
  await main(page).getByRole('button', { name: '적용' }).click();
  await expect(main(page).getByText('WELCOME10 코드가 적용됐어요.')).toBeVisible();
  await main(page).getByRole('textbox', { name: '사용할 포인트' }).fill('1000');
  await main(page).getByRole('button', { name: '사용', exact: true }).click();
  await expect(main(page).getByText('1,000P를 사용해요.')).toBeVisible();
  const breakdown = main(page).getByLabel('결제 금액 계산');
  await expect(breakdown).toContainText('포인트- 1,000원');
  await main(page).getByRole('radio', { name: '카카오페이' }).check();
  const pay = main(page).getByRole('button', { name: /^카카오페이로 [\d,]+원 결제하기$/ });
  await expect(pay).toBeDisabled();
  await main(page).getByRole('checkbox', { name: '모두 동의해요' }).check();
  await shoot(page, 'checkout');
  await pay.click();

  // The provider's test page, then 승인.
  await expect(page).toHaveURL(/\/pg\/test\/checkout\?/);
  await expect(page.getByRole('heading', { name: '카카오페이' })).toBeVisible();
  await shoot(page, 'pg-test');
  await page.getByRole('button', { name: '승인' }).click();

  // The completion view: at the top, in view, focused; its receipt and the ways on.
  await expect(page).toHaveURL(new RegExp(`/class/open_class/${id}/complete\\?orderId=ord_`));
  const done = main(page).getByRole('heading', { level: 1, name: '결제가 완료됐어요' });
  await expect(done).toBeInViewport();
  await expect(done).toBeFocused();
  await expect(main(page).getByLabel('영수증')).toContainText('카카오페이');
  await expect(main(page).getByRole('link', { name: '이어서 학습하기' })).toHaveAttribute(
    'href',
    `/class/lecture/${id}`,
  );
  expect(await balance(token)).toBe(pointsBefore - 1000);
  await shoot(page, 'checkout-complete');

  // 내 결제 내역 lists it; its receipt refunds it within the policy.
  await main(page).getByRole('link', { name: '내 결제 내역' }).click();
  await expect(page).toHaveURL(/\/my\/payments$/);
  const list = main(page).getByRole('list', { name: '결제 목록' });
  const row = list.getByRole('listitem').first();
  await expect(row).toContainText('카카오페이');
  await expect(row).toContainText('결제 완료');
  await shoot(page, 'payments');
  await row.getByRole('link', { name: /영수증 보기$/ }).click();
  await expect(main(page).getByRole('heading', { level: 2, name: '영수증' })).toBeVisible();
  await shoot(page, 'payment-receipt');
  await main(page).getByRole('button', { name: '환불 요청' }).click();
  const confirm = page.getByRole('alertdialog', { name: '환불을 요청할까요?' });
  await confirm.getByRole('button', { name: '환불 요청' }).click();
  await expect(main(page).getByText('환불 완료')).toBeVisible();
  await expect(main(page).getByRole('button', { name: '환불 요청' })).toHaveCount(0);

  // The points are back and the classroom is closed for that class.
  expect(await balance(token)).toBe(pointsBefore);
  await page.goto(`/class/lecture/${id}`);
  await expect(main(page).getByRole('link', { name: /수강 신청/ })).toHaveAttribute(
    'href',
    `/class/open_class/${id}`,
  );
});

test('a card: the declined one is refused in Korean, the approved one then pays', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowStatus(402, '/new/orders');
  // On a phone: the declined card's message must not render far below the fixed pay bar.
  await page.setViewportSize({ width: 375, height: 740 });
  const token = await apiLogin(LEARNER);
  const [id] = await notTaken(token, 1, 190);
  expect(id).toBeDefined();
  await signInWithStoredToken(page, LEARNER);

  await page.goto(`/class/${id}`);
  await main(page)
    .getByRole('group', { name: '수강 메뉴' })
    .getByRole('link', { name: '수강 신청하기' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/class/open_class/${id}$`));
  const card = main(page).getByRole('textbox', { name: '카드 번호' });
  await card.pressSequentially('4000000000000002');
  await expect(card).toHaveValue('4000 0000 0000 0002');
  await main(page).getByRole('textbox', { name: '유효기간 (MM/YY)' }).pressSequentially('1239');
  await main(page).getByRole('checkbox', { name: '모두 동의해요' }).check();
  await main(page)
    .getByRole('button', { name: /결제하기$/ })
    .click();
  await expect(main(page).getByRole('alert')).toContainText('거절');
  // Shown where the user is: in the pay bar that stays at hand on a phone (#54 item 4).
  await expect(main(page).getByRole('alert')).toBeInViewport();
  expect(await notTaken(token, 1, id!)).toEqual([id]);

  await card.fill('');
  await card.pressSequentially('4242424242424242');
  await main(page)
    .getByRole('button', { name: /결제하기$/ })
    .dblclick();
  await expect(
    main(page).getByRole('heading', { level: 1, name: '결제가 완료됐어요' }),
  ).toBeInViewport();
  await expect(main(page).getByLabel('영수증')).toContainText('•••• 4242');
  // A reload shows the same receipt; nothing is paid again.
  await page.reload();
  await expect(main(page).getByRole('heading', { name: '결제가 완료됐어요' })).toBeVisible();
  await main(page).getByRole('link', { name: '이어서 학습하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/class/lecture/${id}$`));
});

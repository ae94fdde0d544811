import { expect, test, type Page } from '../support/test';
import { COACH, LEARNER, signInWithStoredToken } from '../support/session';

// Issue 36: a class from nothing to sold and closed. The demo coach creates a class with a cover
// and two lessons (a text lesson and a video lesson whose video comes with the upload part),
// publishes it; the demo learner finds it by search and buys it; the coach sees that learner and
// the sale; the coach closes the class and search no longer shows it.

const main = (page: Page) => page.getByRole('main');
// The smallest PNG there is: a cover photo for the upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function searchFor(page: Page, keyword: string) {
  await page.goto(`/search?keyword=${encodeURIComponent(keyword)}`);
  await expect(
    main(page).getByRole('heading', { level: 1, name: `‘${keyword}’ 검색 결과` }),
  ).toBeVisible();
}

test('a coach creates, publishes and closes a class; a learner finds it, buys it and is counted', async ({
  page,
  browser,
}) => {
  const title = `수채화 e2e ${Date.now() % 1_000_000}`;
  await signInWithStoredToken(page, COACH);
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
  const classId = Number(/class\/(\d+)\//.exec(page.url())![1]);
  await main(page).getByRole('textbox', { name: '섹션 제목' }).fill('시작하기');
  await main(page).getByRole('button', { name: '섹션 추가' }).click();
  const lessonTitle = main(page).getByRole('textbox', { name: '레슨 제목 (시작하기)' });
  await lessonTitle.fill('도구 소개');
  await main(page).getByRole('combobox', { name: '레슨 종류' }).selectOption({ label: '글' });
  await main(page).getByRole('button', { name: '레슨 추가' }).click();
  await expect(main(page).getByRole('listitem', { name: '도구 소개' })).toBeVisible();
  await lessonTitle.fill('첫 번째 붓질');
  await main(page).getByRole('combobox', { name: '레슨 종류' }).selectOption({ label: '영상' });
  await main(page).getByRole('button', { name: '레슨 추가' }).click();
  await expect(
    main(page).getByRole('listitem', { name: '첫 번째 붓질' }).getByText('영상 없음'),
  ).toBeVisible();
  await main(page).getByRole('button', { name: '공개하기' }).click();
  await expect(main(page).getByText('공개 중')).toBeVisible();

  // The learner, in a browser of their own.
  const learnerContext = await browser.newContext({
    baseURL: 'http://localhost:3000',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const learner = await learnerContext.newPage();
  await signInWithStoredToken(learner, LEARNER);
  await searchFor(learner, title);
  const card = main(learner).getByRole('article').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByRole('link').click();
  await expect(learner).toHaveURL(new RegExp(`/class/${classId}`));
  await learner.goto(`/class/open_class/${classId}`);
  // The checkout of issue #37: card number, MM/YY, the required agreements.
  await main(learner)
    .getByRole('textbox', { name: '카드 번호' })
    .pressSequentially('4242424242424242');
  await main(learner).getByRole('textbox', { name: '유효기간 (MM/YY)' }).pressSequentially('1239');
  await main(learner).getByRole('checkbox', { name: '모두 동의해요' }).check();
  await main(learner)
    .getByRole('button', { name: /결제하기$/ })
    .click();
  await expect(main(learner).getByRole('heading', { name: '결제가 완료됐어요' })).toBeVisible();

  // The coach sees that learner, and the sale.
  await page.goto(`/studio/class/${classId}/learners`);
  const table = main(page).getByRole('table', { name: '수강생 목록, 1명' });
  await expect(table.getByRole('rowheader', { name: LEARNER.name })).toBeVisible();
  await page.goto(`/studio/sales?class=${classId}`);
  await expect(main(page).getByRole('table', { name: '일별 매출' })).toBeVisible();
  const byClass = main(page).getByRole('table', { name: '클래스별 매출' });
  await expect(byClass.getByRole('row', { name: new RegExp(title) })).toContainText('1건');

  // 판매 종료: search no longer shows it.
  await page.goto(`/studio/class/${classId}/edit`);
  await main(page).getByRole('button', { name: '판매 종료하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '판매 종료하기' }).click();
  await expect(main(page).getByText('상태: 판매 종료')).toBeVisible();
  await searchFor(learner, title);
  await expect(main(learner).getByRole('article').filter({ hasText: title })).toHaveCount(0);
  await learnerContext.close();
});

import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/env';
import { LEARNER, apiLogin, signInWithStoredToken } from '../support/session';

const main = (page: Page) => page.getByRole('main');

/** Writes a post as the learner through the API (the write screen is not built yet). */
async function writePost(content: string): Promise<number> {
  const token = await apiLogin(LEARNER);
  const xsrf = await fetch(`${API_URL}/xsrf`);
  const cookie = (xsrf.headers.get('set-cookie') || '').split(';')[0] || '';
  const res = await fetch(`${API_URL}/app_comment`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie,
      'x-xsrf-token': cookie.split('=')[1] || '',
      authorization: `Bearer ${token}`,
    },
    body: new URLSearchParams({ content, section: 'daily' }).toString(),
  });
  const body = (await res.json()) as { data?: { comment_id?: number } };
  if (!body.data?.comment_id) throw new Error(`post failed: ${res.status}`);
  return body.data.comment_id;
}

test.describe('the community feed detail', () => {
  test('a learner opens a post from the feed, replies, likes the post and the reply, deletes the reply; a reload keeps it', async ({
    page,
  }) => {
    const content = `e2e 수채화 후기 ${Date.now()}`;
    const id = await writePost(content);
    await signInWithStoredToken(page, LEARNER);
    await page.goto('/community?section=daily');
    await main(page).getByRole('link', { name: content }).click();
    await expect(page).toHaveURL(new RegExp(`/community/${id}$`));

    await main(page).getByRole('textbox', { name: '댓글' }).fill('저도 오늘 완성했어요');
    await main(page).getByRole('button', { name: '등록' }).click();
    const reply = main(page).getByRole('article', { name: `${LEARNER.name}님의 댓글` });
    await expect(reply).toContainText('저도 오늘 완성했어요');

    const likePost = main(page)
      .getByRole('button', { name: /^좋아요/ })
      .first();
    await likePost.click();
    await expect(likePost).toHaveAttribute('aria-pressed', 'true');
    await reply.getByRole('button', { name: /^좋아요/ }).click();
    await expect(reply.getByRole('button', { name: /^좋아요/ })).toHaveText('좋아요 1');

    await page.reload();
    await expect(
      main(page)
        .getByRole('button', { name: /^좋아요/ })
        .first(),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      main(page)
        .getByRole('article', { name: `${LEARNER.name}님의 댓글` })
        .getByRole('button', { name: /^좋아요/ }),
    ).toHaveText('좋아요 1');

    await main(page)
      .getByRole('button', { name: `${LEARNER.name}님의 댓글 삭제` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await expect(main(page).getByRole('article', { name: `${LEARNER.name}님의 댓글` })).toHaveCount(
      0,
    );
    await page.reload();
    await expect(main(page).getByText('아직 댓글이 없어요')).toBeVisible();
  });

  test('an unknown post shows a not-found state inside the page, with the header working', async ({
    page,
  }) => {
    await page.goto('/community/99999999');
    await expect(main(page).getByText('게시글을 찾을 수 없어요')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: '홈' })).toBeVisible();
  });
});

test.describe('notifications and the header badge', () => {
  test('reading one takes one off the bell, read all clears it', async ({ page }) => {
    await signInWithStoredToken(page, LEARNER);
    await page.goto('/my/notifications');
    const bell = page.getByRole('banner').getByRole('link', { name: /^알림/ });
    const list = main(page).getByRole('list', { name: '알림' });
    await expect(list).toBeVisible();
    const unread = list.getByRole('button', { name: /^읽지 않은 알림/ });
    // The bell is named by its hidden text ("알림 N개 안 읽음"); the badge digits are not read.
    await expect(bell).toHaveAccessibleName(/^알림 \d+개 안 읽음$/);
    const name = await bell.evaluate(
      (el) => el.querySelector('.visually-hidden')?.textContent ?? '',
    );
    const before = Number(/(\d+)/.exec(name)?.[1] ?? 0);
    expect(before).toBeGreaterThan(0);
    await unread.first().click();
    await expect(bell).toHaveAccessibleName(
      before - 1 > 0 ? `알림 ${before - 1}개 안 읽음` : '알림',
    );
    await page.goto('/my/notifications');
    await main(page).getByRole('button', { name: '모두 읽음' }).click();
    await expect(bell).toHaveAccessibleName('알림');
  });
});

test.describe('a post’s 더 보기 sheet', () => {
  test('the demo learner hides one post, blocks another author and reports a third', async ({
    page,
  }) => {
    await signInWithStoredToken(page, LEARNER);
    await page.goto('/community');
    const feed = page.getByRole('main');
    const more = feed.getByRole('button', { name: /님의 게시글 더 보기$/ });
    await expect(more.first()).toBeVisible();
    const labels = await more.evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''),
    );
    const authors = [
      ...new Set(labels.map((l) => l.replace(/님의 게시글 더 보기$/, '').trim())),
    ].filter((name) => name !== LEARNER.name);
    expect(authors.length).toBeGreaterThanOrEqual(3);
    const [hideFrom, blockWho, reportWho] = authors as [string, string, string];
    const sheet = page.getByRole('dialog', { name: '게시글 더 보기' });

    // Hide: that post leaves the feed at once.
    const ofHidden = feed.getByRole('button', { name: `${hideFrom}님의 게시글 더 보기` });
    const before = await ofHidden.count();
    await ofHidden.first().click();
    await sheet.getByRole('button', { name: '이 게시글 숨기기' }).click();
    await expect(ofHidden).toHaveCount(before - 1);

    // Block: asked first, then done.
    await feed
      .getByRole('button', { name: `${blockWho}님의 게시글 더 보기` })
      .first()
      .click();
    await sheet.getByRole('button', { name: `${blockWho}님 차단` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '차단' }).click();
    await expect(page.getByText(`${blockWho}님을 차단했어요.`)).toBeVisible();

    // Report: the report screen, a reason, the confirmation.
    await feed
      .getByRole('button', { name: `${reportWho}님의 게시글 더 보기` })
      .first()
      .click();
    await sheet.getByRole('button', { name: `${reportWho}님 신고` }).click();
    await expect(page).toHaveURL(/\/user\/report\/\d+/);
    await page.getByRole('main').getByRole('radio', { name: '스팸·광고' }).check();
    await page.getByRole('main').getByRole('button', { name: '신고하기' }).click();
    await expect(
      page.getByRole('main').getByRole('heading', { name: '신고가 접수되었어요' }),
    ).toBeVisible();
  });
});

// Issue #38 (no dead ends), the community at 375 px: a like from a feed card, the author's
// profile and its 신고, a reply reported through the report screen. Screenshots of each screen
// at 375 and 1280 px go to docs/screenshots/ (community-*.png).
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { apiSignIn, seeded, startSignedIn } from '../support/members';

const main = (page: Page) => page.getByRole('main');
const shots = path.resolve(__dirname, '../../docs/screenshots');

async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 375;
  await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: false });
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test('a member likes a post from its feed card, opens the author, and reports a reply', async ({
      page,
    }) => {
      // Seeded learners of their own: the author, a replier, the viewer (one set per width).
      const [authorId, replierId, viewerId] = width === 375 ? [420, 421, 422] : [423, 424, 425];
      const author = await apiSignIn(seeded(authorId));
      const content = `e2e 카드에서 좋아요 ${width} ${Date.now()}`;
      const { comment_id: postId } = await author.send<{ comment_id: number }>(
        'POST',
        '/app_comment',
        { content, section: 'daily' },
      );
      const replier = await apiSignIn(seeded(replierId));
      const replyText = `e2e 문제의 댓글 ${Date.now()}`;
      const { comment_id: replyId } = await replier.send<{ comment_id: number }>(
        'POST',
        `/squareComment/${postId}`,
        { content: replyText },
      );
      await startSignedIn(page, await apiSignIn(seeded(viewerId)));

      // The feed card: like is a pressed button with its count, as the server keeps it.
      await page.goto('/community?section=daily');
      const card = main(page)
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: content }) });
      const like = card.getByRole('button', { name: '좋아요 0' });
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await like.click();
      await expect(card.getByRole('button', { name: '좋아요 1' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await card.scrollIntoViewIfNeeded();
      await shoot(page, 'community-feed-card');
      await page.reload();
      await expect(card.getByRole('button', { name: '좋아요 1' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // The author's name is a link to their profile, which offers 신고.
      const authorName = await card.getByRole('link').first().innerText();
      await card.getByRole('link', { name: authorName }).click();
      await expect(page).toHaveURL(new RegExp(`/user/${authorId}$`));
      await expect(main(page).getByRole('heading', { level: 1, name: authorName })).toBeVisible();
      await expect(main(page).getByRole('link', { name: '신고' })).toHaveAttribute(
        'href',
        `/user/report/${authorId}`,
      );
      await shoot(page, 'community-profile');

      // The post: the reply's author links to them; 신고 opens the report screen for the reply.
      await page.goto(`/community/${postId}`);
      const reply = main(page).getByRole('article').filter({ hasText: replyText });
      await expect(reply.getByRole('link', { name: /님의 댓글 신고$/ })).toBeVisible();
      await shoot(page, 'community-reply-actions');
      await reply.getByRole('link', { name: /님의 댓글 신고$/ }).click();
      await expect(page).toHaveURL(new RegExp(`/user/report/${replierId}\\?post=${replyId}$`));
      await expect(main(page).getByText('신고할 댓글', { exact: true })).toBeVisible();
      await expect(main(page).getByText(replyText)).toBeVisible();
      await main(page).getByRole('radio', { name: '스팸·광고' }).check();
      await shoot(page, 'community-report-reply');
      await main(page).getByRole('button', { name: '신고하기' }).click();
      await expect(main(page).getByRole('heading', { name: '신고가 접수되었어요' })).toBeFocused();

      // Back on the post, the reported reply is hidden from its reporter.
      await page.goto(`/community/${postId}`);
      await expect(
        main(page).getByText('숨김 처리되었거나 차단한 사용자의 글이에요.'),
      ).toBeVisible();
      await expect(main(page).getByText(replyText)).toHaveCount(0);
    });

    test('a visitor on the 친구 tab is asked to log in', async ({ page }) => {
      await page.goto('/community?section=friend');
      await expect(main(page).getByText('로그인하면 친구 소식을 볼 수 있어요')).toBeVisible();
      await expect(main(page).getByRole('button', { name: '다시 시도' })).toHaveCount(0);
      await shoot(page, 'community-friend-visitor');
      await main(page).getByRole('button', { name: '로그인하고 친구 글 보기' }).click();
      await expect(page.getByRole('dialog', { name: /로그인/ })).toBeVisible();
    });
  });
}

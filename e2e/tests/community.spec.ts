import { expect, test, type Page } from '../support/test';
import { apiSignIn } from '../support/members';
import { COACH, LEARNER, signInWithStoredToken } from '../support/session';

const main = (page: Page) => page.getByRole('main');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('the community feed detail', () => {
  test('a learner writes a post with two photos and a YouTube link, replies, likes, edits, deletes the reply; a reload keeps it all', async ({
    page,
  }) => {
    // The machine is offline: YouTube's thumbnail host answers with a local picture.
    await page.route('https://i.ytimg.com/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: PNG }),
    );
    await signInWithStoredToken(page, LEARNER);
    await page.goto('/community?section=daily');
    await main(page).getByRole('button', { name: '글쓰기' }).click();
    await expect(page).toHaveURL(/\/community\/write/);

    const content = `e2e 수채화 후기 ${Date.now()}`;
    await main(page).getByRole('textbox', { name: '내용' }).fill(content);
    await main(page)
      .getByLabel('사진 추가')
      .setInputFiles([
        { name: 'one.png', mimeType: 'image/png', buffer: PNG },
        { name: 'two.png', mimeType: 'image/png', buffer: PNG },
      ]);
    await expect(main(page).getByRole('img', { name: '첨부한 사진 2' })).toBeVisible();
    await main(page)
      .getByRole('textbox', { name: '유튜브 링크 (선택)' })
      .fill('https://youtu.be/dQw4w9WgXcQ');
    await main(page).getByRole('button', { name: '올리기' }).click();
    await expect(page).toHaveURL(/\/community\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // It is first in the feed of its section.
    await page.goto('/community?section=daily');
    const first = main(page)
      .getByRole('list', { name: '커뮤니티 게시글' })
      .getByRole('article')
      .first();
    await expect(first.getByRole('link', { name: content })).toBeVisible();
    await first.getByRole('link', { name: content }).click();
    await expect(page).toHaveURL(new RegExp(`/community/${id}$`));
    await expect(main(page).getByRole('img', { name: /올린 사진/ })).toHaveCount(2);

    await main(page).getByRole('textbox', { name: '댓글' }).fill('저도 오늘 완성했어요');
    await main(page).getByRole('button', { name: '등록' }).click();
    const reply = main(page).getByRole('article', { name: `${LEARNER.name}님의 댓글` });
    await expect(reply).toContainText('저도 오늘 완성했어요');

    // One's own post cannot be liked (#33); another member's like shows on it.
    const coach = await apiSignIn(COACH);
    await coach.send('POST', '/squareLike', { comment_id: id, type: 'comment' });
    await page.reload();
    const likePost = main(page)
      .getByRole('button', { name: /^좋아요/ })
      .first();
    await expect(likePost).toHaveText(/좋아요 1/);
    await expect(likePost).toHaveAttribute('aria-pressed', 'false');

    // Edit the post from its 더 보기 sheet; saving goes back to the post.
    await main(page)
      .getByRole('button', { name: `${LEARNER.name}님의 게시글 더 보기` })
      .click();
    await page
      .getByRole('dialog', { name: '게시글 더 보기' })
      .getByRole('button', { name: '수정하기' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/community/${id}/edit$`));
    const edited = `${content} (수정)`;
    await main(page).getByRole('textbox', { name: '내용' }).fill(edited);
    await main(page).getByRole('button', { name: '저장' }).click();
    await expect(page).toHaveURL(new RegExp(`/community/${id}$`));
    await expect(main(page).getByText(edited)).toBeVisible();

    await main(page)
      .getByRole('button', { name: `${LEARNER.name}님의 댓글 삭제` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await expect(main(page).getByRole('article', { name: `${LEARNER.name}님의 댓글` })).toHaveCount(
      0,
    );

    await page.reload();
    await expect(main(page).getByText(edited)).toBeVisible();
    await expect(main(page).getByRole('img', { name: /올린 사진/ })).toHaveCount(2);
    await expect(main(page).getByRole('button', { name: /유튜브/ })).toBeVisible();
    await expect(
      main(page)
        .getByRole('button', { name: /^좋아요/ })
        .first(),
    ).toHaveText(/좋아요 1/);
    await expect(main(page).getByText('아직 댓글이 없어요')).toBeVisible();
  });

  test('an unknown post shows a not-found state inside the page, with the header working', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowStatus(404, '/squareDetail');
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
    // The app has the page (the member's own feed replaced the visitor's drawing, whose buttons
    // wait disabled for it).
    await expect(more.first()).toBeEnabled();
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

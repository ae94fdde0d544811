import { expect, test, type Page } from '../support/test';
import { COACH, LEARNER } from '../support/session';
import { PNG, apiSignIn, logIn, seeded, signUpFresh, startSignedIn } from '../support/members';

// The member's screens of issue #19 on the composed site: notifications and the bell, follow,
// edit profile, coupon, push settings, withdrawal. The servers share one database per run with
// the other specs: what a journey cannot undo (deleting notifications, using a coupon,
// withdrawing) is done by a member signed up for it; what the demo learner changes is put back.

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const loginLink = (page: Page) => header(page).getByRole('link', { name: '로그인', exact: true });
const myPageLink = (page: Page, name: string) =>
  header(page).getByRole('link', { name: `마이페이지 (${name})` });
const bell = (page: Page) => header(page).getByRole('link', { name: /^알림/ });

test.describe('the member’s screens', () => {
  test('reading one notification takes one off the bell, read all clears it, delete all empties the list', async ({
    page,
  }) => {
    // A new member: the welcome notification, and two seeded learners follow them.
    const member = await signUpFresh('알림새싹');
    for (const id of [461, 462])
      await (await apiSignIn(seeded(id))).send('POST', `/friend/${member.userId}`);
    await startSignedIn(page, member.api);

    await page.goto('/my/notifications');
    const list = main(page).getByRole('list', { name: '알림' });
    await expect(list.getByRole('button', { name: /^읽지 않은 알림/ })).toHaveCount(3);
    await expect(bell(page)).toHaveAccessibleName('알림 3개 안 읽음');

    await list
      .getByRole('button', { name: /^읽지 않은 알림: 새 팔로워/ })
      .first()
      .click();
    await expect(bell(page)).toHaveAccessibleName('알림 2개 안 읽음');
    await expect(page).toHaveURL(/\/user\/46[12]$/);

    await bell(page).click();
    await expect(page).toHaveURL('/my/notifications');
    await expect(list.getByRole('button', { name: /^읽지 않은 알림/ })).toHaveCount(2);
    await main(page).getByRole('button', { name: '모두 읽음' }).click();
    await expect(bell(page)).toHaveAccessibleName('알림');
    await expect(list.getByRole('button', { name: /^읽지 않은 알림/ })).toHaveCount(0);

    await main(page).getByRole('button', { name: '전체 삭제' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('알림을 모두 삭제할까요?');
    await confirm.getByRole('button', { name: '전체 삭제' }).click();
    await expect(main(page).getByText('새 알림이 없어요')).toBeVisible();
    await page.reload();
    await expect(main(page).getByText('새 알림이 없어요')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('알림');
  });

  test('the demo learner follows the demo coach from the profile, finds them in 팔로잉, and unfollows', async ({
    page,
  }) => {
    const api = await apiSignIn(LEARNER);
    // The seed has the demo learner following the demo coach: start from not following, and
    // leave it as the seed had it.
    await api.send('POST', '/friend/2', { mode: 'delete' }, { form: true });
    try {
      await startSignedIn(page, api);
      await page.goto('/user/2');
      await expect(main(page).getByRole('heading', { level: 1, name: COACH.name })).toBeVisible();
      const follow = main(page).getByRole('button', { name: '팔로우', exact: true });
      await expect(follow).toHaveAttribute('aria-pressed', 'false');
      await follow.click();
      await expect(main(page).getByRole('button', { name: '팔로잉', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await page.goto('/my/following');
      const row = main(page).getByRole('listitem').filter({ hasText: COACH.name });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: `${COACH.name}님 언팔로우` }).click();
      await expect(row.getByRole('button', { name: `${COACH.name}님 팔로우` })).toBeVisible();

      await page.goto('/user/2');
      await expect(main(page).getByRole('button', { name: '팔로우', exact: true })).toBeVisible();
      await page.goto('/my/following');
      await expect(main(page).getByRole('list', { name: '팔로잉 목록' })).toBeVisible();
      await expect(main(page).getByRole('link', { name: COACH.name })).toHaveCount(0);
    } finally {
      await api.send('POST', '/friend/2');
    }
  });

  test('editing the nickname and the photo changes the header avatar at once', async ({ page }) => {
    const api = await apiSignIn(LEARNER);
    const before = await api.send<{ userInfo: { profile_comment: string } }>(
      'GET',
      '/profile_edit',
    );
    try {
      await startSignedIn(page, api);
      await page.goto('/user/1');
      await main(page).getByRole('link', { name: '프로필 수정' }).click();
      await expect(page).toHaveURL('/settings/profile');
      const nickname = main(page).getByRole('textbox', { name: '닉네임' });
      await expect(nickname).toHaveValue(LEARNER.name);
      await nickname.fill('그림배움');
      await main(page)
        .getByLabel('사진 추가')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await expect(main(page).getByText('새 사진')).toBeVisible();
      const headerAvatar = myPageLink(page, LEARNER.name).locator('img');
      const oldPhoto = await headerAvatar.getAttribute('src');
      await main(page).getByRole('button', { name: '저장하기' }).click();

      await expect(page).toHaveURL('/user/1');
      await expect(myPageLink(page, '그림배움')).toBeVisible();
      await expect(myPageLink(page, '그림배움').locator('img')).toHaveAttribute(
        'src',
        /\/images\/uploads\//,
      );
      expect(oldPhoto).not.toMatch(/\/images\/uploads\//);
      await expect(main(page).getByRole('heading', { level: 1, name: '그림배움' })).toBeVisible();
      await page.reload();
      await expect(myPageLink(page, '그림배움').locator('img')).toHaveAttribute(
        'src',
        /\/images\/uploads\//,
      );
    } finally {
      await api.send('PUT', '/new/v2/api/user?user_id=1&community_id=0', {
        nickname: LEARNER.name,
        photo: 'default',
        profile_comment: before.userInfo.profile_comment,
      });
    }
  });

  test('a new member registers a coupon and the points grow; the same code again is refused', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowStatus(409, '/service_code_use/');
    const member = await signUpFresh('쿠폰새싹');
    await startSignedIn(page, member.api);
    await page.goto('/my/points');
    const total = main(page).locator('dt', { hasText: '보유 포인트' }).locator('+ dd');
    await expect(total).toHaveText('3,000P');
    const code = main(page).getByRole('textbox', { name: '쿠폰 번호' });
    await code.fill('WELCOME2025');
    await main(page).getByRole('button', { name: '쿠폰 등록' }).click();
    await expect(
      main(page).getByText('「신규 회원 웰컴 쿠폰」 쿠폰이 등록되어 3,000P가 적립되었어요'),
    ).toBeVisible();
    await expect(total).toHaveText('6,000P');
    await code.fill('WELCOME2025');
    await code.press('Enter');
    await expect(main(page).getByRole('alert')).toHaveText(
      '이미 사용했거나 선착순 수량이 모두 소진된 쿠폰이에요',
    );
    await page.reload();
    await expect(total).toHaveText('6,000P');
  });

  test('two push flags turned on stay on after a reload', async ({ page }) => {
    const api = await apiSignIn(LEARNER);
    try {
      await startSignedIn(page, api);
      await page.goto('/settings/push');
      const chat = main(page).getByRole('switch', { name: '채팅 알림' });
      const reply = main(page).getByRole('switch', { name: '댓글 알림' });
      await expect(chat).not.toBeChecked();
      await expect(reply).not.toBeChecked();
      await chat.click();
      await reply.press('Space');
      await expect(chat).toBeChecked();
      await expect(reply).toBeChecked();
      // Saved by the API (not this browser): wait for it, then reload.
      await expect
        .poll(async () => {
          const flags = await api.send<Record<string, boolean>>('GET', '/push_settings');
          return [flags.chat, flags.reply];
        })
        .toEqual([true, true]);
      await page.reload();
      await expect(chat).toBeChecked();
      await expect(reply).toBeChecked();
      await expect(main(page).getByRole('switch', { name: '포인트 알림' })).not.toBeChecked();
    } finally {
      await api.send('PUT', '/push_settings', { chat: false, reply: false });
    }
  });

  test('a freshly signed-up member withdraws and can no longer log in', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowStatus(401, '/login/Auth');
    const member = await signUpFresh('탈퇴새싹');
    await startSignedIn(page, member.api);
    await page.goto('/my');
    await main(page).getByRole('link', { name: '회원 탈퇴' }).click();
    await expect(page).toHaveURL('/withdrawal');
    await expect(
      main(page).getByRole('heading', { level: 2, name: '탈퇴하면 사라지는 것' }),
    ).toBeVisible();
    await main(page).getByRole('radio', { name: '자주 이용하지 않아요' }).check();
    await main(page).getByRole('button', { name: '탈퇴하기' }).click();
    const confirm = page.getByRole('alertdialog', { name: '정말 탈퇴할까요?' });
    await confirm.getByRole('button', { name: '탈퇴하기' }).click();

    await expect(page).toHaveURL('/');
    await expect(loginLink(page)).toBeVisible();
    await page.goto('/login');
    await logIn(page, member.phone, member.password);
    await expect(main(page).getByRole('alert')).toHaveText(
      '휴대폰 번호 또는 비밀번호를 확인해주세요',
    );
    await expect(loginLink(page)).toBeVisible();
  });
});

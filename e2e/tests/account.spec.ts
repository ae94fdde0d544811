import { expect, test, type Page } from '../support/test';
import { API_URL } from '../support/env';
import { COACH, LEARNER } from '../support/session';

// mfe-account journeys on the composed site: sign-up with the reference API's dev-only code
// route, log-in and log-out as the header sees them, the wrong-password and expired-code
// messages (the e2e servers run the API with SMS_CODE_TTL_MS=4000), the Login modal kind; then
// the member's screens of issue #19 (notifications and the bell, follow, edit profile, coupon,
// push settings, withdrawal). The servers share one database per run with the other specs:
// what a journey cannot undo (deleting notifications, using a coupon, withdrawing) is done by
// a member signed up for it; what the demo learner changes is put back.

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const loginLink = (page: Page) => header(page).getByRole('link', { name: '로그인', exact: true });
const myPageLink = (page: Page, name: string) =>
  header(page).getByRole('link', { name: `마이페이지 (${name})` });

/** A number no seeded member has: 010-7xxx-xxxx from the clock and a random part. */
function freshPhone(): string {
  const digits =
    String(Date.now() % 1000).padStart(3, '0') +
    String(Math.floor(Math.random() * 100000)).padStart(5, '0');
  return `010-7${digits.slice(0, 3)}-${digits.slice(3, 7)}`;
}

/** The code the API "sent" (outside production the API keeps the last one per phone). */
async function smsCodeFor(phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${API_URL}/dev/sms/last?phone=${encodeURIComponent(phone)}`);
        if (!res.ok) return '';
        code = ((await res.json()) as { data?: { code?: string } }).data?.code ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

async function requestCode(page: Page, phone: string) {
  await main(page)
    .getByRole('textbox', { name: /휴대폰 번호/ })
    .fill(phone);
  await main(page).getByRole('button', { name: '인증번호 받기' }).click();
  await expect(
    main(page).getByRole('textbox', { name: /휴대폰 번호/ }),
  ).toHaveAccessibleDescription('인증번호를 보냈어요');
}

async function logIn(page: Page, phone: string, password: string) {
  await main(page)
    .getByRole('textbox', { name: /휴대폰 번호/ })
    .fill(phone);
  await main(page).getByRole('textbox', { name: '비밀번호', exact: true }).fill(password);
  await main(page).getByRole('button', { name: '로그인' }).click();
}

async function logOutFromMyPage(page: Page) {
  await page.goto('/my');
  await main(page).getByRole('button', { name: '로그아웃', exact: true }).click();
  await expect(page).toHaveURL('/');
}

test.describe('account', () => {
  test('a new phone number signs up end to end, then logs out and back in', async ({ page }) => {
    const phone = freshPhone();
    const password = 'spring2024!';
    await page.goto('/signup?next=%2Fnotices');
    await expect(loginLink(page)).toBeVisible();
    await expect(main(page).getByRole('list', { name: '비밀번호 규칙' })).toContainText('8~64자');

    await requestCode(page, phone);
    await expect(main(page).getByRole('button', { name: /다시 받기/ })).toBeDisabled();
    await main(page)
      .getByRole('textbox', { name: /인증번호/ })
      .fill(await smsCodeFor(phone));
    await main(page).getByRole('button', { name: '확인' }).click();
    await expect(
      main(page).getByRole('textbox', { name: /휴대폰 번호/ }),
    ).toHaveAccessibleDescription('휴대폰 인증이 완료되었어요');
    await expect(main(page).getByRole('textbox', { name: /휴대폰 번호/ })).toHaveAttribute(
      'readonly',
      '',
    );

    await main(page).getByRole('textbox', { name: /이름/ }).fill('박새봄');
    await main(page).getByRole('textbox', { name: '비밀번호', exact: true }).fill(password);
    await main(page).getByRole('textbox', { name: '비밀번호 확인', exact: true }).fill(password);
    await main(page).getByText('전체 동의하기').click();
    await main(page).getByRole('button', { name: '가입하기' }).click();

    // Registered and signed in: back where they were going, and the header changed at once.
    await expect(page).toHaveURL('/notices');
    await expect(myPageLink(page, '박새봄')).toBeVisible();
    await expect(loginLink(page)).toHaveCount(0);

    await logOutFromMyPage(page);
    await expect(loginLink(page)).toBeVisible();

    await loginLink(page).click();
    await logIn(page, phone.replaceAll('-', ''), password);
    await expect(myPageLink(page, '박새봄')).toBeVisible();
    await expect(loginLink(page)).toHaveCount(0);
  });

  test('log out and log in change the header at once, and survive a reload', async ({ page }) => {
    await page.goto('/login?next=%2Fnotices');
    await expect(loginLink(page)).toBeVisible();
    await logIn(page, LEARNER.phone, LEARNER.password);

    await expect(page).toHaveURL('/notices');
    await expect(myPageLink(page, LEARNER.name)).toBeVisible();
    await expect(loginLink(page)).toHaveCount(0);
    await page.reload();
    await expect(myPageLink(page, LEARNER.name)).toBeVisible();

    await myPageLink(page, LEARNER.name).click();
    await expect(
      main(page).getByRole('heading', { name: `${LEARNER.name}님, 안녕하세요` }),
    ).toBeVisible();
    await main(page).getByRole('button', { name: '로그아웃', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(loginLink(page)).toBeVisible();
    await expect(header(page).getByRole('link', { name: /마이페이지 \(/ })).toHaveCount(0);
    // The server session is gone too: a reload does not sign them back in.
    await page.reload();
    await expect(loginLink(page)).toBeVisible();
  });

  test('a wrong password says 휴대폰 번호 또는 비밀번호를 확인해주세요', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowStatus(401, '/login/Auth');
    await page.goto('/login');
    await logIn(page, LEARNER.phone, 'not-the-password1');
    await expect(main(page).getByRole('alert')).toHaveText(
      '휴대폰 번호 또는 비밀번호를 확인해주세요',
    );
    await expect(
      main(page).getByRole('textbox', { name: '비밀번호', exact: true }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/login');
    await expect(loginLink(page)).toBeVisible();
  });

  test('a malformed number is refused on the page, before any request', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('ajaxSendAuth')) sent.push(request.url());
    });
    await page.goto('/signup');
    await main(page)
      .getByRole('textbox', { name: /휴대폰 번호/ })
      .fill('010-123-4567');
    await main(page).getByRole('button', { name: '인증번호 받기' }).click();
    await expect(
      main(page).getByRole('textbox', { name: /휴대폰 번호/ }),
    ).toHaveAccessibleDescription(/휴대폰 번호 형식이 올바르지 않아요/);
    expect(sent).toHaveLength(0);
  });

  test('a code typed after its expiry says so, and a new one can be asked for at once', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowStatus(472, '/ajaxSmsAuth');
    const phone = freshPhone();
    await page.goto('/signup');
    await requestCode(page, phone);
    const code = await smsCodeFor(phone);
    // The e2e API keeps a code for 4 s (SMS_CODE_TTL_MS=4000).
    await page.waitForTimeout(4_500);
    await main(page)
      .getByRole('textbox', { name: /인증번호/ })
      .fill(code);
    await main(page).getByRole('button', { name: '확인' }).click();

    const codeField = main(page).getByRole('textbox', { name: /인증번호/ });
    await expect(codeField).toHaveAccessibleDescription(
      /^인증번호 입력 시간이 지났어요. 인증번호를 다시 요청해주세요/,
    );
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(main(page).getByRole('button', { name: '다시 받기' })).toBeEnabled();
  });

  test('the Login modal opens for a member-only action and signs in where the person is', async ({
    page,
  }) => {
    await page.goto('/');
    const bookmark = main(page)
      .getByRole('button', { name: /찜하기$/ })
      .first();
    await expect(bookmark).toBeVisible();
    await bookmark.click();

    const dialog = page.getByRole('dialog', { name: '로그인이 필요해요' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /휴대폰 번호/ }).fill(LEARNER.phone);
    await dialog.getByRole('textbox', { name: '비밀번호', exact: true }).fill(LEARNER.password);
    await dialog.getByRole('button', { name: '로그인' }).click();

    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL('/');
    await expect(myPageLink(page, LEARNER.name)).toBeVisible();
  });
});

// --- the member's screens (issue #19) ---

/** A browser-like client of the reference API: the XSRF cookie echoed, a Bearer token. */
class ApiClient {
  private cookie = '';
  private xsrf = '';
  token = '';

  static async open(): Promise<ApiClient> {
    const client = new ApiClient();
    const res = await fetch(`${API_URL}/xsrf`);
    client.cookie = (res.headers.get('set-cookie') || '').split(';')[0] || '';
    client.xsrf = client.cookie.split('=')[1] || '';
    return client;
  }

  async send<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: Record<string, unknown>,
    { form = false } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { cookie: this.cookie, 'x-xsrf-token': this.xsrf };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let payload: string | undefined;
    if (body && form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body as Record<string, string>).toString();
    } else if (body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${API_URL}${path}`, { method, headers, body: payload });
    const answer = (await res.json()) as { code: number; data: T; message?: string };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${answer.message ?? ''}`);
    return answer.data;
  }
}

async function apiSignIn(account: { phone: string; password: string }): Promise<ApiClient> {
  const client = await ApiClient.open();
  const data = await client.send<{ token: string }>(
    'POST',
    '/login/Auth',
    { user_id: account.phone, passwd: account.password },
    { form: true },
  );
  client.token = data.token;
  return client;
}

interface FreshMember {
  phone: string;
  password: string;
  name: string;
  userId: number;
  api: ApiClient;
}

/** Signs up a new member through the API (the real SMS check, its dev-only code route). */
async function signUpFresh(name: string): Promise<FreshMember> {
  const phone = freshPhone();
  const password = 'fresh1234!';
  const api = await ApiClient.open();
  await api.send('POST', '/ajaxSendAuth', { phone }, { form: true });
  await api.send(
    'POST',
    '/ajaxSmsAuth',
    { hpno: phone, authno: await smsCodeFor(phone) },
    { form: true },
  );
  const data = await api.send<{ token: string; user_id: number }>('POST', '/new/user_register', {
    phone,
    passwd: password,
    user_name: name,
  });
  api.token = data.token;
  return { phone, password, name, userId: data.user_id, api };
}

/**
 * The page starts signed in as this token's member (a token kept by an earlier visit). Once per
 * tab: a later log-out or withdrawal must not be undone by the next page load.
 */
async function startSignedIn(page: Page, api: ApiClient) {
  await page.addInitScript((token) => {
    if (window.sessionStorage.getItem('e2e.signedIn')) return;
    window.sessionStorage.setItem('e2e.signedIn', '1');
    window.localStorage.setItem('baeum.token', token);
  }, api.token);
}

/** Seeded learners (ids 50–469): phone 0106 + the 7-digit id, password seed1234!. */
const seeded = (id: number) => ({
  phone: `0106${String(id).padStart(7, '0')}`,
  password: 'seed1234!',
});

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
      await page.goto('/settings');
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

// A 1×1 PNG (the API checks the bytes).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

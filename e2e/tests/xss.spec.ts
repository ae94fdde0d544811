import { expect, test, type Page } from '../support/test';
import { API_URL } from '../support/env';
import { COACH, LEARNER, apiLogin, signInWithStoredToken } from '../support/session';
import { seededLearner } from '@baeum/shared/testing/fixtures';

// Stored-XSS corpus: payloads written into every user-text field the product shows today (post,
// reply, profile intro) and read back on every page that shows them. Each payload would set
// window.__xss or open a dialog if it ran; the page must show it as plain text instead.
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '"><iframe src="javascript:window.__xss=1"></iframe>',
  'javascript:window.__xss=1',
  '<a href="javascript:window.__xss=1">눌러 보세요</a>',
  'data:text/html,<script>window.__xss=1</script>',
  '<div style="background:url(javascript:window.__xss=1)">깨진 <b>HTML',
  '\u202e<img src=x onerror=window.__xss=1>',
];
const CORPUS = PAYLOADS.join('\n');

async function api(
  token: string,
  method: string,
  path: string,
  form: Record<string, string>,
  tolerated: number[] = [],
) {
  const xsrf = await fetch(`${API_URL}/xsrf`);
  const cookie = (xsrf.headers.get('set-cookie') || '').split(';')[0] || '';
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie,
      'x-xsrf-token': cookie.split('=')[1] || '',
      authorization: `Bearer ${token}`,
    },
    body: new URLSearchParams(form).toString(),
  });
  const body = (await res.json()) as { data?: Record<string, unknown> };
  if (!res.ok && !tolerated.includes(res.status))
    throw new Error(`${method} ${path}: ${res.status}`);
  return body.data ?? {};
}

async function expectInert(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(
    await page.locator('main script, main iframe, main img[src="x"], main svg[onload]').count(),
  ).toBe(0);
}

/** Every alert/confirm/prompt the page opens (a payload that ran would open one). */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test('script-looking text in posts, replies and a profile intro shows as text and runs nothing', async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  const token = await apiLogin(LEARNER);
  const post = await api(token, 'POST', '/app_comment', { content: CORPUS, section: 'daily' });
  const postId = Number(post.comment_id);
  await api(token, 'POST', `/squareComment/${postId}`, { content: CORPUS });
  const me = await fetch(`${API_URL}/new/user/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const userId = Number(((await me.json()) as { data?: { user_id?: number } }).data?.user_id);
  await api(token, 'PUT', `/new/v2/api/user?user_id=${userId}&community_id=0`, {
    nickname: LEARNER.name,
    profile_comment: PAYLOADS.slice(0, 4).join(' '),
  });

  await signInWithStoredToken(page, LEARNER);
  for (const path of ['/community?section=daily', `/community/${postId}`, `/user/${userId}`]) {
    await page.goto(path);
    await expect(
      page.getByRole('main').getByText(PAYLOADS[1]!, { exact: false }).first(),
    ).toBeVisible();
    await expectInert(page);
    await expect(page).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?')));
  }
  expect(dialogs).toEqual([]);
});

// A seeded learner (seededLearner, from the shared fixtures): a different one on a retry, so a
// retried test pays for and reviews a class afresh.

test('script-looking text in a review, a nickname and a report shows as text and runs nothing', async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  const userId = 300 + test.info().retry;
  const writer = seededLearner(userId);
  const token = await apiLogin(writer);
  // A nickname that would open a dialog if it ran is refused at the door since #33 (visible
  // letters only; the API tests still draw such a stored name as text). The pages below show
  // the member's allowed nickname beside the corpus.
  await expect(
    api(token, 'PUT', `/new/v2/api/user?user_id=${userId}&community_id=0`, {
      nickname: '<svg onload=alert()>',
    }),
  ).rejects.toThrow(/: 400/);
  const nickname = `안전한이름${userId}`;
  await api(token, 'PUT', `/new/v2/api/user?user_id=${userId}&community_id=0`, {
    nickname,
    profile_comment: PAYLOADS[0]!,
  });

  // Enrol in one of the demo coach's classes (the test card), then review it with the corpus.
  let classId = 0;
  for (let id = 1; id <= 60 && !classId; id++) {
    const summary = (await (await fetch(`${API_URL}/class-summary?class_id=${id}`)).json()) as {
      data?: { coach_id?: number };
    };
    if (summary.data?.coach_id !== 2) continue;
    const paid = await api(
      token,
      'POST',
      '/payment/test',
      {
        class_id: String(id),
        idempotency_key: `xss-${userId}-${id}-${Date.now()}`,
        card_number: '4242424242424242',
      },
      [409],
    );
    if (paid.status === 'paid') classId = id;
  }
  expect(classId).toBeGreaterThan(0);
  await api(token, 'POST', `/review/class/${classId}`, {
    score: '4',
    pros_content: CORPUS,
    cons_content: PAYLOADS.slice(2).join('\n'),
    suggestions: PAYLOADS.slice(0, 3).join('\n'),
  });
  // A post (its byline shows the nickname) and a report of another member's post whose reason
  // is the corpus: reasons are read by operators only, no page shows them.
  const post = await api(token, 'POST', '/app_comment', {
    content: '안녕하세요',
    section: 'daily',
  });
  const feed = (await (await fetch(`${API_URL}/squareWith_friend/1?section=daily`)).json()) as {
    data?: { list?: Array<{ comment_id: number; user_id: number }> };
  };
  const other = feed.data?.list?.find((c) => c.user_id !== userId);
  expect(other).toBeTruthy();
  if (other)
    await api(token, 'POST', `/poorFeed/${other.comment_id}`, { poor_flag: 'Y', reason: CORPUS });

  const pages = [
    `/class/${classId}/review`,
    `/class/${classId}`,
    `/community/${Number(post.comment_id)}`,
    `/user/${userId}`,
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('main').getByText(nickname).first()).toBeVisible();
    await expectInert(page);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  // The review's text on its list, and for the class's coach in the studio.
  await page.goto(`/class/${classId}/review`);
  await expect(
    page.getByRole('main').getByText(PAYLOADS[1]!, { exact: false }).first(),
  ).toBeVisible();
  await signInWithStoredToken(page, COACH);
  await page.goto(`/studio/class/${classId}`);
  await expect(page.getByRole('main').getByText(nickname).first()).toBeVisible();
  await expect(
    page.getByRole('main').getByText(PAYLOADS[1]!, { exact: false }).first(),
  ).toBeVisible();
  await expectInert(page);
  expect(dialogs).toEqual([]);
});

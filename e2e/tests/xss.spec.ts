import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../support/env';
import { LEARNER, apiLogin, signInWithStoredToken } from '../support/session';

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

async function api(token: string, method: string, path: string, form: Record<string, string>) {
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
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
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

test('script-looking text in posts, replies and a profile intro shows as text and runs nothing', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
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

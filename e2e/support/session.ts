import type { Page } from '@playwright/test';
import { API_URL } from './env';

// The demo members, from the fixtures the jest suites read too.
export { COACH, LEARNER } from '@baeum/shared/testing/fixtures';

/** Logs in against the reference API directly and returns the token (no UI involved). */
export async function apiLogin(account: { phone: string; password: string }): Promise<string> {
  const xsrf = await fetch(`${API_URL}/xsrf`);
  const cookie = (xsrf.headers.get('set-cookie') || '').split(';')[0] || '';
  const token = cookie.split('=')[1] || '';
  const res = await fetch(`${API_URL}/login/Auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'x-xsrf-token': token },
    body: new URLSearchParams({ user_id: account.phone, passwd: account.password }).toString(),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login failed: ${res.status}`);
  return body.data.token;
}

/** Starts the page signed in, as a token stored by an earlier startup token lookup. */
export async function signInWithStoredToken(
  page: Page,
  account: { phone: string; password: string },
): Promise<void> {
  const token = await apiLogin(account);
  await page.addInitScript((t) => window.localStorage.setItem('baeum.token', t), token);
}

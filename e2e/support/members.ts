// Members for the journeys: fresh phone numbers, the SMS code the reference API "sent" (its
// dev-only route), a browser-like API client, members signed up for a journey and the seeded
// learners' accounts.
import { expect, type Page } from './test';
import { API_URL } from './env';

/** A number no seeded member has: 010-7xxx-xxxx from the clock and a random part. */
export function freshPhone(): string {
  const digits =
    String(Date.now() % 1000).padStart(3, '0') +
    String(Math.floor(Math.random() * 100000)).padStart(5, '0');
  return `010-7${digits.slice(0, 3)}-${digits.slice(3, 7)}`;
}

/** The code the API "sent" (outside production the API keeps the last one per phone). */
export async function smsCodeFor(phone: string): Promise<string> {
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

/** A browser-like client of the reference API: the XSRF cookie echoed, a Bearer token. */
export class ApiClient {
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

export async function apiSignIn(account: { phone: string; password: string }): Promise<ApiClient> {
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

export interface FreshMember {
  phone: string;
  password: string;
  name: string;
  userId: number;
  api: ApiClient;
}

/** Signs up a new member through the API (the real SMS check, its dev-only code route). */
export async function signUpFresh(base: string): Promise<FreshMember> {
  const phone = freshPhone();
  // Names are unique among members: the new phone's last digits make a retry's name new too.
  const name = `${base}${phone.slice(-4)}`;
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
export async function startSignedIn(page: Page, api: ApiClient) {
  await page.addInitScript((token) => {
    if (window.sessionStorage.getItem('e2e.signedIn')) return;
    window.sessionStorage.setItem('e2e.signedIn', '1');
    window.localStorage.setItem('baeum.token', token);
  }, api.token);
}

/** Seeded learners (ids 50–469), from the fixtures the jest suites read too. */
export { seededLearner as seeded } from '@baeum/shared/testing/fixtures';

// A 1×1 PNG (the API checks the bytes).
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Fills the log-in form in the page's main region and submits it. */
export async function logIn(page: Page, phone: string, password: string) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /휴대폰 번호/ }).fill(phone);
  await main.getByRole('textbox', { name: '비밀번호', exact: true }).fill(password);
  await main.getByRole('button', { name: '로그인' }).click();
}

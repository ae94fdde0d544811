import { request } from '@playwright/test';

/**
 * Logs in through the shell's same-origin `/_api` proxy (so it reaches whichever API that shell
 * serves) in a throw-away request context: the browser gets no session cookie, only the token.
 */
export async function loginThroughProxy(
  baseURL: string,
  account: { phone: string; password: string },
): Promise<string> {
  const context = await request.newContext({ baseURL });
  try {
    await context.get('/_api/xsrf');
    const { cookies } = await context.storageState();
    const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
    const res = await context.post('/_api/login/Auth', {
      form: { user_id: account.phone, passwd: account.password },
      headers: { 'x-xsrf-token': xsrf },
    });
    const body = (await res.json()) as { data?: { token?: string } };
    if (!body.data?.token) throw new Error(`login failed: ${res.status()}`);
    return body.data.token;
  } finally {
    await context.dispose();
  }
}

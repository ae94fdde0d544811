// Component tests of social log-in (issue #52) against the reference API and its local stand-in
// provider (both started by scripts/jest/referenceApi.setup.cjs): a browser's trip to the
// provider and back, over real HTTP, leaving the API's cookies (the pending sign-up, or a linked
// account) as a browser would have them. Nothing is mocked.
import http from 'node:http';
import { referenceApiUrl } from './referenceApi';

type Jar = Map<string, string>;

interface Answer {
  status: number;
  location: string | null;
  body: string;
}

function send(
  url: string,
  jar: Jar,
  init: { method?: string; form?: Record<string, string>; xsrf?: boolean } = {},
): Promise<Answer> {
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
  const headers: Record<string, string> = {};
  if (body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  if (init.xsrf) headers['x-xsrf-token'] = jar.get('XSRF-TOKEN') ?? '';
  if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers }, (res) => {
      for (const line of res.headers['set-cookie'] ?? []) {
        const [pair] = line.split(';');
        const i = pair!.indexOf('=');
        const value = pair!.slice(i + 1);
        if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(line))
          jar.set(pair!.slice(0, i), value);
        else jar.delete(pair!.slice(0, i));
      }
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location ? new URL(res.headers.location, url).href : null,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A browser's cookies for the reference API, signed in with the phone and password. */
export async function apiBrowserSignedIn(account: { phone: string; password: string }) {
  const jar: Jar = new Map([['XSRF-TOKEN', 'social-standin-test-xsrf-0123456789']]);
  const res = await send(`${referenceApiUrl()}/login/Auth`, jar, {
    method: 'POST',
    form: { user_id: account.phone, passwd: account.password },
    xsrf: true,
  });
  if (res.status !== 200) throw new Error(`log-in failed: ${res.status} ${res.body}`);
  return jar;
}

/**
 * 카카오로 시작하기 (or 네이버, Apple) from the browser of `jar`: to the API, to the stand-in's
 * Korean sign-in page as `name`, and back to the API's callback. Answers where the API sent the
 * browser then (`/social/confirm`, the return path, or a `?social_error=` page).
 */
export async function viaStandIn(
  options: {
    provider?: 'kakao' | 'naver' | 'apple';
    name: string;
    email?: string;
    returnTo?: string;
    link?: boolean;
  },
  jar: Jar = new Map(),
): Promise<{ jar: Jar; landed: string }> {
  const api = referenceApiUrl();
  const q = new URLSearchParams({ returnTo: options.returnTo ?? '/' });
  if (options.link) q.set('link', '1');
  const start = await send(
    `${api}/new/auth/social/${options.provider ?? 'kakao'}/start?${q.toString()}`,
    jar,
  );
  if (start.status !== 302 || !start.location) throw new Error(`start: ${start.status}`);
  const provider: Jar = new Map();
  let at = await send(start.location, provider);
  let url = start.location;
  for (let hops = 0; hops < 12; hops++) {
    if (at.location) {
      url = at.location;
      if (url.startsWith(api)) {
        const back = await send(url, jar);
        return { jar, landed: back.location ?? '' };
      }
      at = await send(url, provider);
      continue;
    }
    const uid = /\/interaction\/([A-Za-z0-9_-]+)\/login/.exec(at.body)?.[1];
    if (!uid) throw new Error(`no sign-in page at ${url}: ${at.status}`);
    const origin = new URL(url).origin;
    at = await send(`${origin}/interaction/${uid}/login`, provider, {
      method: 'POST',
      form: { name: options.name, email: options.email ?? '' },
    });
  }
  throw new Error('the stand-in never sent the browser back');
}

/** Gives the page (jsdom) the API cookies of `jar` that the browser would now hold. */
export function adoptCookies(jar: Jar, names: string[]): void {
  for (const name of names) {
    const value = jar.get(name);
    if (value) document.cookie = `${name}=${value}; path=/`;
  }
}

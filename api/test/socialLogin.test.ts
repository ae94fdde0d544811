// Social log-in (issue 52) against the local stand-in provider over real HTTP: the API redeems
// real codes at a real OpenID provider (oidc-provider) and checks real id_tokens. Faults are
// made at the provider (expired codes, a denied consent) or by tampering with what its token
// endpoint answers (an id_token re-signed with another key, or for another audience/issuer).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createPrivateKey, sign } from 'node:crypto';
import {
  DEMO,
  isKoreanMessage,
  startTestApp,
  type Client,
  type Loose,
  type TestApp,
} from './helpers.ts';
import { loadSocialConfig } from '../src/auth/socialConfig.ts';
import { newSigningKey, startStandIn, type StandIn } from '../src/standin/provider.ts';

let t: TestApp;
let standIn: StandIn;
const key = newSigningKey('standin');
/** What the provider's token endpoint answers passes through this when set (tampering). */
let tamper: ((body: Loose) => Loose) | null = null;
/** Calls to the token endpoint fail like this when set (the provider down or slow). */
let tokenFault: ((init?: RequestInit) => Promise<Response>) | null = null;

const tamperingFetch: typeof fetch = async (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.endsWith('/token') && tokenFault) return tokenFault(init);
  const res = await fetch(input, init);
  if (!url.endsWith('/token') || !tamper) return res;
  const body = tamper(await res.json());
  return new Response(JSON.stringify(body), {
    status: res.status,
    headers: { 'content-type': 'application/json' },
  });
};

before(async () => {
  standIn = await startStandIn({ signingKey: key });
  const social = { ...loadSocialConfig({ SOCIAL_STANDIN_URL: standIn.url }, false) };
  social.fetch = tamperingFetch;
  t = await startTestApp({ social });
  // The provider sends the browser back to this test server's callback.
  t.config.social.redirectBase = t.base;
});
after(async () => {
  await t.close();
  await standIn.close();
});

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** The id_token with its claims changed, signed with `withKey` (the provider's own by default). */
function resign(idToken: string, change: Record<string, unknown>, withKey = key): string {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8'));
  const head = b64({ alg: 'RS256', kid: 'standin', typ: 'JWT' });
  const body = b64({ ...payload, ...change });
  const signature = sign('sha256', Buffer.from(`${head}.${body}`), {
    key: createPrivateKey({ key: withKey as never, format: 'jwk' }),
  });
  return `${head}.${body}.${signature.toString('base64url')}`;
}

/** A browser at the provider: its own cookies, redirects followed until they leave it. */
async function atProvider(
  authUrl: string,
  person: { name: string; email?: string } | 'deny',
): Promise<string> {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    return res;
  };
  let res = await go(authUrl);
  let url = authUrl;
  for (let hops = 0; hops < 10; hops++) {
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      if (!url.startsWith(standIn.url)) return url;
      res = await go(url);
      continue;
    }
    const html = await res.text();
    assert.equal(res.status, 200, html);
    assert.match(html, /로그인/);
    const uid = /\/interaction\/([A-Za-z0-9_-]+)\/login/.exec(html)![1];
    const form =
      person === 'deny'
        ? ''
        : new URLSearchParams({ name: person.name, email: person.email ?? '' }).toString();
    res = await go(`${standIn.url}/interaction/${uid}/${person === 'deny' ? 'abort' : 'login'}`, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    url = `${standIn.url}/interaction/${uid}`;
  }
  throw new Error('the provider never sent the browser back');
}

interface Begin {
  provider?: 'kakao' | 'naver' | 'apple';
  returnTo?: string;
  link?: boolean;
  /** Changes the authorization request before the browser goes to the provider. */
  editAuthUrl?: (u: URL) => void;
}

/** Starts at the API, signs in at the provider; answers the callback path (not yet followed). */
async function toCallback(
  c: Client,
  person: { name: string; email?: string } | 'deny',
  opts: Begin = {},
): Promise<string> {
  const start = await c.get(`/new/auth/social/${opts.provider ?? 'kakao'}/start`, {
    query: { returnTo: opts.returnTo, link: opts.link ? '1' : undefined },
  });
  assert.equal(start.status, 302, start.text);
  const auth = new URL(start.headers.get('location')!);
  assert.ok(auth.href.startsWith(standIn.url), auth.href);
  opts.editAuthUrl?.(auth);
  const back = await atProvider(auth.href, person);
  assert.ok(back.startsWith(t.base), back);
  return back.slice(t.base.length);
}

const errorOf = (res: { status: number; headers: Headers }) => {
  assert.equal(res.status, 302);
  return new URL(res.headers.get('location')!, 'http://x').searchParams.get('social_error');
};

async function counts() {
  const rows = await t.db.query<{ users: number; links: number }>(
    'SELECT (SELECT COUNT(*)::int FROM users) AS users, (SELECT COUNT(*)::int FROM social_links) AS links',
  );
  return rows[0]!;
}

/** A new visitor through the provider and the age and terms step: the signed-in client. */
async function joinWith(
  name: string,
  opts: Begin & { email?: string } = {},
): Promise<{ c: Client; userId: number }> {
  const c = t.client();
  const cb = await c.get(await toCallback(c, { name, email: opts.email }, opts));
  assert.equal(cb.headers.get('location'), '/social/confirm');
  const done = await c.post('/new/auth/social/signup', { over14: 'Y', terms: 'Y', privacy: 'Y' });
  assert.equal(done.status, 200, done.text);
  c.token = done.body.data.token;
  return { c, userId: done.body.data.user_id };
}

describe('social log-in: the whole flow against the stand-in provider', () => {
  it('first log-in stores nothing until 만 14세 이상 and the terms are confirmed; then the member is created with the provider name and signed in like a password log-in', async () => {
    const before = await counts();
    const c = t.client();
    const cb = await c.get(await toCallback(c, { name: '카카오첫손님' }, { returnTo: '/class/3' }));
    assert.equal(cb.status, 302);
    assert.equal(cb.headers.get('location'), '/social/confirm');
    assert.deepEqual(await counts(), before, 'nothing stored before the confirmation');
    const pending = await c.get('/new/auth/social/pending');
    assert.equal(pending.status, 200);
    assert.equal(pending.body.data.name, '카카오첫손님');
    assert.equal(pending.body.data.provider, 'kakao');
    assert.equal(pending.body.data.link_offer, false);

    const noTerms = await c.post('/new/auth/social/signup', { over14: 'Y', terms: 'Y' });
    assert.equal(noTerms.status, 400);
    assert.ok(isKoreanMessage(noTerms.body.message));
    assert.deepEqual(await counts(), before);

    const done = await c.post('/new/auth/social/signup', {
      over14: 'Y',
      terms: 'Y',
      privacy: 'Y',
      marketing: 'N',
    });
    assert.equal(done.status, 200, done.text);
    assert.equal(done.body.data.return_to, '/class/3');
    const after = await counts();
    assert.equal(after.users, before.users + 1);
    assert.equal(after.links, before.links + 1);
    // The same session as today's log-in: the cookie gives the access token, the token the member.
    const token = await c.get('/new/auth/token');
    assert.equal(token.body.data.user_id, done.body.data.user_id);
    c.token = done.body.data.token;
    const me = await c.get('/new/user/me');
    assert.equal(me.status, 200);
    assert.equal(me.body.data.user_name, '카카오첫손님');
    // The provider's picture (the stand-in's is a data URL made on the spot).
    assert.match(me.body.data.user_photo, /^data:image\/svg\+xml;base64,/);
    assert.equal(me.body.data.phone, '');
    // The pending step is over.
    assert.equal((await c.get('/new/auth/social/pending')).status, 410);

    // The second log-in is the same member, straight in.
    const again = t.client();
    const cb2 = await again.get(await toCallback(again, { name: '카카오첫손님' }));
    assert.equal(cb2.headers.get('location'), '/');
    const token2 = await again.get('/new/auth/token');
    assert.equal(token2.body.data.user_id, done.body.data.user_id);
    assert.equal((await counts()).users, after.users);
    // Log-out ends it like any session.
    assert.equal((await again.post('/new/auth/logout')).status, 200);
    assert.equal((await again.get('/new/auth/token')).body.data.token, null);
  });

  it('under 14: a Korean message, nothing stored, and the pending step is gone', async () => {
    const before = await counts();
    const c = t.client();
    await c.get(await toCallback(c, { name: '어린손님' }));
    const res = await c.post('/new/auth/social/signup', { over14: 'N', terms: 'Y', privacy: 'Y' });
    assert.equal(res.status, 403);
    assert.match(res.body.message, /14세/);
    assert.deepEqual(await counts(), before);
    const retry = await c.post('/new/auth/social/signup', {
      over14: 'Y',
      terms: 'Y',
      privacy: 'Y',
    });
    assert.equal(retry.status, 410);
    assert.deepEqual(await counts(), before);
  });

  it('네이버 (OAuth 2.0 and the profile call) and Apple work the same way', async () => {
    for (const provider of ['naver', 'apple'] as const) {
      const { c, userId } = await joinWith(`${provider}손님`, { provider });
      const me = await c.get('/new/user/me');
      assert.equal(me.body.data.user_id, userId);
      assert.equal(me.body.data.user_name, `${provider}손님`);
      const again = t.client();
      await again.get(await toCallback(again, { name: `${provider}손님` }, { provider }));
      assert.equal((await again.get('/new/auth/token')).body.data.user_id, userId);
    }
  });

  it('marketing consent is kept apart and recorded as chosen', async () => {
    const c = t.client();
    await c.get(await toCallback(c, { name: '마케팅동의손님' }));
    const done = await c.post('/new/auth/social/signup', {
      over14: 'Y',
      terms: 'Y',
      privacy: 'Y',
      marketing: 'Y',
    });
    const rows = await t.db.query<{ agreed: boolean }>(
      'SELECT agreed FROM marketing_consents WHERE user_id = $1',
      [done.body.data.user_id],
    );
    assert.equal(rows[0]?.agreed, true);
  });
});

describe('social log-in: bad input and faults', () => {
  it('refuses a returnTo that is not a same-site path, and an unknown provider', async () => {
    const c = t.client();
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil', 'x']) {
      const res = await c.get('/new/auth/social/kakao/start', { query: { returnTo } });
      assert.equal(res.status, 400, returnTo);
      assert.ok(isKoreanMessage(res.body.message));
    }
    const res = await c.get('/new/auth/social/facebook/start');
    assert.equal(res.status, 404);
    assert.ok(isKoreanMessage(res.body.message));
  });

  it('a wrong state, a replayed state and a state from another browser are refused', async () => {
    const before = await counts();
    const c = t.client();
    const path = await toCallback(c, { name: '상태손님' });
    const wrong = path.replace(/state=[^&]+/, 'state=forged-state-value');
    assert.equal(errorOf(await c.get(wrong)), 'state');

    const c2 = t.client();
    const path2 = await toCallback(c2, { name: '상태손님' });
    // Another browser (no flow cookie) cannot finish this one's log-in.
    assert.equal(errorOf(await t.client().get(path2)), 'state');

    const c3 = t.client();
    const path3 = await toCallback(c3, { name: '상태손님' });
    const first = await c3.get(path3);
    assert.equal(first.headers.get('location'), '/social/confirm');
    assert.equal(errorOf(await c3.get(path3)), 'state', 'replayed');
    assert.deepEqual(await counts(), before);
  });

  it('an id_token without the nonce is refused', async () => {
    const c = t.client();
    const path = await toCallback(
      c,
      { name: '논스손님' },
      { editAuthUrl: (u) => u.searchParams.delete('nonce') },
    );
    assert.equal(errorOf(await c.get(path)), 'token');
  });

  it('an expired code is refused', async () => {
    const c = t.client();
    const path = await toCallback(c, { name: '만료손님' });
    standIn.expireCodes();
    assert.equal(errorOf(await c.get(path)), 'expired');
  });

  it('an id_token for another audience, from another issuer or with a wrong signature is refused', async () => {
    const rogue = newSigningKey('standin');
    const cases: [string, (id: string) => string][] = [
      ['audience', (id) => resign(id, { aud: 'someone-else' })],
      ['issuer', (id) => resign(id, { iss: 'https://evil.example' })],
      ['signature', (id) => resign(id, {}, rogue)],
    ];
    const before = await counts();
    try {
      for (const [what, change] of cases) {
        tamper = (body) => ({ ...body, id_token: change(body.id_token) });
        const c = t.client();
        const path = await toCallback(c, { name: `위조손님` });
        assert.equal(errorOf(await c.get(path)), 'token', what);
        assert.equal((await c.get('/new/auth/social/pending')).status, 410, what);
      }
      // The untampered token passes with the same re-signing (the test's own check).
      tamper = (body) => ({ ...body, id_token: resign(body.id_token, {}) });
      const c = t.client();
      const ok = await c.get(await toCallback(c, { name: '위조손님' }));
      assert.equal(ok.headers.get('location'), '/social/confirm');
    } finally {
      tamper = null;
    }
    assert.deepEqual(await counts(), before);
  });

  it('the provider down or too slow: the Korean failure, nothing stored', async () => {
    const before = await counts();
    const timeout = t.config.social.timeoutMs;
    try {
      tokenFault = async () => {
        throw new TypeError('fetch failed');
      };
      const c = t.client();
      assert.equal(
        errorOf(await c.get(await toCallback(c, { name: '장애손님' }))),
        'provider_down',
      );
      // Slow: the provider answers only when the API has given up waiting.
      t.config.social.timeoutMs = 200;
      tokenFault = (init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        );
      const c2 = t.client();
      assert.equal(
        errorOf(await c2.get(await toCallback(c2, { name: '장애손님' }))),
        'provider_down',
      );
    } finally {
      tokenFault = null;
      t.config.social.timeoutMs = timeout;
    }
    assert.deepEqual(await counts(), before);
  });

  it('a person who denies consent at the provider comes back with nothing stored', async () => {
    const before = await counts();
    const c = t.client();
    assert.equal(errorOf(await c.get(await toCallback(c, 'deny'))), 'denied');
    assert.deepEqual(await counts(), before);
  });
});

describe('social log-in: one person, one account', () => {
  it('links from the settings; the account cannot be linked to another member; logging in with it is that member', async () => {
    const learner = await t.login(DEMO.learner.phone, DEMO.learner.password);
    const linked = await learner.get(
      await toCallback(learner, { name: '연결손님' }, { link: true, returnTo: '/settings' }),
    );
    assert.equal(linked.headers.get('location'), '/settings?social_linked=kakao');
    const list = await learner.get('/new/auth/social/links');
    assert.equal(list.status, 200);
    assert.equal(list.body.data.providers.find((p: Loose) => p.provider === 'kakao').linked, true);

    const coach = await t.login(DEMO.coach.phone, DEMO.coach.password);
    const taken = await coach.get(
      await toCallback(coach, { name: '연결손님' }, { link: true, returnTo: '/settings' }),
    );
    assert.equal(errorOf(taken), 'already_linked');
    assert.match(taken.headers.get('location')!, /^\/settings\?/);

    const visitor = t.client();
    await visitor.get(await toCallback(visitor, { name: '연결손님' }));
    assert.equal((await visitor.get('/new/auth/token')).body.data.user_id, DEMO.learner.id);

    // Unlinking: the learner keeps the password, so kakao may go.
    const un = await learner.delete('/new/auth/social/links/kakao');
    assert.equal(un.status, 200);
    assert.equal((await learner.delete('/new/auth/social/links/kakao')).status, 404);
  });

  it("linking is only signed in; a provider's verified e-mail of a member offers a link after that member's password", async () => {
    const anon = t.client();
    const res = await anon.get('/new/auth/social/kakao/start', { query: { link: '1' } });
    assert.equal(errorOf(res), 'login_required');

    const before = await counts();
    const c = t.client();
    await c.get(await toCallback(c, { name: '메일손님', email: 'coach@baeum.test' }));
    const pending = await c.get('/new/auth/social/pending');
    assert.equal(pending.body.data.link_offer, true);
    const wrong = await c.post('/new/auth/social/link', { passwd: 'not-the-password' });
    assert.equal(wrong.status, 401);
    assert.ok(isKoreanMessage(wrong.body.message));
    assert.equal((await counts()).links, before.links, 'never linked silently');
    const right = await c.post('/new/auth/social/link', { passwd: DEMO.coach.password });
    assert.equal(right.status, 200, right.text);
    assert.equal(right.body.data.user_id, DEMO.coach.id);
    assert.equal((await counts()).users, before.users);
    const again = t.client();
    await again.get(await toCallback(again, { name: '메일손님' }));
    assert.equal((await again.get('/new/auth/token')).body.data.user_id, DEMO.coach.id);
  });

  it('the last way in cannot be unlinked; withdrawal removes the links and the next log-in is a new member', async () => {
    const { c, userId } = await joinWith('탈퇴손님');
    const last = await c.delete('/new/auth/social/links/kakao');
    assert.equal(last.status, 409);
    assert.ok(isKoreanMessage(last.body.message));

    const gone = await c.post('/withdrawal', { reason: '테스트' });
    assert.equal(gone.status, 200, gone.text);
    const links = await t.db.query('SELECT 1 FROM social_links WHERE user_id = $1', [userId]);
    assert.equal(links.length, 0);
    const back = t.client();
    const cb = await back.get(await toCallback(back, { name: '탈퇴손님' }));
    assert.equal(cb.headers.get('location'), '/social/confirm');
    const done = await back.post('/new/auth/social/signup', {
      over14: 'Y',
      terms: 'Y',
      privacy: 'Y',
    });
    assert.equal(done.status, 200, done.text);
    assert.notEqual(done.body.data.user_id, userId);
  });

  it('a provider name another member has is kept with digits added', async () => {
    const { c } = await joinWith(DEMO.learner.name);
    const me = await c.get('/new/user/me');
    assert.notEqual(me.body.data.user_name, DEMO.learner.name);
    assert.ok(me.body.data.user_name.startsWith(DEMO.learner.name));
  });
});

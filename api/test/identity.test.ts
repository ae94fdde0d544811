import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, isKoreanMessage, startTestApp, type TestApp } from './helpers.ts';
import { createTokens } from '../src/auth/tokens.ts';
import { hashPassword, verifyPassword } from '../src/auth/password.ts';
import { redactUrl } from '../src/app.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const learnerPhone = '010-1234-5678';

describe('log-in (POST login/Auth)', () => {
  it('answers token, hash and user_id, and sets the httpOnly session cookie', async () => {
    const c = t.client();
    const res = await c.form('/login/Auth', {
      user_id: learnerPhone,
      passwd: DEMO.learner.password,
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.code, 200);
    assert.equal(res.body.data.user_id, DEMO.learner.id);
    assert.match(res.body.data.token, /^v2\./);
    assert.match(res.body.data.hash, /^v2\./);
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('baeum_session='));
    assert.ok(cookie && /HttpOnly/i.test(cookie) && /SameSite=Lax/i.test(cookie));
    // Credentials are never cached by a browser or a proxy; a public list may be.
    assert.equal(res.headers.get('cache-control'), 'private, no-store');
    const me = await c.get('/new/user/me');
    assert.equal(me.headers.get('cache-control'), 'private, no-store');
    assert.notEqual((await c.get('/category')).headers.get('cache-control'), 'no-store');
  });

  it('accepts the phone without hyphens', async () => {
    const res = await t
      .client()
      .form('/login/Auth', { user_id: '01098765432', passwd: DEMO.coach.password });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.user_id, DEMO.coach.id);
  });

  it('rejects a wrong password with the spec message', async () => {
    const res = await t
      .client()
      .form('/login/Auth', { user_id: learnerPhone, passwd: 'wrong-password1' });
    assert.equal(res.status, 401);
    assert.equal(res.body.code, 401);
    assert.equal(res.body.message, '휴대폰 번호 또는 비밀번호를 확인해주세요');
  });

  it('rejects an unknown phone and a missing field', async () => {
    const unknown = await t
      .client()
      .form('/login/Auth', { user_id: '010-0000-0000', passwd: 'whatever1' });
    assert.equal(unknown.status, 401);
    const missing = await t.client().form('/login/Auth', { user_id: learnerPhone });
    assert.equal(missing.status, 400);
    assert.ok(isKoreanMessage(missing.body.message));
  });
});

describe('session and current user', () => {
  it('startup token lookup answers a token from the session cookie, none without one', async () => {
    const c = await t.login(learnerPhone, DEMO.learner.password);
    c.token = null;
    const res = await c.get('/new/auth/token');
    assert.equal(res.status, 200);
    assert.match(res.body.data.token, /^v2\./);
    const none = await t.client().get('/new/auth/token');
    assert.equal(none.status, 200);
    assert.equal(none.body.data.token, null);
    const bad = t.client();
    bad.cookies.set('baeum_session', 'v1.forged.cookie');
    const forged = await bad.get('/new/auth/token');
    assert.equal(forged.status, 200);
    assert.equal(forged.body.data.token, null);
    assert.ok(!bad.cookies.has('baeum_session'), 'the forged cookie is cleared');
  });

  it('GET /new/user/me answers the user with the Bearer token', async () => {
    const c = await t.login(learnerPhone, DEMO.learner.password);
    const res = await c.get('/new/user/me');
    assert.equal(res.status, 200);
    const me = res.body.data;
    assert.equal(me.user_id, 1);
    assert.equal(me.user_info.user_name, '김배움');
    assert.equal(me.phone, '010-1234-5678');
    assert.equal(me.coach_yn, 'N');
    assert.ok(me.user_photo.startsWith('/_api/images/avatar/'));
    assert.ok(Array.isArray(me.class_list) && me.class_list.length > 0);
  });

  it('accepts the hash credential as a query parameter', async () => {
    const login = await t
      .client()
      .form('/login/Auth', { user_id: learnerPhone, passwd: DEMO.learner.password });
    const res = await t.client().get('/new/user/me', { query: { hash: login.body.data.hash } });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.user_id, 1);
  });

  it('answers 401 with no credential and 470 for an invalid or expired one', async () => {
    assert.equal((await t.client().get('/new/user/me')).status, 401);
    const forged = t.client();
    forged.token = 'v1.eyJzdWIiOjF9.forged';
    const res = await forged.get('/new/user/me');
    assert.equal(res.status, 470);
    assert.equal(res.body.code, 470);
    assert.ok(isKoreanMessage(res.body.message));
    const expired = t.client();
    const [{ id: sid }] = (await t.db.query<{ id: string }>(
      "INSERT INTO sessions (id, user_id, expires_at) VALUES ('expired-token-session-1', 1, now() + interval '1 hour') RETURNING id",
    )) as [{ id: string }];
    expired.token = createTokens('test-secret-for-the-api-tests', { a: -1, h: 1, s: 1 }).sign(
      1,
      'a',
      sid,
    );
    assert.equal((await expired.get('/new/user/me')).status, 470);
    const otherSecret = t.client();
    otherSecret.token = createTokens('another-secret', { a: 60_000, h: 1, s: 1 }).sign(1, 'a', sid);
    assert.equal((await otherSecret.get('/new/user/me')).status, 470);
    assert.equal(
      (await t.client().get('/new/user/data', { query: { hash: 'nonsense' } })).status,
      470,
    );
  });

  it('GET /new/user/data answers profile_comment, point and level_info', async () => {
    const res = await t.as(1).get('/new/user/data');
    assert.equal(res.status, 200);
    const d = res.body.data;
    assert.equal(d.user_id, 1);
    assert.equal(typeof d.profile_comment, 'string');
    assert.equal(typeof d.point, 'number');
    assert.ok(d.level_info.level >= 1 && typeof d.level_info.level_name === 'string');
  });

  it('a coach sees coach_yn Y and the managed classes', async () => {
    const c = await t.login('010-9876-5432', DEMO.coach.password);
    const me = (await c.get('/new/user/me')).body.data;
    assert.equal(me.coach_yn, 'Y');
    assert.ok(me.class_list.length >= 5);
    assert.ok(me.class_list.every((k: { coach_id: number }) => k.coach_id === DEMO.coach.id));
  });

  it('log-out clears the session cookie', async () => {
    const c = await t.login(learnerPhone, DEMO.learner.password);
    assert.ok(c.cookies.has('baeum_session'));
    const res = await c.post('/new/auth/logout');
    assert.equal(res.status, 200);
    assert.ok(!c.cookies.has('baeum_session'));
    assert.equal((await c.get('/new/auth/token')).body.data.token, null);
  });
});

describe('XSRF', () => {
  it('sets a readable XSRF-TOKEN cookie when the request has none', async () => {
    const res = await fetch(`${t.base}/xsrf`);
    const line = res.headers.getSetCookie().find((l) => l.startsWith('XSRF-TOKEN='));
    assert.ok(line);
    assert.ok(!/HttpOnly/i.test(line!));
    assert.match(line!, /SameSite=Lax/i);
    assert.match(line!, /Path=\//);
    const again = await fetch(`${t.base}/xsrf`, { headers: { cookie: line!.split(';')[0]! } });
    assert.equal(again.headers.getSetCookie().length, 0);
  });

  it('rejects POST, PUT and DELETE without a matching X-XSRF-TOKEN header (403)', async () => {
    const c = t.as(1);
    const missing = await c.post('/api/v3/notify/all', undefined, { noXsrf: true });
    assert.equal(missing.status, 403);
    assert.equal(missing.body.code, 403);
    assert.ok(isKoreanMessage(missing.body.message));
    const wrong = await c.post('/api/v3/notify/all', undefined, {
      headers: { 'x-xsrf-token': 'a'.repeat(24) },
    });
    assert.equal(wrong.status, 403);
    assert.equal(
      (await c.put('/new/v2/api/user', { nickname: 'x' }, { noXsrf: true, query: { user_id: 1 } }))
        .status,
      403,
    );
    assert.equal((await c.delete('/rec/api/v1/log/search/1', { noXsrf: true })).status, 403);
    const noCookie = await fetch(`${t.base}/login/Auth`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-xsrf-token': 'b'.repeat(24),
      },
      body: 'user_id=01012345678&passwd=baeum1234!',
    });
    assert.equal(noCookie.status, 403);
    // The refusal carries a fresh cookie, so a retry can succeed.
    assert.ok(noCookie.headers.getSetCookie().some((l) => l.startsWith('XSRF-TOKEN=')));
  });

  it('GET never needs the header', async () => {
    assert.equal((await t.as(1).get('/newsCount', { noXsrf: true })).status, 200);
  });
});

describe('health', () => {
  it('GET /health answers the database kind', async () => {
    const res = await t.client().get('/health');
    assert.equal(res.status, 200);
    assert.ok(['pglite', 'pg'].includes(res.body.data.db));
  });
});

describe('CORS', () => {
  it('allows exactly the configured origins, with credentials', async () => {
    const ok = await fetch(`${t.base}/category`, { headers: { origin: 'http://localhost:3001' } });
    assert.equal(ok.headers.get('access-control-allow-origin'), 'http://localhost:3001');
    assert.equal(ok.headers.get('access-control-allow-credentials'), 'true');
    const loop = await fetch(`${t.base}/category`, {
      headers: { origin: 'http://127.0.0.1:3005' },
    });
    assert.equal(loop.headers.get('access-control-allow-origin'), 'http://127.0.0.1:3005');
    const evil = await fetch(`${t.base}/category`, { headers: { origin: 'http://evil.example' } });
    assert.equal(evil.headers.get('access-control-allow-origin'), null);
    const pre = await fetch(`${t.base}/login/Auth`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-xsrf-token,authorization',
      },
    });
    assert.ok(pre.status === 204 || pre.status === 200);
    assert.match(pre.headers.get('access-control-allow-headers') ?? '', /X-XSRF-TOKEN/i);
  });
});

describe('sibling-site stand-ins', () => {
  it('login_check exposes the logged-in user id in a hidden field (empty when logged out)', async () => {
    const c = await t.login(learnerPhone, DEMO.learner.password);
    const res = await c.get('/sibling/login_check');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    assert.match(res.text, /<input type="hidden" id="login_user_id" value="1">/);
    const anon = await t.client().get('/sibling/login_check');
    assert.match(anon.text, /id="login_user_id" value=""/);
  });

  it('logout is a POST: it ends the session and redirects only to allowed return URLs', async () => {
    const c = await t.login(learnerPhone, DEMO.learner.password);
    const res = await c.form('/sibling/logout', { return: 'http://localhost:3000/' });
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), 'http://localhost:3000/');
    assert.ok(!c.cookies.has('baeum_session'));
    // The session is over on the server too: the access token of that log-in is refused.
    assert.equal((await c.get('/new/user/me')).status, 470);
    const path = await t.client().form('/sibling/logout', { return: '/_api/sibling/login_check' });
    assert.equal(path.status, 303);
    assert.equal(path.headers.get('location'), '/_api/sibling/login_check');
    for (const bad of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      'javascript:alert(1)',
      'http://localhost:3000@evil.example/',
      'http://user:pw@localhost:3000/',
      'http://localhost:3999/',
      'https://localhost:3000/',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const r = await t.client().form('/sibling/logout', { return: bad });
      assert.equal(r.status, 200, bad);
      assert.equal(r.headers.get('location'), null, bad);
      assert.match(r.text, /로그아웃/);
    }
  });

  it('GET never logs out (405, the session lives on)', async () => {
    const c = await t.login(learnerPhone, DEMO.learner.password);
    const res = await c.get('/sibling/logout', { query: { return: 'https://evil.example/' } });
    assert.equal(res.status, 405);
    assert.equal(res.headers.get('allow'), 'POST');
    assert.equal(res.headers.get('location'), null);
    assert.ok(c.cookies.has('baeum_session'));
    assert.equal((await c.get('/sibling/login_check')).text.includes('value="1"'), true);
    assert.equal((await c.get('/new/user/me')).status, 200);
  });

  it('a plain HTML form may send the XSRF token as the field xsrf; without it 403', async () => {
    const c = await t.login(learnerPhone, DEMO.learner.password);
    const xsrf = c.cookies.get('XSRF-TOKEN')!;
    const none = await c.form('/sibling/logout', { return: '/' }, { noXsrf: true });
    assert.equal(none.status, 403);
    assert.equal((await c.get('/new/user/me')).status, 200);
    const wrong = await c.form('/sibling/logout', { xsrf: 'x'.repeat(24) }, { noXsrf: true });
    assert.equal(wrong.status, 403);
    const unicode = await c.form(
      '/sibling/logout',
      { xsrf: '한'.repeat(xsrf.length) },
      { noXsrf: true },
    );
    assert.equal(unicode.status, 403);
    const good = await c.form('/sibling/logout', { xsrf, return: '/' }, { noXsrf: true });
    assert.equal(good.status, 303);
    assert.equal((await c.get('/new/user/me')).status, 470);
    // Other routes never take the field instead of the header.
    const a = t.as(1);
    const own = a.cookies.get('XSRF-TOKEN')!;
    const other = await a.form('/user', { email: 'a@b.kr', xsrf: own }, { noXsrf: true });
    assert.equal(other.status, 403);
  });
});

describe('withdrawal', () => {
  it('withdrawal_check warns; a learner can withdraw, the session dies (470) and the posts leave the feed', async () => {
    const [author] = await t.db.query<{ user_id: number; id: number }>(
      "SELECT c.user_id, c.id FROM comments c JOIN users u ON u.id = c.user_id WHERE c.parent_id IS NULL AND u.coach_yn = 'N' AND u.id > 2 ORDER BY c.id LIMIT 1",
    );
    const c = t.as(author!.user_id);
    const check = await c.get('/withdrawal_check');
    assert.equal(check.status, 200);
    assert.equal(check.body.data.can_withdraw, 'Y');
    const feedBefore = (await t.client().get('/squareWith_friend/1')).body.data.total_count;
    const res = await c.post('/withdrawal', { reason: '사용하지 않아요' });
    assert.equal(res.status, 200);
    assert.equal((await c.get('/new/user/me')).status, 470);
    assert.equal((await t.client().get(`/squareDetail/${author!.id}`)).status, 404);
    assert.ok((await t.client().get('/squareWith_friend/1')).body.data.total_count < feedBefore);
    assert.equal((await t.client().get(`/interested/profile/${author!.user_id}/1`)).status, 404);
    // Their hidden post takes no reply, like or report any more (nor notifies anyone).
    const other = t.as(1);
    const notices = async () =>
      (
        await t.db.query<{ n: number }>(
          'SELECT COUNT(*)::int AS n FROM notifications WHERE user_id = $1',
          [author!.user_id],
        )
      )[0]!.n;
    const before = await notices();
    const reply = await other.form(`/squareComment/${author!.id}`, { content: '늦은 댓글' });
    assert.equal(reply.status, 404);
    const like = await other.post('/squareLike', { comment_id: author!.id });
    assert.equal(like.status, 404);
    const report = await other.post(`/poorFeed/${author!.id}`, { poor_flag: 'Y' });
    assert.equal(report.status, 404);
    assert.equal(await notices(), before);
  });

  it('a coach with open classes cannot withdraw (409)', async () => {
    const c = t.as(DEMO.coach.id);
    assert.equal((await c.get('/withdrawal_check')).body.data.can_withdraw, 'N');
    const res = await c.post('/withdrawal', {});
    assert.equal(res.status, 409);
    assert.ok(isKoreanMessage(res.body.message));
  });
});

describe('credentials', () => {
  it('scrypt hashes verify only the right password', async () => {
    const h = await hashPassword('secret123');
    assert.ok(h.startsWith('scrypt$'));
    assert.equal(await verifyPassword('secret123', h), true);
    assert.equal(await verifyPassword('secret124', h), false);
    assert.equal(await verifyPassword('secret123', null), false);
  });

  it('never logs credentials: hash and token query values are masked', () => {
    assert.equal(redactUrl('/new/user/me?hash=v1.abc.def&x=1'), '/new/user/me?hash=[redacted]&x=1');
    assert.equal(redactUrl('/a?token=zzz'), '/a?token=[redacted]');
  });
});

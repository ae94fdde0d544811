// Log-out revokes (issue 17, item 2): after POST /new/auth/logout the access token, the hash
// (Bearer and ?hash=) and the session cookie of that log-in all stop working, server-side; "log
// out everywhere" ends every session of the user; other log-ins of the same user live on.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, startTestApp, type Client, type TestApp } from './helpers.ts';
import { createTokens } from '../src/auth/tokens.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const phone = '010-1234-5678';

interface LogIn {
  client: Client;
  token: string;
  hash: string;
  cookie: string;
}

async function logIn(): Promise<LogIn> {
  const client = t.client();
  const res = await client.form('/login/Auth', { user_id: phone, passwd: DEMO.learner.password });
  assert.equal(res.status, 200);
  return {
    client,
    token: res.body.data.token,
    hash: res.body.data.hash,
    cookie: client.cookies.get('baeum_session')!,
  };
}

/** The status each credential of a log-in gets, used alone from a fresh client. */
async function statuses(l: LogIn) {
  const bearer = t.client();
  bearer.token = l.token;
  const hashBearer = t.client();
  hashBearer.token = l.hash;
  const cookieOnly = t.client();
  cookieOnly.cookies.set('baeum_session', l.cookie);
  return {
    token: (await bearer.get('/new/user/me')).status,
    hashBearer: (await hashBearer.get('/new/user/me')).status,
    hashQuery: (await t.client().get('/new/user/me', { query: { hash: l.hash } })).status,
    // The cookie mints an access token, or answers none (a visitor is not an error).
    cookie: Boolean((await cookieOnly.get('/new/auth/token')).body.data?.token),
    loginCheck: /value="1"/.test((await cookieOnly.get('/sibling/login_check')).text),
  };
}

const ALIVE = { token: 200, hashBearer: 200, hashQuery: 200, cookie: true, loginCheck: true };
const DEAD = { token: 470, hashBearer: 470, hashQuery: 470, cookie: false, loginCheck: false };

describe('log-out revokes every credential of that log-in', () => {
  it('each credential works before log-out', async () => {
    assert.deepEqual(await statuses(await logIn()), ALIVE);
  });

  it('log-out with the cookie alone: token, hash (Bearer and ?hash=) and cookie are refused', async () => {
    const l = await logIn();
    const out = t.client();
    out.cookies.set('baeum_session', l.cookie);
    // As a browser with that cookie: it holds the session's XSRF value (src/http/xsrf.ts).
    await out.get('/xsrf');
    assert.equal((await out.post('/new/auth/logout')).status, 200);
    assert.deepEqual(await statuses(l), DEAD);
  });

  it('log-out with the access token alone (no cookie) ends the session too', async () => {
    const l = await logIn();
    const out = t.client();
    out.token = l.token;
    assert.equal((await out.post('/new/auth/logout')).status, 200);
    assert.deepEqual(await statuses(l), DEAD);
  });

  it('log-out with the hash alone, as Bearer or as ?hash=, ends the session too', async () => {
    const a = await logIn();
    const viaBearer = t.client();
    viaBearer.token = a.hash;
    assert.equal((await viaBearer.post('/new/auth/logout')).status, 200);
    assert.deepEqual(await statuses(a), DEAD);
    const b = await logIn();
    assert.equal(
      (await t.client().post('/new/auth/logout', undefined, { query: { hash: b.hash } })).status,
      200,
    );
    assert.deepEqual(await statuses(b), DEAD);
  });

  it('an access token minted from the cookie after log-in dies with the session', async () => {
    const l = await logIn();
    const minted = (await l.client.get('/new/auth/token')).body.data.token as string;
    const bearer = t.client();
    bearer.token = minted;
    assert.equal((await bearer.get('/new/user/me')).status, 200);
    await l.client.post('/new/auth/logout');
    assert.equal((await bearer.get('/new/user/me')).status, 470);
  });

  it('an expired access token still names its session: logging out with it ends the session', async () => {
    const l = await logIn();
    const [{ sid }] = (await t.db.query<{ sid: string }>(
      'SELECT id AS sid FROM sessions WHERE user_id = 1 ORDER BY created_at DESC LIMIT 1',
    )) as [{ sid: string }];
    const expired = createTokens('test-secret-for-the-api-tests', { a: -1, h: 1, s: 1 }).sign(
      1,
      'a',
      sid,
    );
    const out = t.client();
    out.token = expired;
    assert.equal((await out.post('/new/auth/logout')).status, 200);
    assert.deepEqual(await statuses(l), DEAD);
  });

  it('other log-ins of the same user live on', async () => {
    const phoneA = await logIn();
    const laptop = await logIn();
    await phoneA.client.post('/new/auth/logout');
    assert.deepEqual(await statuses(phoneA), DEAD);
    assert.deepEqual(await statuses(laptop), ALIVE);
  });

  it('the sibling log-out (POST) ends the session the same way', async () => {
    const l = await logIn();
    assert.equal((await l.client.form('/sibling/logout', {})).status, 200);
    assert.deepEqual(await statuses(l), DEAD);
  });

  it('log-out without any credential is a harmless 200', async () => {
    const res = await t.client().post('/new/auth/logout');
    assert.equal(res.status, 200);
  });
});

describe('log out everywhere', () => {
  it('ends every session of the user (all devices), not other users’ sessions', async () => {
    const a = await logIn();
    const b = await logIn();
    const c = await logIn();
    const coach = await t.login('010-9876-5432', DEMO.coach.password);
    const everywhere = t.client();
    everywhere.token = a.token;
    const res = await everywhere.post('/new/auth/logout_all');
    assert.equal(res.status, 200);
    assert.ok(res.body.data.closed_sessions >= 3);
    assert.match(res.body.data.message, /모든 기기/);
    assert.equal(res.headers.get('cache-control'), 'private, no-store');
    for (const l of [a, b, c]) assert.deepEqual(await statuses(l), DEAD);
    assert.equal((await coach.get('/new/user/me')).status, 200);
    // A new log-in works again.
    assert.deepEqual(await statuses(await logIn()), ALIVE);
  });

  it('works with the session cookie alone, and needs a credential (401)', async () => {
    const a = await logIn();
    const b = await logIn();
    const cookieOnly = t.client();
    cookieOnly.cookies.set('baeum_session', a.cookie);
    await cookieOnly.get('/xsrf');
    assert.equal((await cookieOnly.post('/new/auth/logout_all')).status, 200);
    assert.deepEqual(await statuses(b), DEAD);
    assert.equal((await t.client().post('/new/auth/logout_all')).status, 401);
    const dead = t.client();
    dead.token = a.token;
    assert.equal((await dead.post('/new/auth/logout_all')).status, 470);
  });
});

describe('credential format and lifetimes', () => {
  it('the hash lives a day (not 30 days); the session cookie 14 days', async () => {
    assert.equal(t.config.hashTtlMs, 24 * 60 * 60 * 1000);
    const l = await logIn();
    const payload = JSON.parse(Buffer.from(l.hash.split('.')[1]!, 'base64url').toString()) as {
      iat: number;
      exp: number;
      sid: string;
    };
    assert.equal(payload.exp - payload.iat, 24 * 60 * 60 * 1000);
    assert.match(payload.sid, /^[A-Za-z0-9_-]{16,64}$/);
    const cookieLine = (
      await t.client().form('/login/Auth', { user_id: phone, passwd: DEMO.learner.password })
    ).headers
      .getSetCookie()
      .find((line) => line.startsWith('baeum_session='))!;
    assert.match(cookieLine, /Max-Age=1209600/);
  });

  it('a correctly signed token of a session that never existed is refused (470)', async () => {
    const c = t.client();
    c.token = t.app.ctx.tokens.sign(1, 'a', 'no-such-session-0000');
    assert.equal((await c.get('/new/user/me')).status, 470);
  });

  it('an expired session is refused even while its token has not expired', async () => {
    const l = await logIn();
    await t.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = (SELECT id FROM sessions WHERE user_id = 1 ORDER BY created_at DESC LIMIT 1)",
    );
    assert.deepEqual(await statuses(l), DEAD);
  });

  it('expired sessions are deleted at a later log-in', async () => {
    await t.db.query(
      "INSERT INTO sessions (id, user_id, expires_at) VALUES ('expired-session-for-cleanup', 2, now() - interval '1 day')",
    );
    await logIn();
    const left = await t.db.query(
      "SELECT 1 FROM sessions WHERE id = 'expired-session-for-cleanup'",
    );
    assert.equal(left.length, 0);
  });

  it('withdrawal ends every session of the member', async () => {
    const learner = 60;
    const first = t.as(learner);
    const second = t.as(learner);
    assert.equal((await second.get('/new/user/me')).status, 200);
    assert.equal((await first.post('/withdrawal', {})).status, 200);
    assert.equal((await second.get('/new/user/me')).status, 470);
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM sessions WHERE user_id = $1',
      [learner],
    )) as [{ n: number }];
    assert.equal(n, 0);
  });
});

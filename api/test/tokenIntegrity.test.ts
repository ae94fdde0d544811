// Credentials that must be exactly what the server issued (issue #33, item 15):
// - a token's signature has one spelling: flipping the spare bits of its last character, padding
//   or a stray character is refused (470), not decoded away;
// - with a session cookie, the XSRF value is bound to the session (HMAC of its id): a pair the
//   attacker chose (planted cookie, matching header) is 403, while the browser-like client,
//   which echoes the cookie the server set at log-in / token lookup, keeps working.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, startTestApp, type Client, type TestApp } from './helpers.ts';
import { createTokens } from '../src/auth/tokens.ts';
import { msg } from '../src/messages.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The same token with the last signature character's spare (always zero) low bit set. */
function flipLastSpareBit(token: string): string {
  const last = token.at(-1)!;
  return token.slice(0, -1) + B64URL[B64URL.indexOf(last) ^ 1];
}

/** Ways of writing the same signature bytes that a lenient decoder accepts. */
const variants = (token: string) => ({
  'last character flipped': flipLastSpareBit(token),
  'padding added': `${token}=`,
  'a stray character': `${token.slice(0, -2)}!${token.slice(-2)}`,
  'standard base64 alphabet': token.replace(/-/g, '+').replace(/_/g, '/'),
});

async function logIn(): Promise<{ client: Client; token: string; hash: string; xsrf: string }> {
  const client = t.client();
  const res = await client.form('/login/Auth', {
    user_id: DEMO.learner.phone,
    passwd: DEMO.learner.password,
  });
  assert.equal(res.status, 200);
  client.token = res.body.data.token;
  const xsrf = res.headers
    .getSetCookie()
    .find((l) => l.startsWith('XSRF-TOKEN='))
    ?.split(';')[0]
    ?.slice('XSRF-TOKEN='.length);
  assert.ok(xsrf, 'log-in sets the XSRF cookie of the new session');
  return { client, token: res.body.data.token, hash: res.body.data.hash, xsrf };
}

describe('a token has one valid spelling', () => {
  it('tokens.verify refuses every other spelling of a valid signature', () => {
    const tokens = createTokens('s3cret', { a: 60_000, h: 60_000, s: 60_000 });
    const token = tokens.sign(7, 'a', 'abcdefghijklmnopqrstuvwx');
    assert.equal(tokens.verify(token, ['a'])?.sub, 7);
    for (const [how, other] of Object.entries(variants(token))) {
      if (other === token) continue; // no - or _ in this one
      assert.equal(tokens.verify(other, ['a']), null, how);
    }
  });

  it('a tampered access token, hash or session cookie is refused by the API', async () => {
    const { token, hash, client } = await logIn();
    const cookie = client.cookies.get('baeum_session')!;
    for (const [how, bad] of Object.entries(variants(token))) {
      if (bad === token) continue;
      const c = t.client();
      c.token = bad;
      assert.equal((await c.get('/new/user/me')).status, 470, `token: ${how}`);
    }
    const viaHash = await t
      .client()
      .get('/new/user/me', { query: { hash: flipLastSpareBit(hash) } });
    assert.equal(viaHash.status, 470);
    const cookieOnly = t.client();
    cookieOnly.cookies.set('baeum_session', flipLastSpareBit(cookie));
    assert.equal((await cookieOnly.get('/new/auth/token')).body.data.token, null);
    // The untouched ones still work.
    const good = t.client();
    good.token = token;
    assert.equal((await good.get('/new/user/me')).status, 200);
  });
});

describe('the XSRF value is bound to the session', () => {
  it('the browser-like client (echoing the cookie set at log-in) posts as before', async () => {
    const { client, xsrf } = await logIn();
    assert.equal(client.cookies.get('XSRF-TOKEN'), xsrf);
    assert.equal((await client.post('/api/v3/notify/all')).status, 200);
  });

  it('a self-chosen XSRF cookie/header pair on a signed-in POST: 403', async () => {
    const { client } = await logIn();
    const planted = 'attacker-chosen-value-0123456789';
    client.cookies.set('XSRF-TOKEN', planted);
    const res = await client.post('/api/v3/notify/all', undefined, {
      headers: { 'x-xsrf-token': planted },
    });
    assert.equal(res.status, 403);
    assert.deepEqual(res.body, { code: 403, message: msg.xsrf });
    // The answer handed back the session's own value: the next try works.
    assert.notEqual(client.cookies.get('XSRF-TOKEN'), planted);
    assert.equal((await client.post('/api/v3/notify/all')).status, 200);
  });

  it('the same for a plain form post (field `xsrf`) with a session cookie', async () => {
    const { client } = await logIn();
    const planted = 'attacker-chosen-value-0123456789';
    client.cookies.set('XSRF-TOKEN', planted);
    const res = await client.form('/sibling/logout', { xsrf: planted }, { noXsrf: true });
    assert.equal(res.status, 403);
    const bound = client.cookies.get('XSRF-TOKEN')!;
    const ok = await client.form('/sibling/logout', { xsrf: bound }, { noXsrf: true });
    assert.equal(ok.status, 200);
  });

  it('a session cookie alone: the token lookup sets the bound value, then posts work', async () => {
    const { client, xsrf } = await logIn();
    const other = t.client(); // its own random XSRF cookie
    other.cookies.set('baeum_session', client.cookies.get('baeum_session')!);
    assert.equal((await other.post('/new/auth/logout')).status, 403);
    other.cookies.set('XSRF-TOKEN', 'stale-value-from-before-0123456789');
    const lookup = await other.get('/new/auth/token');
    assert.ok(lookup.body.data.token);
    assert.equal(other.cookies.get('XSRF-TOKEN'), xsrf);
    assert.equal((await other.post('/new/auth/logout')).status, 200);
  });

  it('signed out, any well-formed pair still works (double submit)', async () => {
    const c = t.client();
    c.cookies.set('XSRF-TOKEN', 'visitor-chosen-value-0123456789');
    const res = await c.form('/login/Auth', { user_id: DEMO.learner.phone, passwd: 'wrong-1234' });
    assert.equal(res.status, 401);
  });
});

// Issue #38: the password reset finishes — a code by SMS (the dev outbox), a check, the new
// password by the shared rule, every session of the member ended, log-in with the new password.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isValidPassword } from '@baeum/shared/validation';
import { isKoreanMessage, startTestApp, type Client, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

/** A seeded learner's phone (ids 50–469: 0106 + the 7-digit id; password seed1234!). */
const learnerPhone = (id: number) => `0106${String(id).padStart(7, '0')}`;
const UNKNOWN = '010-4444-0001';

async function requestCode(c: Client, phone: string) {
  return c.form('/biz/reset_password', { phone });
}
async function outboxCode(phone: string): Promise<string> {
  const res = await t.client().get('/dev/sms/last', { query: { phone } });
  assert.equal(res.status, 200, `no code in the outbox for ${phone}`);
  return res.body.data.code;
}
async function verify(c: Client, phone: string, code: string) {
  return c.post('/new/auth/reset_password/verify', { phone, code });
}
/** A code by SMS, checked: the reset token. */
async function resetToken(phone: string): Promise<string> {
  const c = t.client();
  assert.equal((await requestCode(c, phone)).status, 200);
  const res = await verify(c, phone, await outboxCode(phone));
  assert.equal(res.status, 200, res.text);
  return res.body.data.reset_token;
}
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password reset by SMS', () => {
  it('sends a code to a registered phone, sets the new password and ends every session', async () => {
    const phone = learnerPhone(120);
    const web = await t.login(phone, 'seed1234!');
    const app = await t.login(phone, 'seed1234!');
    assert.equal((await web.get('/new/user/me')).status, 200);

    const c = t.client();
    const sent = await requestCode(c, phone);
    assert.equal(sent.status, 200);
    assert.ok(isKoreanMessage(sent.body.data.message));
    const checked = await verify(c, phone, await outboxCode(phone));
    assert.equal(checked.status, 200);
    assert.match(checked.body.data.reset_token, /^[\w-]{32}$/);
    assert.match(checked.headers.get('cache-control') ?? '', /no-store/);

    const done = await c.post('/new/auth/reset_password', {
      phone,
      reset_token: checked.body.data.reset_token,
      passwd: 'newpass2025!',
    });
    assert.equal(done.status, 200, done.text);
    assert.equal(done.body.data.closed_sessions, 2);
    // Every session of the member is over: token, hash and cookie alike.
    assert.equal((await web.get('/new/user/me')).status, 470);
    assert.equal((await app.get('/new/user/me')).status, 470);
    const cookieOnly = t.client();
    for (const [k, v] of app.cookies) cookieOnly.cookies.set(k, v);
    assert.equal((await cookieOnly.get('/new/auth/token')).body.data.token, null);
    // The old password is refused, the new one logs in.
    const old = await t.client().form('/login/Auth', { user_id: phone, passwd: 'seed1234!' });
    assert.equal(old.status, 401);
    const fresh = await t.login(phone, 'newpass2025!');
    assert.equal((await fresh.get('/new/user/me')).status, 200);
  });

  it('answers an unknown phone exactly as a registered one, and sends it nothing', async () => {
    const known = await requestCode(t.client(), learnerPhone(121));
    const unknown = await requestCode(t.client(), UNKNOWN);
    assert.equal(unknown.status, known.status);
    assert.deepEqual(unknown.body, known.body);
    assert.equal(
      (await t.client().get('/dev/sms/last', { query: { phone: UNKNOWN } })).status,
      404,
    );
    // Checking a code reads the same too: a wrong code, not "no code was sent".
    const a = await verify(t.client(), learnerPhone(121), '000000');
    const b = await verify(t.client(), UNKNOWN, '000000');
    assert.equal(b.status, 421);
    assert.equal(a.status, b.status);
    assert.equal(a.body.message, b.body.message);
  });

  it('uses the codes of spec section 8: 502 none, 421 wrong, 472 expired, 422 bad phone', async () => {
    const phone = learnerPhone(122);
    assert.equal((await verify(t.client(), phone, '123456')).status, 502);
    assert.equal((await verify(t.client(), '010-12', '123456')).status, 422);
    await requestCode(t.client(), phone);
    const code = await outboxCode(phone);
    assert.equal((await verify(t.client(), phone, 'abc')).status, 421);
    await t.db.query(
      "UPDATE password_reset_codes SET expires_at = now() - interval '1 second' WHERE phone = $1",
      [phone],
    );
    const expired = await verify(t.client(), phone, code);
    assert.equal(expired.status, 472);
    assert.ok(isKoreanMessage(expired.body.message));
    assert.equal((await verify(t.client(), phone, code)).status, 502);
  });

  it('uses a code up after SMS_MAX_ATTEMPTS wrong tries (the same wrong code twice is one)', async () => {
    const phone = learnerPhone(123);
    await requestCode(t.client(), phone);
    const code = await outboxCode(phone);
    const wrong = wrongCodeFor(code);
    assert.equal((await verify(t.client(), phone, wrong)).status, 421);
    assert.equal((await verify(t.client(), phone, wrong)).status, 421);
    for (let i = 2; i <= t.config.smsMaxAttempts; i++) {
      assert.equal(
        (await verify(t.client(), phone, wrongCodeFor(String(Number(code) + i)))).status,
        421,
      );
    }
    const refused = await verify(t.client(), phone, code);
    assert.equal(refused.status, 421, 'the right code no longer works');
    // A new code starts over.
    await requestCode(t.client(), phone);
    assert.equal((await verify(t.client(), phone, await outboxCode(phone))).status, 200);
  });

  it('a code checks once, and its token sets one password, for its own phone only', async () => {
    const phone = learnerPhone(124);
    const c = t.client();
    await requestCode(c, phone);
    const code = await outboxCode(phone);
    const token = (await verify(c, phone, code)).body.data.reset_token;
    assert.equal((await verify(c, phone, code)).status, 421, 'the code is used up');

    const other = learnerPhone(125);
    const elsewhere = await c.post('/new/auth/reset_password', {
      phone: other,
      reset_token: token,
      passwd: 'newpass2025!',
    });
    assert.equal(elsewhere.status, 403);
    assert.ok(isKoreanMessage(elsewhere.body.message));
    const forged = await c.post('/new/auth/reset_password', {
      phone,
      reset_token: `${token.slice(0, -1)}A`,
      passwd: 'newpass2025!',
    });
    assert.equal(forged.status, token.endsWith('A') ? 200 : 403);
    if (forged.status === 200) return;
    const body = { phone, reset_token: token, passwd: 'newpass2025!' };
    assert.equal((await c.post('/new/auth/reset_password', body)).status, 200);
    assert.equal((await c.post('/new/auth/reset_password', body)).status, 403, 'used once');
  });

  it('refuses an expired token', async () => {
    const phone = learnerPhone(126);
    const token = await resetToken(phone);
    await t.db.query(
      "UPDATE password_reset_codes SET token_expires_at = now() - interval '1 second' WHERE phone = $1",
      [phone],
    );
    const res = await t.client().post('/new/auth/reset_password', {
      phone,
      reset_token: token,
      passwd: 'newpass2025!',
    });
    assert.equal(res.status, 403);
    assert.equal((await t.login(phone, 'seed1234!')).userId, 126, 'the password is unchanged');
  });

  it('the new password follows the shared rule (the sign-up screen’s)', async () => {
    const passwords = [
      'baeum1234!',
      'abcdefgh',
      '12345678',
      'ab1',
      'with space1',
      '한글비밀번호123',
      'a1'.repeat(33),
    ];
    for (const [i, passwd] of passwords.entries()) {
      // A phone each: a phone gets SMS_MAX_PER_WINDOW codes per window.
      const phone = learnerPhone(130 + i);
      const token = await resetToken(phone);
      const res = await t
        .client()
        .post('/new/auth/reset_password', { phone, reset_token: token, passwd });
      const refused = res.status === 400 && String(res.body.message).includes('(passwd)');
      assert.equal(refused, !isValidPassword(passwd), passwd);
      if (!refused) assert.equal(res.status, 200, passwd);
    }
  });
});

describe('password reset limits', () => {
  let strict: TestApp;
  before(async () => {
    strict = await startTestApp({ smsMinIntervalMs: 10_000 });
  });
  after(() => strict.close());

  it('one code per phone per SMS_MIN_INTERVAL_MS, registered or not, like sign-up codes', async () => {
    for (const phone of [learnerPhone(128), '010-4444-0002']) {
      assert.equal((await strict.client().form('/biz/reset_password', { phone })).status, 200);
      const again = await strict.client().form('/biz/reset_password', { phone });
      assert.equal(again.status, 429, phone);
      assert.ok(isKoreanMessage(again.body.message));
    }
  });

  it('stops at the global reset limit, with the same answer for any phone', async () => {
    const low = await startTestApp({
      limits: { ...strict.config.limits, resetGlobal: { max: 4, windowMs: 3_600_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const phone = i % 2 ? learnerPhone(160 + i) : `010-4444-01${10 + i}`;
        statuses.push(
          (await low.client(`127.0.4.${i + 1}`).form('/biz/reset_password', { phone })).status,
        );
      }
      assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429]);
    } finally {
      await low.close();
    }
  });

  it('a reset and a sign-up code share the phone’s SMS limit', async () => {
    const phone = '010-4444-0003';
    assert.equal((await strict.client().form('/biz/reset_password', { phone })).status, 200);
    assert.equal((await strict.client().form('/ajaxSendAuth', { phone })).status, 429);
  });
});

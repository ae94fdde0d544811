import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isKoreanMessage, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  // Rate limits at their real values except the 1-per-10 s; a 90 s code life (SMS_CODE_TTL_MS).
  t = await startTestApp({ smsCodeTtlMs: 90_000, smsMinIntervalMs: 0 });
});
after(() => t.close());

async function send(phone: string) {
  return t.client().form('/ajaxSendAuth', { phone });
}
async function check(hpno: string, authno: string) {
  return t.client().form('/ajaxSmsAuth', { hpno, authno });
}
async function lastCode(phone: string): Promise<string> {
  const res = await t.client().get('/dev/sms/last', { query: { phone } });
  assert.equal(res.status, 200);
  return res.body.data.code;
}
/** A code that is certainly not the real one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST ajaxSendAuth (form phone)', () => {
  it('200: sends a code, readable outside production from GET /dev/sms/last', async () => {
    const res = await send('010-2222-0001');
    assert.equal(res.status, 200);
    assert.equal(res.body.code, 200);
    assert.equal(res.body.data.phone, '010-2222-0001');
    assert.equal(res.body.data.expires_in, 90);
    assert.match(await lastCode('01022220001'), /^\d{6}$/);
  });

  it('422: not a valid phone number', async () => {
    for (const phone of ['', '12345', '010-12-34', 'abcdefghijk', '02-123-4567']) {
      const res = await send(phone);
      assert.equal(res.status, 422, phone);
      assert.equal(res.body.code, 422);
      assert.ok(isKoreanMessage(res.body.message));
    }
  });

  it('501: the phone already has an account', async () => {
    const res = await send('010-1234-5678');
    assert.equal(res.status, 501);
    assert.equal(res.body.code, 501);
    assert.match(res.body.message, /비밀번호 찾기/);
  });

  it('429: at most 5 codes per phone in 10 minutes', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await send('010-2222-0002')).status, 200);
    const res = await send('010-2222-0002');
    assert.equal(res.status, 429);
    assert.ok(isKoreanMessage(res.body.message));
  });
});

describe('POST ajaxSmsAuth (form hpno, authno)', () => {
  it('200: the right code verifies the phone', async () => {
    await send('010-2222-0003');
    const res = await check('010-2222-0003', await lastCode('01022220003'));
    assert.equal(res.status, 200);
    assert.equal(res.body.data.verified, 'Y');
  });

  it('421: a wrong code (and the code keeps working until too many tries)', async () => {
    await send('010-2222-0004');
    const code = await lastCode('01022220004');
    const res = await check('010-2222-0004', wrong(code));
    assert.equal(res.status, 421);
    assert.equal(res.body.code, 421);
    assert.ok(isKoreanMessage(res.body.message));
    assert.equal((await check('010-2222-0004', 'abc')).status, 421);
    assert.equal((await check('010-2222-0004', code)).status, 200);
  });

  it('five different wrong codes use the code up: even the right one is then refused', async () => {
    await send('010-2222-0005');
    const code = await lastCode('01022220005');
    // The same wrong code again (as a browser's automatic 421 retry sends it) is not a new attempt.
    for (let i = 0; i < 3; i++)
      assert.equal((await check('010-2222-0005', wrong(code))).status, 421);
    for (let i = 2; i <= 5; i++) {
      const res = await check(
        '010-2222-0005',
        String((Number(code) + i) % 1_000_000).padStart(6, '0'),
      );
      assert.equal(res.status, 421);
      if (i === 5) assert.match(res.body.message, /다시 요청/);
    }
    const after = await check('010-2222-0005', code);
    assert.equal(after.status, 421);
    assert.match(after.body.message, /다시 요청/);
    await send('010-2222-0005');
    assert.equal((await check('010-2222-0005', await lastCode('01022220005'))).status, 200);
  });

  it('422: a bad phone number', async () => {
    const res = await check('010', '123456');
    assert.equal(res.status, 422);
    assert.equal(res.body.code, 422);
  });

  it('472: the code expired', async () => {
    await send('010-2222-0006');
    const code = await lastCode('01022220006');
    // Expire it without waiting (the life itself is configured, see expires_in above).
    await t.db.query(
      "UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE phone = '01022220006'",
    );
    const res = await check('010-2222-0006', code);
    assert.equal(res.status, 472);
    assert.equal(res.body.code, 472);
    assert.match(res.body.message, /다시 요청/);
  });

  it('501: the phone already has an account', async () => {
    const res = await check('010-9876-5432', '123456');
    assert.equal(res.status, 501);
  });

  it('502: no code was requested', async () => {
    const res = await check('010-2222-0007', '123456');
    assert.equal(res.status, 502);
    assert.equal(res.body.code, 502);
    assert.match(res.body.message, /먼저 요청/);
  });
});

describe('sign-up (POST /new/user_register)', () => {
  it('needs a verified phone first (403)', async () => {
    const res = await t.client().post('/new/user_register', {
      phone: '010-2222-0008',
      passwd: 'abcd1234',
      user_name: '박새봄',
    });
    assert.equal(res.status, 403);
    assert.ok(isKoreanMessage(res.body.message));
  });

  it('registers a verified phone, logs in, and the phone is then taken (501)', async () => {
    await send('010-2222-0009');
    assert.equal((await check('010-2222-0009', await lastCode('01022220009'))).status, 200);
    const weak = await t
      .client()
      .post('/new/user_register', { phone: '010-2222-0009', passwd: 'short', user_name: '박새봄' });
    assert.equal(weak.status, 400);
    assert.match(weak.body.message, /비밀번호/);
    const c = t.client();
    const res = await c.post('/new/user_register', {
      phone: '01022220009',
      passwd: 'abcd1234',
      user_name: '박새봄',
    });
    assert.equal(res.status, 200);
    assert.ok(res.body.data.user_id > 0);
    assert.ok(c.cookies.has('baeum_session'));
    const login = await t.login('010-2222-0009', 'abcd1234');
    const me = (await login.get('/new/user/me')).body.data;
    assert.equal(me.user_info.user_name, '박새봄');
    assert.equal((await send('010-2222-0009')).status, 501);
    const again = await t.client().post('/new/user_register', {
      phone: '01022220009',
      passwd: 'abcd1234',
      user_name: '박새봄',
    });
    assert.equal(again.status, 403);
  });
});

describe('dev route', () => {
  it('404 for a phone with no code', async () => {
    assert.equal(
      (await t.client().get('/dev/sms/last', { query: { phone: '010-2222-0999' } })).status,
      404,
    );
  });

  it('does not exist in production, and codes are rate-limited to one per 10 s there by default', async () => {
    const prod = await startTestApp({
      production: true,
      nodeEnv: 'production',
      smsMinIntervalMs: 10_000,
    });
    try {
      assert.equal(
        (await prod.client().get('/dev/sms/last', { query: { phone: '010-2222-0001' } })).status,
        404,
      );
      assert.equal(
        (await prod.client().get('/new/classu/web', { query: { uuid: 'x' } })).status,
        404,
      );
      assert.equal(
        (await prod.client().form('/ajaxSendAuth', { phone: '010-3333-0001' })).status,
        200,
      );
      const soon = await prod.client().form('/ajaxSendAuth', { phone: '010-3333-0001' });
      assert.equal(soon.status, 429);
      assert.match(soon.body.message, /초 후/);
    } finally {
      await prod.close();
    }
  });
});

// Issue #38: 비밀번호 변경 for a signed-in member (the current password, counted as a log-in try;
// the other sessions end, this one stays) and 마케팅 정보 수신 동의 kept with its date.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { defaultLimits } from '../src/config.ts';
import { isKoreanMessage, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const learnerPhone = (id: number) => `0106${String(id).padStart(7, '0')}`;

describe('password change (POST /new/auth/password)', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const phone = learnerPhone(140);
    const here = await t.login(phone, 'seed1234!');
    const elsewhere = await t.login(phone, 'seed1234!');
    const res = await here.post('/new/auth/password', {
      current_passwd: 'seed1234!',
      passwd: 'changed2025!',
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.closed_sessions, 1);
    assert.ok(isKoreanMessage(res.body.data.message));
    assert.equal((await here.get('/new/user/me')).status, 200, 'this session stays');
    assert.equal((await elsewhere.get('/new/user/me')).status, 470, 'the other one ended');
    const old = await t.client().form('/login/Auth', { user_id: phone, passwd: 'seed1234!' });
    assert.equal(old.status, 401);
    assert.equal((await t.login(phone, 'changed2025!')).userId, 140);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const phone = learnerPhone(141);
    const c = await t.login(phone, 'seed1234!');
    const other = await t.login(phone, 'seed1234!');
    const res = await c.post('/new/auth/password', {
      current_passwd: 'wrong1234!',
      passwd: 'changed2025!',
    });
    assert.equal(res.status, 403);
    assert.ok(isKoreanMessage(res.body.message));
    assert.equal((await other.get('/new/user/me')).status, 200);
    assert.equal((await t.login(phone, 'seed1234!')).userId, 141);
  });

  it('the new password follows the shared rule and differs from the current one', async () => {
    const c = await t.login(learnerPhone(142), 'seed1234!');
    const weak = await c.post('/new/auth/password', {
      current_passwd: 'seed1234!',
      passwd: 'short1',
    });
    assert.equal(weak.status, 400);
    assert.match(weak.body.message, /\(passwd\)/);
    const same = await c.post('/new/auth/password', {
      current_passwd: 'seed1234!',
      passwd: 'seed1234!',
    });
    assert.equal(same.status, 400);
    assert.ok(isKoreanMessage(same.body.message));
    const empty = await c.post('/new/auth/password', {
      current_passwd: '',
      passwd: 'changed2025!',
    });
    assert.equal(empty.status, 400);
    assert.match(empty.body.message, /\(current_passwd\)/);
  });

  it('needs a signed-in member', async () => {
    const res = await t
      .client()
      .post('/new/auth/password', { current_passwd: 'seed1234!', passwd: 'changed2025!' });
    assert.equal(res.status, 401);
  });
});

describe('password change limits', () => {
  let strict: TestApp;
  before(async () => {
    strict = await startTestApp({ limits: defaultLimits });
  });
  after(() => strict.close());

  it('counts a wrong current password as a wrong log-in try', async () => {
    const phone = learnerPhone(143);
    const c = await strict.login(phone, 'seed1234!');
    const body = { current_passwd: 'wrong1234!', passwd: 'changed2025!' };
    for (let i = 0; i < defaultLimits.loginClientAccount.max; i++) {
      assert.equal((await c.post('/new/auth/password', body)).status, 403);
    }
    const refused = await c.post('/new/auth/password', body);
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    // The log-in form of this browser is refused for that phone too: one count (the browser's
    // device cookie names the account, so it is counted per device, README "Limits").
    const login = await c.form('/login/Auth', { user_id: phone, passwd: 'seed1234!' });
    assert.equal(login.status, 429);
  });
});

describe('marketing consent (/new/marketing_consent)', () => {
  it('is off with no date until the member decides, then kept with the date of the decision', async () => {
    const c = t.as(150);
    const first = await c.get('/new/marketing_consent');
    assert.equal(first.status, 200);
    assert.deepEqual(first.body.data, { agreed: false, decided_at: null });

    const yes = await c.put('/new/marketing_consent', { agreed: true });
    assert.equal(yes.status, 200);
    assert.equal(yes.body.data.agreed, true);
    assert.ok(!Number.isNaN(Date.parse(yes.body.data.decided_at)));
    // The same answer again keeps its date; a changed answer gets a new one.
    await t.db.query(
      "UPDATE marketing_consents SET decided_at = '2025-01-02T03:04:05Z' WHERE user_id = $1",
      [150],
    );
    const again = await c.put('/new/marketing_consent', { agreed: 'Y' });
    assert.equal(again.body.data.decided_at, '2025-01-02T03:04:05.000Z');
    const no = await c.put('/new/marketing_consent', { agreed: false });
    assert.equal(no.body.data.agreed, false);
    assert.notEqual(no.body.data.decided_at, '2025-01-02T03:04:05.000Z');
    assert.deepEqual((await c.get('/new/marketing_consent')).body.data, no.body.data);
    // Another member's answer is their own.
    assert.equal((await t.as(151).get('/new/marketing_consent')).body.data.decided_at, null);
  });

  it('is forgotten when the member withdraws', async () => {
    const c = t.as(153);
    assert.equal((await c.put('/new/marketing_consent', { agreed: true })).status, 200);
    assert.equal((await c.post('/withdrawal', { reason: '테스트' })).status, 200);
    const rows = await t.db.query('SELECT 1 FROM marketing_consents WHERE user_id = $1', [153]);
    assert.equal(rows.length, 0);
  });

  it('validates the answer and needs a member', async () => {
    const c = t.as(152);
    for (const body of [{}, { agreed: 'maybe' }, { agreed: 1 }]) {
      const res = await c.put('/new/marketing_consent', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.ok(isKoreanMessage(res.body.message));
    }
    assert.equal((await t.client().get('/new/marketing_consent')).status, 401);
    assert.equal((await t.client().put('/new/marketing_consent', { agreed: true })).status, 401);
  });
});

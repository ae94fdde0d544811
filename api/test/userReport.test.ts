// Issue #38 (h-community): POST /reportUser/{userId} — reporting a member from their profile.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { defaultLimits } from '../src/config.ts';
import { LEARNERS, looseLimits, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp({
    limits: { ...looseLimits, reportUser: { max: 3, windowMs: defaultLimits.reportUser.windowMs } },
  });
});
after(() => t.close());

describe('reporting a member (POST /reportUser/{userId})', () => {
  it('stores one report per reporter, keeping the newest reason', async () => {
    const reporter = LEARNERS[200]!;
    const target = LEARNERS[201]!;
    const c = t.as(reporter);
    const first = await c.post(`/reportUser/${target}`, { reason: 'spam: 광고만 올려요' });
    assert.equal(first.status, 200);
    assert.equal(first.body.data.user_id, target);
    assert.equal(first.body.data.reported, 'Y');
    const again = await c.form(`/reportUser/${target}`, { reason: 'abuse' });
    assert.equal(again.status, 200);
    const rows = await t.db.query<{ reason: string }>(
      'SELECT reason FROM user_reports WHERE reported_id = $1 AND reporter_id = $2',
      [target, reporter],
    );
    assert.deepEqual(
      rows.map((r) => r.reason),
      ['abuse'],
    );
  });

  it('needs a member, a reason, someone else and an active account', async () => {
    const target = LEARNERS[202]!;
    assert.equal((await t.client().post(`/reportUser/${target}`, { reason: 'spam' })).status, 401);
    const c = t.as(LEARNERS[203]!);
    const empty = await c.post(`/reportUser/${target}`, { reason: '  ' });
    assert.equal(empty.status, 400);
    assert.match(empty.body.message, /사유/);
    assert.equal((await c.post(`/reportUser/${target}`, {})).status, 400);
    assert.equal((await c.post(`/reportUser/${target}`, { reason: 'x'.repeat(501) })).status, 400);
    assert.equal((await c.post('/reportUser/abc', { reason: 'spam' })).status, 400);
    const self = await c.post(`/reportUser/${LEARNERS[203]}`, { reason: 'spam' });
    assert.equal(self.status, 400);
    assert.equal(self.body.message, '내 계정은 신고할 수 없어요.');
    assert.equal((await c.post('/reportUser/999999', { reason: 'spam' })).status, 404);
    await t.db.query("UPDATE users SET status = 'withdrawn' WHERE id = $1", [LEARNERS[204]]);
    assert.equal((await c.post(`/reportUser/${LEARNERS[204]}`, { reason: 'spam' })).status, 404);
  });

  it('limits reports per member (429 with Retry-After), other members unaffected', async () => {
    const c = t.as(LEARNERS[210]!);
    for (const target of LEARNERS.slice(211, 214))
      assert.equal((await c.post(`/reportUser/${target}`, { reason: 'spam' })).status, 200);
    const over = await c.post(`/reportUser/${LEARNERS[214]}`, { reason: 'spam' });
    assert.equal(over.status, 429);
    assert.match(over.body.message, /신고를 너무 많이/);
    assert.ok(Number(over.headers.get('retry-after')) > 0);
    const none = await t.db.query('SELECT 1 FROM user_reports WHERE reported_id = $1', [
      LEARNERS[214],
    ]);
    assert.equal(none.length, 0);
    const other = t.as(LEARNERS[215]!);
    assert.equal(
      (await other.post(`/reportUser/${LEARNERS[214]}`, { reason: 'spam' })).status,
      200,
    );
  });
});

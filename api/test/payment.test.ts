import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { DEMO, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const APPROVED = '4242 4242 4242 4242';
const DECLINED = '4000-0000-0000-0002';

/** Open classes the user does not take, cheapest first. */
async function notTaken(userId: number, n: number): Promise<number[]> {
  const rows = await t.db.query<{ id: number }>(
    `SELECT c.id FROM classes c WHERE c.open_flag = 'Y'
     AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = $1 AND e.class_id = c.id)
     ORDER BY c.id LIMIT $2`,
    [userId, n],
  );
  return rows.map((r) => r.id);
}
const enrolments = async (userId: number, classId: number) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM enrollments WHERE user_id = $1 AND class_id = $2',
      [userId, classId],
    )
  )[0]!.n;
const payments = async (userId: number, classId: number) =>
  (
    await t.db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM payments WHERE user_id = $1 AND class_id = $2 AND status = 'paid'",
      [userId, classId],
    )
  )[0]!.n;

describe('discount codes', () => {
  it('takes a valid code off the plan total, refuses an unknown or expired one in Korean', async () => {
    const [classId] = await notTaken(DEMO.learner.id, 1);
    const c = t.client();
    const plain = (await c.post('/biz/discount', { class_id: classId })).body.data;
    const coded = await c.post('/biz/discount', { class_id: classId, discount_code: 'welcome10' });
    assert.equal(coded.status, 200);
    const before = plain.payment * plain.months;
    assert.equal(coded.body.data.discount_code, 'WELCOME10');
    assert.equal(coded.body.data.code_discount, Math.floor((before * 10) / 100 / 10) * 10);
    assert.equal(coded.body.data.final_price, before - coded.body.data.code_discount);
    for (const code of ['NOPE', 'OLDCODE']) {
      const res = await c.post('/biz/discount', { class_id: classId, discount_code: code });
      assert.equal(res.status, 422);
      assert.match(res.body.message, /할인 코드/);
    }
  });
});

describe('test-mode payment', () => {
  it('enrols on the approved card, once, and the receipt can be read again', async () => {
    const [classId] = await notTaken(DEMO.learner.id, 1);
    const me = t.as(DEMO.learner.id);
    const key = randomUUID();
    const signups = async () =>
      (
        await t.db.query<{ n: number }>('SELECT signup_cnt AS n FROM classes WHERE id = $1', [
          classId,
        ])
      )[0]!.n;
    const before = await signups();
    const res = await me.post('/payment/test', {
      class_id: classId,
      idempotency_key: key,
      card_number: APPROVED,
      discount_code: 'BAEUM5000',
    });
    assert.equal(res.status, 200);
    const r = res.body.data;
    assert.equal(r.status, 'paid');
    assert.equal(r.card_last4, '4242');
    assert.equal(r.discount_code, 'BAEUM5000');
    assert.equal(r.amount, Math.max(0, r.monthly_price * r.months - 5000));
    assert.equal(await enrolments(DEMO.learner.id, classId!), 1);
    // The same request again (a retry, a double click): the same receipt, nothing charged twice.
    const again = await me.post('/payment/test', {
      class_id: classId,
      idempotency_key: key,
      card_number: APPROVED,
    });
    assert.equal(again.status, 200);
    assert.equal(again.body.data.payment_id, r.payment_id);
    assert.equal(await payments(DEMO.learner.id, classId!), 1);
    assert.equal(await signups(), before + 1);
    // A new key for a class already taken is refused, not charged.
    const second = await me.post('/payment/test', {
      class_id: classId,
      idempotency_key: randomUUID(),
      card_number: APPROVED,
    });
    assert.equal(second.status, 409);
    assert.equal(await payments(DEMO.learner.id, classId!), 1);
    const read = await me.get(`/payment/${r.payment_id}`);
    assert.deepEqual(read.body.data, r);
    assert.equal((await t.as(DEMO.coach.id).get(`/payment/${r.payment_id}`)).status, 404);
  });

  it('never charges or enrols twice under concurrency (same key, and different keys)', async () => {
    const [a, b] = await notTaken(DEMO.learner.id, 2);
    const me = t.as(DEMO.learner.id);
    const key = randomUUID();
    const same = await Promise.all(
      Array.from({ length: 10 }, () =>
        me.post('/payment/test', { class_id: a, idempotency_key: key, card_number: APPROVED }),
      ),
    );
    assert.deepEqual(
      same.map((r) => r.status),
      Array(10).fill(200),
    );
    assert.equal(new Set(same.map((r) => r.body.data.payment_id)).size, 1);
    assert.equal(await payments(DEMO.learner.id, a!), 1);
    assert.equal(await enrolments(DEMO.learner.id, a!), 1);

    const different = await Promise.all(
      Array.from({ length: 10 }, () =>
        me.post('/payment/test', {
          class_id: b,
          idempotency_key: randomUUID(),
          card_number: APPROVED,
        }),
      ),
    );
    assert.equal(different.filter((r) => r.status === 200).length, 1);
    assert.equal(different.filter((r) => r.status === 409).length, 9);
    assert.equal(await payments(DEMO.learner.id, b!), 1);
  });

  it('declines the declined card with a Korean message and enrols nothing; the same key stays declined', async () => {
    const [classId] = await notTaken(DEMO.learner.id, 1);
    const me = t.as(DEMO.learner.id);
    const key = randomUUID();
    const res = await me.post('/payment/test', {
      class_id: classId,
      idempotency_key: key,
      card_number: DECLINED,
    });
    assert.equal(res.status, 402);
    assert.match(res.body.message, /거절/);
    assert.equal(await enrolments(DEMO.learner.id, classId!), 0);
    const retry = await me.post('/payment/test', {
      class_id: classId,
      idempotency_key: key,
      card_number: APPROVED,
    });
    assert.equal(retry.status, 402, 'a key keeps its first outcome');
    const fresh = await me.post('/payment/test', {
      class_id: classId,
      idempotency_key: randomUUID(),
      card_number: APPROVED,
    });
    assert.equal(fresh.status, 200);
  });

  it('refuses other cards, bad input and visitors', async () => {
    const [classId] = await notTaken(DEMO.learner.id, 1);
    const me = t.as(DEMO.learner.id);
    const body = { class_id: classId, idempotency_key: randomUUID(), card_number: APPROVED };
    assert.equal(
      (await me.post('/payment/test', { ...body, card_number: '1111 2222 3333 4444' })).status,
      422,
    );
    assert.equal((await me.post('/payment/test', { ...body, card_number: 'abcd' })).status, 400);
    assert.equal((await me.post('/payment/test', { ...body, idempotency_key: 'x' })).status, 400);
    assert.equal((await me.post('/payment/test', { ...body, class_id: 999999 })).status, 404);
    assert.equal((await t.client().post('/payment/test', body)).status, 401);
  });
});

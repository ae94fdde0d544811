// The studio's sales (issue 36) with refunds: a payment stays on the day it was paid, and its
// refund is subtracted on the day it was refunded. PGlite and PostgreSQL.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type Loose, type TestApp } from './helpers.ts';
import { COACH, pay, people, publishedClass } from './studioHelpers.ts';

let t: TestApp;
let who: Awaited<ReturnType<typeof people>>;
before(async () => {
  t = await startTestApp();
  who = await people(t);
});
after(() => t.close());

/** A Seoul calendar day, `days` before today, YYYY-MM-DD. */
const seoulDay = (days = 0) =>
  new Date(Date.now() + 9 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);

describe('sales with a refund', () => {
  it('keeps the payment on its own day and subtracts the refund on the day it happened', async () => {
    const c = await publishedClass(t, { title: '환불매출로봇 클래스', price: 30000, discount: 0 });
    const [a, b] = who.learners.slice(3);
    const paidA = (await pay(t, a!, c.class_id)).body.data.amount as number;
    await t.as(COACH).request('PATCH', `/new/studio/classes/${c.class_id}`, { price: 45000 });
    const paidB = (await pay(t, b!, c.class_id)).body.data.amount as number;
    assert.notEqual(paidA, paidB);
    // A paid three days ago (still within the refund policy's 7 days) and is refunded today.
    const [payment] = await t.db.query<{ id: number }>(
      `UPDATE payments SET created_at = now() - interval '3 days'
       WHERE user_id = $1 AND class_id = $2 RETURNING id`,
      [a, c.class_id],
    );
    const refunded = await t.as(a!).post(`/new/payments/${payment!.id}/refund`);
    assert.equal(refunded.status, 200, refunded.text);

    const from = seoulDay(3);
    const today = seoulDay(0);
    const res = await t
      .as(COACH)
      .get('/new/studio/sales', { query: { class_id: c.class_id, from, to: today } });
    assert.equal(res.status, 200, res.text);
    const d = res.body.data;
    assert.deepEqual(d.buckets, [
      { start: from, amount: paidA, count: 1 },
      { start: seoulDay(2), amount: 0, count: 0 },
      { start: seoulDay(1), amount: 0, count: 0 },
      { start: today, amount: paidB - paidA, count: 1 },
    ]);
    assert.deepEqual(d.total, { amount: paidB, count: 2 });
    assert.deepEqual(
      d.classes.map((x: Loose) => [x.class_id, x.amount, x.count]),
      [[c.class_id, paidB, 2]],
    );

    // Only the payment's day in the range: the sale is there, the refund (today) is not.
    const before = await t.as(COACH).get('/new/studio/sales', {
      query: { class_id: c.class_id, from, to: seoulDay(1) },
    });
    assert.deepEqual(before.body.data.total, { amount: paidA, count: 1 });
    // Only today: B's payment less A's refund.
    const todayOnly = await t.as(COACH).get('/new/studio/sales', {
      query: { class_id: c.class_id, from: today, to: today },
    });
    assert.deepEqual(todayOnly.body.data.total, { amount: paidB - paidA, count: 1 });
  });
});

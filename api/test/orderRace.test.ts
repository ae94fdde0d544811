// Issue 45 point 4: twenty card orders for one class at once, each with its own key (a member
// pressing 결제 in many tabs, or a script). One is charged; the others are told in Korean that a
// payment is under way (409) — never a 500, never a card charged and then voided.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEARNERS, isKoreanMessage, startTestApp, type TestApp } from './helpers.ts';
import { buyable, count, enrolments, order, paidPayments, setPoints } from './checkoutHelpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const card = { method: 'card', card_number: '4242-4242-4242-4242', card_expiry: '12/39' };

/** The test provider's own record of the member's charges for the class, by status. */
async function providerCharges(userId: number, classId: number) {
  const rows = await t.db.query<{ status: string; n: number }>(
    `SELECT g.status, COUNT(*)::int AS n FROM pg_test_payments g
     JOIN orders o ON o.id = g.order_id WHERE o.user_id = $1 AND o.class_id = $2 GROUP BY g.status`,
    [userId, classId],
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

describe('parallel card orders for one class', () => {
  it('20 orders with different keys: one payment, the rest 409, no 500, nothing voided', async () => {
    const u = LEARNERS[30]!;
    const [classId] = await buyable(t, u, 1);
    await setPoints(t, u, 0);
    const me = t.as(u);
    const all = await Promise.all(
      Array.from({ length: 20 }, () => order(me, { class_id: classId, ...card })),
    );
    const statuses = all.map((r) => r.status);
    assert.equal(statuses.filter((s) => s >= 500).length, 0, JSON.stringify(statuses));
    assert.equal(statuses.filter((s) => s === 200).length, 1, JSON.stringify(statuses));
    for (const r of all.filter((x) => x.status !== 200)) {
      assert.equal(r.status, 409, r.text);
      assert.ok(isKoreanMessage(r.body.message), r.text);
    }
    assert.equal(await paidPayments(t, u, classId!), 1);
    assert.equal(await enrolments(t, u, classId!), 1);
    assert.deepEqual(await providerCharges(u, classId!), { confirmed: 1 });
  });

  it('20 orders spending points: the points are spent once and every other order gives none', async () => {
    const u = LEARNERS[31]!;
    const [classId] = await buyable(t, u, 1);
    await setPoints(t, u, 1000);
    const me = t.as(u);
    const all = await Promise.all(
      Array.from({ length: 20 }, () => order(me, { class_id: classId, points: 1000, ...card })),
    );
    const statuses = all.map((r) => r.status);
    assert.equal(statuses.filter((s) => s >= 500).length, 0, JSON.stringify(statuses));
    assert.equal(statuses.filter((s) => s === 200).length, 1, JSON.stringify(statuses));
    assert.equal(await paidPayments(t, u, classId!), 1);
    assert.deepEqual(await providerCharges(u, classId!), { confirmed: 1 });
    const spent = await count(
      t,
      `SELECT COALESCE(-SUM(amount), 0)::int AS n FROM points WHERE user_id = $1 AND order_id IS NOT NULL`,
      [u],
    );
    assert.equal(spent, 1000);
  });
});

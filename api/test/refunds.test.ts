// Refunds and `/my/payments` (issue #37): the policy (7 days, under a third of the lessons taken),
// the refund through the gateway, the enrolment closed, the points given back once, the list's
// states and reasons, another member's payments. PGlite and PostgreSQL.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEARNERS, isKoreanMessage, startTestApp, type TestApp } from './helpers.ts';
import { balance, buyWithOrder, buyable, enrolments, setPoints } from './checkoutHelpers.ts';
import { lessonsOf, openLesson } from './classroomHelpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const buy = buyWithOrder;

describe('refund within the policy', () => {
  it('refunds through the gateway, ends the enrolment and gives the points back once', async () => {
    const u = LEARNERS[20]!;
    const [classId] = await buyable(t, u, 1);
    await setPoints(t, u, 1200);
    const me = t.as(u);
    const signups = async () =>
      (
        await t.db.query<{ n: number }>('SELECT signup_cnt AS n FROM classes WHERE id = $1', [
          classId,
        ])
      )[0]!.n;
    const earned = async () =>
      (await me.get('/new/user/data')).body.data.level_info.earned_point as number;
    const earnedBefore = await earned();
    const paymentId = await buy(me, classId!, 1200);
    const after = await signups();
    assert.equal(await balance(t, u), 0);
    assert.equal((await me.get(`/new/classroom/${classId}`)).status, 200);

    const listed = (await me.get('/new/payments')).body.data.list[0];
    assert.equal(listed.payment_id, paymentId);
    assert.equal(listed.status_label, '결제 완료');
    assert.equal(listed.method_label, '카카오페이');
    assert.equal(listed.refundable, true);

    // A double click on 환불: one refund.
    const both = await Promise.all([0, 1].map(() => me.post(`/new/payments/${paymentId}/refund`)));
    const statuses = both.map((r) => r.status).sort();
    assert.equal(statuses[0], 200, both.map((r) => r.text).join(' '));
    const r = both.find((x) => x.status === 200)!.body.data;
    assert.equal(r.status, 'refunded');
    assert.equal(r.status_label, '환불 완료');
    assert.equal(r.refund_amount, r.amount);
    assert.equal(await balance(t, u), 1200, 'the points come back once');
    assert.equal(await earned(), earnedBefore, 'points given back are not earned again (level)');
    assert.equal(await enrolments(t, u, classId!), 0);
    assert.equal(await signups(), after - 1);
    const classroom = await me.get(`/new/classroom/${classId}`);
    assert.equal(classroom.status, 403, 'the classroom refuses a refunded learner');

    const key = (
      await t.db.query<{ provider_key: string }>(
        'SELECT provider_key FROM payments WHERE id = $1',
        [paymentId],
      )
    )[0]!.provider_key;
    const provider = await t.db.query<{ status: string }>(
      'SELECT status FROM pg_test_payments WHERE payment_key = $1',
      [key],
    );
    assert.equal(provider[0]!.status, 'cancelled', 'refunded at the gateway');

    const again = await me.post(`/new/payments/${paymentId}/refund`);
    assert.equal(again.status, 409);
    assert.match(again.body.message, /이미 환불/);
    assert.equal(await balance(t, u), 1200);
  });

  it('a card payment of /payment/test is listed and refunded too', async () => {
    const u = LEARNERS[21]!;
    const [classId] = await buyable(t, u, 1);
    const me = t.as(u);
    const paid = await me.post('/payment/test', {
      class_id: classId,
      idempotency_key: `legacy-${u}-0000000000`,
      card_number: '4242424242424242',
    });
    assert.equal(paid.status, 200, paid.text);
    const r = await me.post(`/new/payments/${paid.body.data.payment_id}/refund`);
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.data.status, 'refunded');
    assert.equal(await enrolments(t, u, classId!), 0);
  });
});

describe('refund outside the policy', () => {
  it('after 7 days, or with a third of the lessons taken, says why (list and refund)', async () => {
    const u = LEARNERS[22]!;
    const [old, watched] = await buyable(t, u, 2);
    const me = t.as(u);
    const oldPay = await buy(me, old!);
    const watchedPay = await buy(me, watched!);
    await t.db.query(`UPDATE payments SET created_at = now() - interval '8 days' WHERE id = $1`, [
      oldPay,
    ]);
    const lessons = await lessonsOf(t, watched!);
    const third = Math.ceil(lessons.length / 3);
    const reason = async (id: number) => {
      const list = (await me.get('/new/payments')).body.data.list as {
        payment_id: number;
        refundable: boolean;
        refund_reason: string | null;
        lessons_taken: number;
      }[];
      return list.find((p) => p.payment_id === id)!;
    };
    // One lesson fewer than a third taken: still refundable.
    for (const l of lessons.slice(0, third - 1)) await openLesson(t, u, watched!, l.id);
    assert.equal((await reason(watchedPay)).lessons_taken, third - 1);
    assert.equal((await reason(watchedPay)).refundable, true);
    await openLesson(t, u, watched!, lessons[third - 1]!.id);

    assert.equal((await reason(oldPay)).refundable, false);
    assert.match((await reason(oldPay)).refund_reason!, /7일/);
    assert.equal((await reason(watchedPay)).refundable, false);
    assert.match((await reason(watchedPay)).refund_reason!, /3분의 1/);

    for (const [id, why] of [
      [oldPay, /7일/],
      [watchedPay, /3분의 1/],
    ] as const) {
      const r = await me.post(`/new/payments/${id}/refund`);
      assert.equal(r.status, 409);
      assert.match(r.body.message, why);
    }
    assert.equal(await enrolments(t, u, old!), 1);
    assert.equal(await enrolments(t, u, watched!), 1);
  });
});

describe("another member's payments", () => {
  it('are neither shown nor refunded (404), and the list is the member’s own', async () => {
    const owner = t.as(LEARNERS[23]!);
    const [classId] = await buyable(t, LEARNERS[23]!, 1);
    const paymentId = await buy(owner, classId!);
    const other = t.as(LEARNERS[24]!);
    for (const r of [
      await other.get(`/new/payments/${paymentId}`),
      await other.post(`/new/payments/${paymentId}/refund`),
    ]) {
      assert.equal(r.status, 404);
      assert.ok(isKoreanMessage(r.body.message));
    }
    const list = (await other.get('/new/payments')).body.data;
    assert.ok(!list.list.some((p: { payment_id: number }) => p.payment_id === paymentId));
    assert.equal((await t.client().get('/new/payments')).status, 401);
    const receipt = (await owner.get(`/new/payments/${paymentId}`)).body.data;
    assert.equal(receipt.class_id, classId);
    assert.ok(receipt.paid_at);
    assert.equal(receipt.breakdown.at(-1).label, '결제 금액');
  });
});

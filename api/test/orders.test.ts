// Checkout part 2 (issue #37): the quote with points, easy-pay through the test provider, the
// server-side confirm, tampering, replays, expiry, cards and two tabs. PGlite and PostgreSQL.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { LEARNERS, isKoreanMessage, startTestApp, type TestApp } from './helpers.ts';
import {
  balance,
  buyable,
  count,
  enrolments,
  land,
  local,
  order,
  paidPayments,
  providerAnswer,
  setPoints,
} from './checkoutHelpers.ts';
import { expireOrders } from '../src/services/orders.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const COMPLETE = /^\/class\/open_class\/(\d+)\/complete\?orderId=ord_[\w-]{22}$/;
const FAIL = /^\/class\/open_class\/\d+\/fail\?orderId=ord_[\w-]{22}&code=(\w+)$/;

describe('quote', () => {
  it('computes the breakdown with a code and points, and refuses bad points in Korean', async () => {
    const u = LEARNERS[0]!;
    const [classId] = await buyable(t, u, 1);
    await setPoints(t, u, 2550);
    const me = t.as(u);
    const res = await me.post('/new/checkout/quote', {
      class_id: classId,
      discount_code: 'BAEUM5000',
      points: 2500,
    });
    assert.equal(res.status, 200, res.text);
    const q = res.body.data;
    assert.equal(q.balance, 2550);
    assert.deepEqual(q.points_rule, { unit: 100, max: 2500 });
    assert.deepEqual(
      q.breakdown.map((b: { label: string }) => b.label),
      ['정가', '클래스 할인', '할인 코드', '포인트', '결제 금액'],
    );
    assert.equal(q.amount, q.total_price - q.discount_amount - 5000 - 2500);
    for (const [points, status] of [
      [-100, 400],
      [150.5, 400],
      ['abc', 400],
      [250, 400],
      [2600, 409],
    ] as const) {
      const bad = await me.post('/new/checkout/quote', { class_id: classId, points });
      assert.equal(bad.status, status, `${points}: ${bad.text}`);
      assert.ok(isKoreanMessage(bad.body.message));
    }
    assert.equal(await balance(t, u), 2550, 'a quote spends nothing');
  });
});

describe('easy-pay through the test provider', () => {
  it('spends points on the order, shows 테스트 결제, confirms once, a reload lands on the same page', async () => {
    const u = LEARNERS[1]!;
    const [classId] = await buyable(t, u, 1);
    await setPoints(t, u, 3000);
    const me = t.as(u);
    const res = await order(me, { class_id: classId, method: 'naverpay', points: 1000 });
    assert.equal(res.status, 200, res.text);
    const { order: o, redirect_url } = res.body.data;
    assert.equal(o.status, 'pending');
    assert.equal(o.points_used, 1000);
    assert.equal(await balance(t, u), 2000, 'points are held by the pending order');
    assert.match(redirect_url, /^\/_api\/pg\/test\/checkout\?order=ord_/);

    const page = await me.get(local(redirect_url));
    assert.match(page.text, /테스트 결제/);
    assert.match(page.text, /네이버페이/);
    assert.doesNotMatch(page.text, /<script/i);
    const csp = page.headers.get('content-security-policy')!;
    assert.match(csp, /default-src 'none'/);
    assert.doesNotMatch(csp, /unsafe-inline/);

    const back = await providerAnswer(me, redirect_url, 'approve');
    const first = await land(me, back);
    assert.equal(first.status, 303);
    assert.match(first.to, COMPLETE);
    const again = await land(me, back); // reload of the return URL
    assert.equal(again.to, first.to);
    assert.equal(await enrolments(t, u, classId!), 1);
    assert.equal(await paidPayments(t, u, classId!), 1);
    assert.equal(await balance(t, u), 2000, 'spent once');
    const read = await me.get(`/new/orders/${o.order_id}`);
    assert.equal(read.body.data.status, 'paid');
    assert.equal(read.body.data.status_label, '결제 완료');
    assert.ok(read.body.data.payment_id);
  });

  it('20 concurrent confirms of one order make one enrolment and one payment', async () => {
    const u = LEARNERS[2]!;
    const [classId] = await buyable(t, u, 1);
    const me = t.as(u);
    const signups = () => count(t, 'SELECT signup_cnt AS n FROM classes WHERE id = $1', [classId]);
    const before = await signups();
    const res = await order(me, { class_id: classId, method: 'tosspay' });
    const back = await providerAnswer(me, res.body.data.redirect_url, 'approve');
    const all = await Promise.all(Array.from({ length: 20 }, () => land(me, back)));
    for (const r of all) assert.match(r.to, COMPLETE);
    assert.equal(await enrolments(t, u, classId!), 1);
    assert.equal(await paidPayments(t, u, classId!), 1);
    assert.equal(await signups(), before + 1);
  });

  it('취소 on the provider page fails the order and gives the points back once', async () => {
    const u = LEARNERS[3]!;
    const [classId] = await buyable(t, u, 1);
    await setPoints(t, u, 1000);
    const me = t.as(u);
    const res = await order(me, { class_id: classId, points: 1000 });
    assert.equal(await balance(t, u), 0);
    const back = await providerAnswer(me, res.body.data.redirect_url, 'cancel');
    for (let i = 0; i < 2; i++) {
      const r = await land(me, back);
      assert.equal(FAIL.exec(r.to)?.[1], 'user_cancel');
    }
    assert.equal(await balance(t, u), 1000);
    const o = (await me.get(`/new/orders/${res.body.data.order.order_id}`)).body.data;
    assert.equal(o.status, 'cancelled');
    assert.ok(isKoreanMessage(o.failure_message));
    assert.equal(await enrolments(t, u, classId!), 0);
  });

  it('an approval that returns for a cancelled order enrols nobody and is voided at the provider', async () => {
    const u = LEARNERS[4]!;
    const [classId] = await buyable(t, u, 1);
    const me = t.as(u);
    const res = await order(me, { class_id: classId });
    const url = res.body.data.redirect_url;
    const approved = await providerAnswer(me, url, 'approve');
    await land(me, await providerAnswer(me, url, 'cancel'));
    const r = await land(me, approved);
    assert.equal(FAIL.exec(r.to)?.[1], 'user_cancel');
    assert.equal(await enrolments(t, u, classId!), 0);
    const key = new URL(approved, t.base).searchParams.get('paymentKey');
    assert.equal(
      (
        await t.db.query<{ status: string }>(
          'SELECT status FROM pg_test_payments WHERE payment_key = $1',
          [key],
        )
      )[0]!.status,
      'cancelled',
    );
  });
});

describe('tampering', () => {
  it('a lower amount given to the provider is not confirmed; the points come back', async () => {
    const u = LEARNERS[5]!;
    const [classId] = await buyable(t, u, 1);
    await setPoints(t, u, 500);
    const me = t.as(u);
    const res = await order(me, { class_id: classId, points: 500 });
    const cheap = res.body.data.redirect_url.replace(/amount=\d+/, 'amount=100');
    const r = await land(me, await providerAnswer(me, cheap, 'approve'));
    assert.equal(FAIL.exec(r.to)?.[1], 'amount_mismatch');
    assert.equal(await enrolments(t, u, classId!), 0);
    assert.equal(await balance(t, u), 500);
  });

  it('an edited return URL is refused; a price the screen did not show is refused before any order', async () => {
    const u = LEARNERS[6]!;
    const ids = await buyable(t, u, 10);
    await setPoints(t, u, 1000);
    const me = t.as(u);
    const amountOf = async (id: number) =>
      (await me.post('/new/checkout/quote', { class_id: id })).body.data.amount as number;
    const cheap = ids[0]!;
    let dear = ids[1]!;
    for (const id of ids.slice(1)) if ((await amountOf(id)) !== (await amountOf(cheap))) dear = id;
    const res = await order(me, { class_id: cheap });
    const back = await providerAnswer(me, res.body.data.redirect_url, 'approve');
    const edited = back.replace(/amount=\d+/, 'amount=1');
    const bad = await me.get(edited);
    assert.equal(bad.status, 400);
    assert.ok(isKoreanMessage(bad.body.message));
    assert.equal(await enrolments(t, u, cheap), 0);

    const q = (await me.post('/new/checkout/quote', { class_id: cheap })).body.data;
    const before = await count(t, 'SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1', [u]);
    for (const body of [
      { class_id: cheap, expected_amount: q.amount - 1000 },
      { class_id: dear, expected_amount: q.amount },
    ]) {
      const r = await order(me, body);
      assert.equal(r.status, 409, r.text);
      assert.match(r.body.message, /결제 금액이 바뀌었어요/);
    }
    assert.equal(
      await count(t, 'SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1', [u]),
      before,
    );
    assert.equal(await balance(t, u), 1000);
  });

  it("another member's order is not found", async () => {
    const [classId] = await buyable(t, LEARNERS[7]!, 1);
    const res = await order(t.as(LEARNERS[7]!), { class_id: classId });
    const other = await t.as(LEARNERS[8]!).get(`/new/orders/${res.body.data.order.order_id}`);
    assert.equal(other.status, 404);
    assert.ok(isKoreanMessage(other.body.message));
  });
});

describe('expiry', () => {
  it('a pending order the provider never answered fails after its time, points back, once', async () => {
    const u = LEARNERS[9]!;
    const [a, b] = await buyable(t, u, 2);
    await setPoints(t, u, 2000);
    const me = t.as(u);
    const first = (await order(me, { class_id: a, points: 1000 })).body.data;
    const second = (await order(me, { class_id: b, points: 1000 })).body.data;
    assert.equal(await balance(t, u), 0);
    const approved = await providerAnswer(me, second.redirect_url, 'approve');
    await t.db.query(
      `UPDATE orders SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [u],
    );
    // Lazily, on a read of the order:
    const read = (await me.get(`/new/orders/${first.order.order_id}`)).body.data;
    assert.equal(read.status, 'failed');
    assert.equal(read.failure, 'expired');
    assert.equal(await balance(t, u), 1000);
    // The periodic sweep takes the rest, and a second sweep finds nothing:
    assert.equal(await expireOrders(t.db), 1);
    assert.equal(await expireOrders(t.db), 0);
    assert.equal(await balance(t, u), 2000);
    // A late approval is not confirmed.
    assert.equal(FAIL.exec((await land(me, approved)).to)?.[1], 'expired');
    assert.equal(await enrolments(t, u, b!), 0);
    assert.equal(await balance(t, u), 2000);
  });
});

describe('card', () => {
  const card = { method: 'card', card_number: '4242-4242-4242-4242', card_expiry: '12/39' };

  it('pays at once; declined, expired or incomplete cards pay nothing and keep the points', async () => {
    const u = LEARNERS[10]!;
    const [classId] = await buyable(t, u, 1);
    await setPoints(t, u, 700);
    const me = t.as(u);
    for (const [body, status] of [
      [{ ...card, card_number: '4000 0000 0000 0002' }, 402],
      [{ ...card, card_expiry: '01/20' }, 422],
      [{ ...card, card_expiry: '13/30' }, 400],
      [{ method: 'card', card_number: card.card_number }, 400],
      [{ ...card, card_number: '5555 5555 5555 4444' }, 422],
    ] as const) {
      const r = await order(me, { class_id: classId, points: 700, ...body });
      assert.equal(r.status, status, r.text);
      assert.ok(isKoreanMessage(r.body.message));
      assert.equal(await balance(t, u), 700);
    }
    const okRes = await order(me, { class_id: classId, points: 700, ...card });
    assert.equal(okRes.status, 200, okRes.text);
    assert.equal(okRes.body.data.order.status, 'paid');
    assert.equal(okRes.body.data.redirect_url, null);
    assert.equal(await balance(t, u), 0);
    assert.equal(await enrolments(t, u, classId!), 1);
  });

  it('a double click (one key, sent twice at once) pays once', async () => {
    const u = LEARNERS[11]!;
    const [classId] = await buyable(t, u, 1);
    await setPoints(t, u, 300);
    const me = t.as(u);
    const key = randomUUID();
    const both = await Promise.all(
      [0, 1].map(() =>
        order(me, { class_id: classId, points: 300, idempotency_key: key, ...card }),
      ),
    );
    for (const r of both) assert.equal(r.status, 200, r.text);
    assert.equal(both[0]!.body.data.order.order_id, both[1]!.body.data.order.order_id);
    assert.equal(await paidPayments(t, u, classId!), 1);
    assert.equal(await balance(t, u), 0);
  });
});

describe('two tabs', () => {
  it('paying at once with all the points spends them once', async () => {
    const u = LEARNERS[12]!;
    const [a, b] = await buyable(t, u, 2);
    await setPoints(t, u, 1000);
    const me = t.as(u);
    const res = await Promise.all([a, b].map((id) => order(me, { class_id: id, points: 1000 })));
    assert.deepEqual(res.map((r) => r.status).sort(), [200, 409]);
    assert.equal(await balance(t, u), 0);
    // Two tabs on the same class: the newer order supersedes the older, whose points come back.
    const [c] = await buyable(t, u, 1, 2);
    await setPoints(t, u, 500);
    const tabs = await Promise.all([0, 1].map(() => order(me, { class_id: c, points: 500 })));
    assert.deepEqual(
      tabs.map((r) => r.status),
      [200, 200],
    );
    assert.equal(await balance(t, u), 0);
    const urls = tabs.map((r) => r.body.data.redirect_url as string);
    const landed = await Promise.all(
      urls.map(async (url) => land(me, await providerAnswer(me, url, 'approve'))),
    );
    assert.equal(landed.filter((r) => COMPLETE.test(r.to)).length, 1);
    assert.equal(await enrolments(t, u, c!), 1);
    assert.equal(await paidPayments(t, u, c!), 1);
    assert.equal(await balance(t, u), 0);
  });
});

// Issue 45 points 5, 10 and 11: bad dates are a 400 in Korean (never a 500); money and points
// are read strictly (no "0x64", [100] or "1e2" becoming 100); anonymous writes have a small body
// limit and a per-client limit; the test provider approves only orders the merchant awaits.
// PGlite and PostgreSQL.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import {
  DEMO,
  LEARNERS,
  isKoreanMessage,
  looseLimits,
  startTestApp,
  type Res,
  type TestApp,
} from './helpers.ts';
import { buyable, order, providerAnswer, setPoints } from './checkoutHelpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp({
    limits: {
      ...looseLimits,
      trackingClient: { max: 5, windowMs: 60_000 },
      storeRegisterClient: { max: 3, windowMs: 60_000 },
      pgTestClient: { max: 4, windowMs: 60_000 },
    },
  });
});
after(() => t.close());

function refused(res: Res, status: number, what: string) {
  assert.equal(res.status, status, `${what}: ${res.text}`);
  assert.ok(isKoreanMessage(res.body.message), `${what}: ${res.text}`);
}

describe('dates', () => {
  it('the studio sales refuse a malformed or impossible date with a Korean 400', async () => {
    const coach = t.as(DEMO.coach.id);
    for (const from of ['abc', '2026-13-45', '2026-02-29', '2026-1-01', '0000-01-01', '']) {
      refused(await coach.get('/new/studio/sales', { query: { from } }), 400, `from=${from}`);
      refused(
        await coach.get('/new/studio/sales', { query: { from: '2026-01-01', to: from } }),
        400,
        `to=${from}`,
      );
    }
    const res = await coach.get('/new/studio/sales', {
      query: { from: '2024-02-29', to: '2024-03-01' },
    });
    assert.equal(res.status, 200, res.text);
  });
});

describe('money and points', () => {
  it('points and the expected amount accept decimal digits only', async () => {
    const u = LEARNERS[40]!;
    const [classId] = await buyable(t, u, 1);
    await setPoints(t, u, 1000);
    const me = t.as(u);
    for (const points of ['0x64', [100], '1e2', ' 100', '+100', '100.0', true, '９９']) {
      refused(
        await me.post('/new/checkout/quote', { class_id: classId, points }),
        400,
        `points=${JSON.stringify(points)}`,
      );
      refused(
        await order(me, { class_id: classId, points }),
        400,
        `order points=${JSON.stringify(points)}`,
      );
    }
    for (const expected_amount of ['0x64', [100], '1e2', -1, 2 ** 53])
      refused(
        await order(me, { class_id: classId, expected_amount }),
        400,
        `expected_amount=${JSON.stringify(expected_amount)}`,
      );
    const good = await me.post('/new/checkout/quote', { class_id: classId, points: '100' });
    assert.equal(good.status, 200, good.text);
    assert.equal(good.body.data.points_used, 100);
  });
});

describe('anonymous writes', () => {
  it('visitor tracking: a small body, then 429 per client', async () => {
    const anon = t.client('127.0.0.21');
    const body = { uuid: randomUUID(), sessionId: 's1', pageTitle: 'x'.repeat(20_000) };
    refused(await anon.post('/new/classu/web', body), 413, 'a 20 KB record');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await anon.post('/new/classu/web', { uuid: randomUUID(), sessionId: 's1' })).status,
      );
    // The refused record counted too: 4 more stored, then the limit (5 per minute).
    assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429]);
    const other = t.client('127.0.0.22');
    const fine = await other.post('/new/classu/web', { uuid: randomUUID(), sessionId: 's2' });
    assert.equal(fine.status, 200, fine.text);
  });

  it('store registration: a small body, then 429 per client', async () => {
    const anon = t.client('127.0.0.23');
    refused(
      await anon.post('/trainer/customer/storeRegister', {
        phone: '01055556666',
        memo: 'x'.repeat(10_000),
      }),
      413,
      'a 10 KB registration',
    );
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await anon.post('/trainer/customer/storeRegister', { phone: '01055556666' })).status,
      );
    assert.deepEqual(statuses, [200, 200, 429, 429]);
    const last = await anon.post('/trainer/customer/storeRegister', { phone: '01055556666' });
    refused(last, 429, 'over the limit');
    assert.ok(Number(last.headers.get('retry-after')) >= 1);
  });

  it('the test provider shows no page for a made-up order and approves only a pending one', async () => {
    const anon = t.client('127.0.0.24');
    const page = await anon.get('/pg/test/checkout', {
      query: { order: `ord_${'A'.repeat(22)}`, amount: 1000, method: 'kakaopay', name: 'x' },
    });
    refused(page, 404, 'the page of a made-up order');
    assert.doesNotMatch(page.text, /name="sig"/);
    const u = LEARNERS[41]!;
    const [classId] = await buyable(t, u, 1);
    await setPoints(t, u, 0);
    const me = t.as(u);
    const res = await order(me, { class_id: classId });
    assert.equal(res.status, 200, res.text);
    const url = res.body.data.redirect_url as string;
    const orderId = res.body.data.order.order_id as string;
    // Paid once; the same page approved again authorizes nothing and lands on the order as it is.
    assert.equal((await me.get(await providerAnswer(me, url, 'approve'))).status, 303);
    const again = await me.get(await providerAnswer(me, url, 'approve'));
    assert.match(again.headers.get('location') ?? '', /\/complete\?orderId=/);
    const charges = await t.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM pg_test_payments WHERE order_id = $1',
      [orderId],
    );
    assert.equal(charges[0]!.n, 1);
  });

  it('the provider form: a small body and a per-client limit', async () => {
    const anon = t.client('127.0.0.25');
    const form = {
      order: `ord_${'B'.repeat(22)}`,
      amount: '1',
      method: 'kakaopay',
      action: 'approve',
      sig: 'x',
    };
    refused(
      await anon.request(
        'POST',
        '/pg/test/checkout',
        { ...form, pad: 'x'.repeat(5000) },
        { form: true, noXsrf: true },
      ),
      413,
      'a 5 KB form',
    );
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await anon.request('POST', '/pg/test/checkout', form, { form: true, noXsrf: true }))
          .status,
      );
    assert.deepEqual(statuses, [400, 400, 400, 429]);
  });
});

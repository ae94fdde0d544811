// Helpers of the checkout tests (issue #37): classes to buy, points, and a browser walking
// through the test provider's page.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Client, Loose, TestApp } from './helpers.ts';

/** Open classes the user neither takes nor coaches, first by id (`skip` of them passed over). */
export async function buyable(t: TestApp, userId: number, n: number, skip = 0): Promise<number[]> {
  const rows = await t.db.query<{ id: number }>(
    `SELECT c.id FROM classes c WHERE c.open_flag = 'Y' AND c.coach_id <> $1
     AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = $1 AND e.class_id = c.id)
     ORDER BY c.id OFFSET $3 LIMIT $2`,
    [userId, n, skip],
  );
  return rows.map((r) => r.id);
}

/** Sets the member's spendable points to exactly `amount` (a ledger row that evens it out). */
export async function setPoints(t: TestApp, userId: number, amount: number): Promise<void> {
  const now = await balance(t, userId);
  await t.db.query(
    `INSERT INTO points (user_id, amount, kind, title) VALUES ($1, $2, 'event', '테스트 조정')`,
    [userId, amount - now],
  );
}

/** Spendable points (the same sum as pointSummary). */
export async function balance(t: TestApp, userId: number): Promise<number> {
  const rows = await t.db.query<{ n: number }>(
    `SELECT COALESCE(SUM(amount) FILTER (WHERE amount < 0 OR expire_at IS NULL OR expire_at > now()), 0)::int AS n
     FROM points WHERE user_id = $1`,
    [userId],
  );
  return rows[0]!.n;
}

export async function count(t: TestApp, sql: string, params: unknown[]): Promise<number> {
  return (await t.db.query<{ n: number }>(sql, params))[0]!.n;
}
export const enrolments = (t: TestApp, userId: number, classId: number) =>
  count(t, 'SELECT COUNT(*)::int AS n FROM enrollments WHERE user_id = $1 AND class_id = $2', [
    userId,
    classId,
  ]);
export const paidPayments = (t: TestApp, userId: number, classId: number) =>
  count(
    t,
    "SELECT COUNT(*)::int AS n FROM payments WHERE user_id = $1 AND class_id = $2 AND status = 'paid'",
    [userId, classId],
  );

/** The API's public prefix is /_api; tests talk to the API directly. */
export const local = (url: string) => url.replace(/^\/_api/, '');

export async function order(c: Client, body: Record<string, unknown>) {
  return c.post('/new/orders', { idempotency_key: randomUUID(), method: 'kakaopay', ...body });
}

/** Opens the provider page and presses 승인 or 취소: the provider's redirect to the API's return. */
export async function providerAnswer(
  c: Client,
  redirectUrl: string,
  action: 'approve' | 'cancel',
): Promise<string> {
  const page = await c.get(local(redirectUrl));
  assert.equal(page.status, 200);
  const fields: Record<string, string> = {};
  const form = page.text.split('<form')[1]!;
  for (const m of form.matchAll(/name="(\w+)" value="([^"]*)"/g)) fields[m[1]!] = m[2]!;
  fields.action = action;
  const res = await c.request('POST', '/pg/test/checkout', fields, { form: true, noXsrf: true });
  assert.equal(res.status, 303, res.text);
  return local(res.headers.get('location')!);
}

/** The browser following the provider's redirect to the API: where the API sends it next. */
export async function land(
  c: Client,
  returnUrl: string,
): Promise<{ status: number; to: string; body: Loose }> {
  const res = await c.get(returnUrl);
  return { status: res.status, to: res.headers.get('location') ?? '', body: res.body };
}

/** Buys the class with kakaopay (and points) through the test provider: the payment's id. */
export async function buyWithOrder(me: Client, classId: number, points = 0): Promise<number> {
  const res = await order(me, { class_id: classId, points });
  assert.equal(res.status, 200, res.text);
  if (res.body.data.redirect_url)
    await land(me, await providerAnswer(me, res.body.data.redirect_url, 'approve'));
  const o = (await me.get(`/new/orders/${res.body.data.order.order_id}`)).body.data;
  assert.equal(o.status, 'paid');
  return o.payment_id;
}

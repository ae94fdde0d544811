// The studio's learners and sales (issue 36), and the notification of a coach's review reply.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type Loose, type TestApp } from './helpers.ts';
import { REVIEW_REPLY_PUSH_TYPE } from '../src/routes/studio.ts';
import { COACH, pay, people, publishedClass } from './studioHelpers.ts';

let t: TestApp;
let who: Awaited<ReturnType<typeof people>>;
before(async () => {
  t = await startTestApp();
  who = await people(t);
});
after(() => t.close());

/** Today in Seoul, YYYY-MM-DD. */
const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

describe('learners of a class', () => {
  it('lists nickname, enrolled on, progress from the classroom and last studied, paged', async () => {
    const [cls] = await t.db.query<{ id: number; n: number }>(
      `SELECT c.id, COUNT(*)::int AS n FROM classes c JOIN enrollments e ON e.class_id = c.id
       JOIN users u ON u.id = e.user_id AND u.status = 'active'
       WHERE c.coach_id = $1 GROUP BY c.id ORDER BY n DESC LIMIT 1`,
      [COACH],
    );
    const res = await t.as(COACH).get(`/new/studio/classes/${cls!.id}/learners`);
    assert.equal(res.status, 200, res.text);
    const d = res.body.data;
    assert.equal(d.total_count, cls!.n);
    assert.equal(d.list.length, Math.min(20, cls!.n));
    // Seeded progress is backed by lesson progress: the classroom's number and the list's agree.
    const stored = await t.db.query<{ user_id: number; progress: number }>(
      'SELECT user_id, progress FROM enrollments WHERE class_id = $1',
      [cls!.id],
    );
    const byUser = new Map(stored.map((r) => [r.user_id, r.progress]));
    for (const l of d.list as Loose[]) {
      assert.equal(l.progress, byUser.get(l.user_id), `learner ${l.user_id}`);
      assert.ok(typeof l.nickname === 'string' && l.nickname.length > 0);
      assert.ok(Date.parse(l.enrolled_at) > 0);
      assert.ok(l.last_studied_at === null || Date.parse(l.last_studied_at) > 0);
    }
    const times = d.list.map((l: Loose) => Date.parse(l.enrolled_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
  });

  it('is searchable by nickname (wildcards taken literally) and follows new learners', async () => {
    const c = await publishedClass(t, { title: '수강생목록로봇 클래스' });
    const [a, b] = who.learners;
    await pay(t, a!, c.class_id);
    await pay(t, b!, c.class_id);
    const [named] = await t.db.query<{ name: string }>(
      'SELECT COALESCE(nickname, name) AS name FROM users WHERE id = $1',
      [a],
    );
    const path = `/new/studio/classes/${c.class_id}/learners`;
    const all = await t.as(COACH).get(path);
    assert.equal(all.body.data.total_count, 2);
    assert.deepEqual(
      all.body.data.list.map((l: Loose) => [l.user_id, l.progress]),
      [
        [b, 0],
        [a, 0],
      ],
    );
    const found = await t.as(COACH).get(path, { query: { q: named!.name.slice(1) } });
    assert.ok(found.body.data.list.some((l: Loose) => l.user_id === a));
    for (const q of ['%', '_', '\\'])
      assert.equal((await t.as(COACH).get(path, { query: { q } })).body.data.total_count, 0, q);
    assert.equal((await t.as(COACH).get(path, { query: { page: 0 } })).status, 400);
    // Progress as the classroom counts it: the one text lesson done → 100 %.
    const lessons = (await t.as(COACH).get(`/new/studio/classes/${c.class_id}/curriculum`)).body
      .data.sections[0].lessons;
    const done = await t
      .as(a!)
      .put(`/new/classroom/${c.class_id}/lessons/${lessons[0].lesson_id}/progress`, {
        position_sec: 0,
        done: true,
      });
    assert.equal(done.status, 200, done.text);
    const after = await t.as(COACH).get(path);
    const mine = after.body.data.list.find((l: Loose) => l.user_id === a);
    assert.equal(mine.progress, 100);
    assert.ok(Date.parse(mine.last_studied_at) > 0);
  });
});

describe('sales', () => {
  it('sums what learners paid per day, week, month and class; a later price change does not move it', async () => {
    const c = await publishedClass(t, { title: '매출로봇 클래스', price: 30000, discount: 0 });
    const [a, b] = who.learners.slice(2);
    const paidA = (await pay(t, a!, c.class_id)).body.data.amount as number;
    await t.as(COACH).request('PATCH', `/new/studio/classes/${c.class_id}`, { price: 60000 });
    const paidB = (await pay(t, b!, c.class_id)).body.data.amount as number;
    assert.notEqual(paidA, paidB);
    const today = seoulToday();
    const res = await t
      .as(COACH)
      .get('/new/studio/sales', { query: { class_id: c.class_id, from: today, to: today } });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data.buckets, [{ start: today, amount: paidA + paidB, count: 2 }]);
    assert.deepEqual(res.body.data.total, { amount: paidA + paidB, count: 2 });
    assert.deepEqual(
      res.body.data.classes.map((x: Loose) => [x.class_id, x.amount, x.count]),
      [[c.class_id, paidA + paidB, 2]],
    );
    // All classes of the coach, by week and month: the same payments are in the totals.
    for (const period of ['day', 'week', 'month']) {
      const all = await t.as(COACH).get('/new/studio/sales', { query: { period } });
      assert.equal(all.status, 200, all.text);
      const d = all.body.data;
      assert.equal(d.period, period);
      assert.equal(d.to, today);
      const line = d.classes.find((x: Loose) => x.class_id === c.class_id);
      assert.equal(line.amount, paidA + paidB);
      assert.equal(
        d.total.amount,
        d.classes.reduce((s: number, x: Loose) => s + x.amount, 0),
      );
      assert.equal(d.buckets.at(-1).amount >= paidA + paidB, true);
    }
    const week = await t.as(COACH).get('/new/studio/sales', { query: { period: 'week' } });
    assert.equal(week.body.data.buckets.length >= 12, true);
    for (const bucket of week.body.data.buckets)
      assert.equal(new Date(`${bucket.start}T00:00:00Z`).getUTCDay(), 1, 'weeks start on Monday');
  });

  it('refuses a bad range (400) and another coach’s class (403)', async () => {
    const sales = (query: Record<string, string | number>) =>
      t.as(COACH).get('/new/studio/sales', { query });
    assert.equal((await sales({ from: '2025-02-01', to: '2025-01-01' })).status, 400);
    assert.equal((await sales({ from: '2015-01-01', to: '2025-01-01' })).status, 400);
    assert.equal((await sales({ from: '2025-02-30' })).status, 400);
    assert.equal((await sales({ period: 'year' })).status, 400);
    const [foreign] = await t.db.query<{ id: number }>(
      'SELECT id FROM classes WHERE coach_id <> $1 LIMIT 1',
      [COACH],
    );
    const res = await sales({ class_id: foreign!.id });
    assert.equal(res.status, 403);
    assert.equal(res.body.data, undefined);
  });
});

describe('a coach’s reply to a review', () => {
  it('notifies the learner once, with a link to the review', async () => {
    const [review] = await t.db.query<{ id: number; class_id: number; user_id: number }>(
      `SELECT r.id, r.class_id, r.user_id FROM reviews r JOIN classes c ON c.id = r.class_id
       JOIN users u ON u.id = r.user_id AND u.status = 'active'
       WHERE c.coach_id = $1 AND r.coach_reply IS NULL
       AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = r.user_id AND b.blocked_id = $1)
                       OR (b.blocker_id = $1 AND b.blocked_id = r.user_id))
       ORDER BY r.id LIMIT 1`,
      [COACH],
    );
    const notices = () =>
      t.db.query<{ title: string; content: string; link: string }>(
        'SELECT title, content, link FROM notifications WHERE user_id = $1 AND push_type = $2',
        [review!.user_id, REVIEW_REPLY_PUSH_TYPE],
      );
    const before = (await notices()).length;
    const reply = (content: string) =>
      t.as(COACH).post(`/studio/review/${review!.id}/reply`, { content });
    assert.equal((await reply('고마워요!')).status, 200);
    const after = await notices();
    assert.equal(after.length, before + 1);
    assert.equal(after.at(-1)!.link, `/class/${review!.class_id}/review/${review!.id}`);
    assert.match(after.at(-1)!.content, /답글/);
    // The learner sees it in the notification list.
    const list = await t.as(review!.user_id).get('/api/v3/notify/1');
    assert.ok(
      list.body.data.list.some(
        (n: Loose) => n.push_type === REVIEW_REPLY_PUSH_TYPE && n.link === after.at(-1)!.link,
      ),
    );
    // Editing the reply does not notify again.
    assert.equal((await reply('다시 한번 고마워요!')).status, 200);
    assert.equal((await notices()).length, before + 1);
  });
});

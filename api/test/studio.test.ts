import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

describe('the studio inbox', () => {
  it("lists every unanswered review of the coach's classes, oldest first, and a reply takes one out", async () => {
    const coach = t.as(DEMO.coach.id);
    const first = await coach.get('/studio/inbox');
    assert.equal(first.status, 200);
    const { list, total_count } = first.body.data;
    assert.ok(total_count > 0 && list.length > 0);
    const times = list.map((r: { created_at: string }) => Date.parse(r.created_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => a - b),
    );
    const dash = await coach.get('/studio/dashboard');
    const classIds = new Set(
      dash.body.data.management_class.map((c: { class_id: number }) => c.class_id),
    );
    for (const r of list) assert.ok(classIds.has(r.class_id), `class ${r.class_id} is the coach's`);
    // Each managed class carries its state, as the studio's class page reads it.
    const states = await t.db.query<{ id: number; status: string }>(
      `SELECT id, CASE WHEN draft THEN 'draft' WHEN open_flag = 'Y' THEN 'published' ELSE 'closed' END AS status
       FROM classes WHERE coach_id = $1`,
      [DEMO.coach.id],
    );
    assert.deepEqual(
      Object.fromEntries(
        dash.body.data.management_class.map((c: { class_id: number; status: string }) => [
          c.class_id,
          c.status,
        ]),
      ),
      Object.fromEntries(states.map((r) => [r.id, r.status])),
    );

    const oldest = list[0];
    const reply = await coach.post(`/studio/review/${oldest.review_id}/reply`, {
      content: '소중한 후기 고마워요!',
    });
    assert.equal(reply.status, 200);
    const after = await coach.get('/studio/inbox');
    assert.equal(after.body.data.total_count, total_count - 1);
    assert.ok(
      !after.body.data.list.some((r: { review_id: number }) => r.review_id === oldest.review_id),
    );
  });

  it('is for coaches only: a learner gets 403, a visitor 401', async () => {
    assert.equal((await t.as(DEMO.learner.id).get('/studio/inbox')).status, 403);
    assert.equal((await t.client().get('/studio/inbox')).status, 401);
  });

  it("refuses a reply to another coach's review and a bad page", async () => {
    const other = await t.db.query<{ id: number }>(
      'SELECT r.id FROM reviews r JOIN classes c ON c.id = r.class_id WHERE c.coach_id <> $1 LIMIT 1',
      [DEMO.coach.id],
    );
    const res = await t
      .as(DEMO.coach.id)
      .post(`/studio/review/${other[0]!.id}/reply`, { content: '남의 후기' });
    assert.equal(res.status, 403);
    assert.equal((await t.as(DEMO.coach.id).get('/studio/inbox?page=0')).status, 400);
  });
});

describe("a managed class's feedback and reviews", () => {
  const classOf = async (coachId: number, mine: boolean) =>
    (
      await t.db.query<{ id: number }>(
        `SELECT c.id FROM classes c WHERE ${mine ? 'c.coach_id = $1' : 'c.coach_id <> $1'}
         AND EXISTS (SELECT 1 FROM reviews r WHERE r.class_id = c.id) ORDER BY c.id LIMIT 1`,
        [coachId],
      )
    )[0]!.id;

  it('gives the score distribution, the recent trend oldest first and the class name', async () => {
    const classId = await classOf(DEMO.coach.id, true);
    const res = await t.as(DEMO.coach.id).get(`/studio/feedback/${classId}`);
    assert.equal(res.status, 200);
    const f = res.body.data;
    assert.ok(f.class_name.length > 0);
    assert.deepEqual(
      f.score_distribution.map((d: { score: number }) => d.score),
      [5, 4, 3, 2, 1],
    );
    const sum = f.score_distribution.reduce((s: number, d: { count: number }) => s + d.count, 0);
    assert.equal(sum, f.review_count);
    const times = f.recent_scores.map((r: { created_at: string }) => Date.parse(r.created_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => a - b),
    );
    assert.ok(f.recent_scores.length <= 20 && f.recent_scores.length > 0);
  });

  it('filters the reviews: unanswered, with suggestions, low scores', async () => {
    const classId = await classOf(DEMO.coach.id, true);
    const coach = t.as(DEMO.coach.id);
    const all = (await coach.get(`/studio/class/${classId}/reviews`)).body.data;
    assert.ok(all.total_count > 0);
    const unanswered = (await coach.get(`/studio/class/${classId}/reviews?filter=unanswered`)).body
      .data;
    for (const r of unanswered.list) assert.equal(r.coach_reply, null);
    const suggestions = (await coach.get(`/studio/class/${classId}/reviews?filter=suggestions`))
      .body.data;
    for (const r of suggestions.list) assert.ok(r.suggestions.length > 0);
    const low = (await coach.get(`/studio/class/${classId}/reviews?filter=low`)).body.data;
    for (const r of low.list) assert.ok(r.score <= 3);
    const [row] = await t.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM reviews WHERE class_id = $1 AND score <= 3',
      [classId],
    );
    assert.equal(low.total_count, row!.n);
    assert.equal(
      (await coach.get(`/studio/class/${classId}/reviews?filter=drop%20table`)).status,
      400,
    );
  });

  it("refuses another coach's class, a learner and a visitor; an unknown class is 404", async () => {
    const theirs = await classOf(DEMO.coach.id, false);
    const coach = t.as(DEMO.coach.id);
    assert.equal((await coach.get(`/studio/feedback/${theirs}`)).status, 403);
    const refused = await coach.get(`/studio/class/${theirs}/reviews`);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.data, undefined);
    const mine = await classOf(DEMO.coach.id, true);
    assert.equal((await t.as(DEMO.learner.id).get(`/studio/class/${mine}/reviews`)).status, 403);
    assert.equal((await t.client().get(`/studio/class/${mine}/reviews`)).status, 401);
    assert.equal((await coach.get('/studio/class/999999/reviews')).status, 404);
  });
});

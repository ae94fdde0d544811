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

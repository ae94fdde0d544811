// The tests' named fixtures (@baeum/shared/testing/fixtures, read by the jest suites and the
// Playwright journeys) say what the seed really holds: the demo members sign in with them, the
// named classes are what their names say. A seed change that moves one fails here first.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  CLASSES,
  COACH,
  LEARNER,
  SEEDED_LEARNER_IDS,
  seededLearner,
} from '@baeum/shared/testing/fixtures';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

interface ClassRow {
  id: number;
  name: string;
  coach_id: number;
  open_flag: string;
  draft: boolean;
}

async function classRow(id: number): Promise<ClassRow | undefined> {
  const [row] = await t.db.query<ClassRow>(
    'SELECT id, name, coach_id, open_flag, draft FROM classes WHERE id = $1',
    [id],
  );
  return row;
}

describe('the named fixtures match the seed', () => {
  for (const member of [LEARNER, COACH]) {
    it(`${member.name} signs in with the fixture's phone and password and is who it says`, async () => {
      const client = await t.login(member.phone, member.password);
      const me = await client.get('/new/user/me');
      assert.equal(me.status, 200);
      assert.equal(me.body.data.user_id, member.id);
      assert.equal(me.body.data.user_info.user_name, member.name);
      assert.equal(me.body.data.email, member.email);
      assert.equal(me.body.data.coach_yn, member === COACH ? 'Y' : 'N');
    });
  }

  it('the first and last seeded learners sign in with the shared seed password', async () => {
    for (const id of [SEEDED_LEARNER_IDS.first, SEEDED_LEARNER_IDS.last]) {
      const { phone, password } = seededLearner(id);
      const me = await (await t.login(phone, password)).get('/new/user/me');
      assert.equal(me.body.data.user_id, id);
      assert.equal(me.body.data.coach_yn, 'N');
    }
  });

  it('the demo learner takes exactly the listed classes', async () => {
    const rows = await t.db.query<{ class_id: number }>(
      'SELECT class_id FROM enrollments WHERE user_id = $1 ORDER BY class_id',
      [LEARNER.id],
    );
    assert.deepEqual(
      rows.map((r) => r.class_id),
      [...CLASSES.learnerTakes].sort((a, b) => a - b),
    );
    assert.ok(CLASSES.learnerTakes.includes(CLASSES.takenByLearner.id));
    assert.ok(CLASSES.learnerTakes.includes(CLASSES.drawing.id));
  });

  it("the drawing class and the coach's class are the demo coach's, open and named", async () => {
    for (const named of [CLASSES.drawing, CLASSES.byCoach]) {
      const row = await classRow(named.id);
      assert.equal(row?.name, named.name);
      assert.equal(row?.coach_id, COACH.id);
      assert.equal(row?.open_flag, 'Y');
    }
  });

  it('the closed class is closed (not a draft) and the missing one does not exist', async () => {
    const closed = await classRow(CLASSES.closed.id);
    assert.equal(closed?.name, CLASSES.closed.name);
    assert.equal(closed?.open_flag, 'N');
    assert.equal(closed?.draft, false);
    assert.equal(await classRow(CLASSES.missing.id), undefined);
  });
});

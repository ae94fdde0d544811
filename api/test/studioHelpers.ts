// Shared by the studio tests (issue 36): classes made through the studio's own calls.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { DEMO, type Loose, type TestApp } from './helpers.ts';

export const COACH = DEMO.coach.id;

/** Another coach than the demo coach, and a learner who takes nothing of the demo coach's. */
export async function people(t: TestApp) {
  const [other] = await t.db.query<{ id: number }>(
    "SELECT id FROM users WHERE coach_yn = 'Y' AND id <> $1 AND status = 'active' ORDER BY id LIMIT 1",
    [COACH],
  );
  const learners = await t.db.query<{ id: number }>(
    `SELECT id FROM users WHERE coach_yn = 'N' AND id >= 50 AND status = 'active'
     AND id NOT IN (SELECT e.user_id FROM enrollments e JOIN classes c ON c.id = e.class_id WHERE c.coach_id = $1)
     ORDER BY id LIMIT 5`,
    [COACH],
  );
  return { otherCoach: other!.id, learners: learners.map((r) => r.id) };
}

/** A sub-category and its category (the first of the seed). */
export async function category(t: TestApp) {
  const [s] = await t.db.query<{ id: number; category_id: number }>(
    'SELECT id, category_id FROM sub_categories ORDER BY id LIMIT 1',
  );
  return { category: s!.category_id, sub_category: s!.id };
}

/** A valid new class's body, with `extra` fields over it. */
export async function classBody(t: TestApp, extra: Record<string, unknown> = {}) {
  return {
    title: '뜨개질로봇 만들기 첫걸음',
    summary: '실과 바늘로 움직이는 로봇을 만들어요.',
    description: '첫 줄\n둘째 줄 <b>굵게</b>는 글자 그대로예요.',
    ...(await category(t)),
    price: 39000,
    discount: 10,
    months: 3,
    ...extra,
  };
}

/** Creates a draft through the API and answers it. */
export async function createDraft(t: TestApp, extra: Record<string, unknown> = {}, coach = COACH) {
  const res = await t.as(coach).post('/new/studio/classes', await classBody(t, extra));
  assert.equal(res.status, 200, res.text);
  return res.body.data as Loose;
}

/** Adds a section with one text lesson; answers the curriculum. */
export async function addLesson(t: TestApp, classId: number, coach = COACH) {
  const sec = await t.as(coach).post(`/new/studio/classes/${classId}/sections`, { title: '1장' });
  assert.equal(sec.status, 200, sec.text);
  const sectionId = sec.body.data.sections.at(-1).section_id;
  const les = await t.as(coach).post(`/new/studio/classes/${classId}/lessons`, {
    section_id: sectionId,
    title: '시작하기',
    kind: 'text',
  });
  assert.equal(les.status, 200, les.text);
  return les.body.data as Loose;
}

/** A published class of the demo coach, made through the studio. */
export async function publishedClass(t: TestApp, extra: Record<string, unknown> = {}) {
  const c = await createDraft(t, extra);
  await addLesson(t, c.class_id);
  const res = await t.as(COACH).post(`/new/studio/classes/${c.class_id}/publish`);
  assert.equal(res.status, 200, res.text);
  return res.body.data as Loose;
}

export const pay = (t: TestApp, userId: number, classId: number) =>
  t.as(userId).post('/payment/test', {
    class_id: classId,
    idempotency_key: randomUUID(),
    card_number: '4242424242424242',
  });

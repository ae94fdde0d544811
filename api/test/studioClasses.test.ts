// The studio's classes (issue 36): draft → 공개 → 판매 종료, edits, and who may do what.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isKoreanMessage, startTestApp, type Res, type TestApp } from './helpers.ts';
import { msg } from '../src/messages.ts';
import {
  COACH,
  addLesson,
  category,
  classBody,
  createDraft,
  pay,
  people,
  publishedClass,
} from './studioHelpers.ts';

let t: TestApp;
let who: Awaited<ReturnType<typeof people>>;
before(async () => {
  t = await startTestApp();
  who = await people(t);
});
after(() => t.close());

const search = async (keyword: string) =>
  (await t.client().post('/rec/api/v2/class/search', { keyword })).body.data.list.map(
    (c: { class_id: number }) => c.class_id,
  );
const categoryPage = async (q: { category: number; sub_category: number }) =>
  (
    await t.client().get('/category/class', { query: { ...q, sort_item: 'latest', limit: 50 } })
  ).body.data.class_list.map((c: { class_id: number }) => c.class_id);

function refused(res: Res, status: number, message?: string) {
  assert.equal(res.status, status, res.text);
  assert.equal(res.body.code, status);
  assert.ok(isKoreanMessage(res.body.message), res.body.message);
  if (message) assert.equal(res.body.message, message);
  assert.equal(res.body.data, undefined, 'no data in a refusal');
}

describe('a draft', () => {
  it('is created with the fields, stored as plain text, and seen by its coach only', async () => {
    const c = await createDraft(t);
    assert.equal(c.status, 'draft');
    assert.equal(c.title, '뜨개질로봇 만들기 첫걸음');
    assert.equal(c.description, '첫 줄\n둘째 줄 <b>굵게</b>는 글자 그대로예요.');
    assert.deepEqual([c.price, c.discount, c.months], [39000, 10, 3]);
    assert.match(c.photo, /\/images\/class\/\d+\.webp$/);
    const preview = await t.as(COACH).get('/class-summary', { query: { class_id: c.class_id } });
    assert.equal(preview.status, 200);
    assert.equal(preview.body.data.status, 'draft');
    for (const client of [t.client(), t.as(who.learners[0]!), t.as(who.otherCoach)])
      refused(await client.get('/class-summary', { query: { class_id: c.class_id } }), 404);
    assert.ok(!(await search('뜨개질로봇')).includes(c.class_id));
    refused(await pay(t, who.learners[0]!, c.class_id), 409);
    refused(await t.as(who.learners[0]!).form(`/have/${c.class_id}`, { mode: 'add' }), 404);
    const list = await t.as(COACH).get('/new/studio/classes');
    assert.equal(list.body.data.list[0].class_id, c.class_id);
  });

  it('is not published without a summary, a description and a lesson (409)', async () => {
    const c = await createDraft(t, { summary: '', description: '' });
    const res = await t.as(COACH).post(`/new/studio/classes/${c.class_id}/publish`);
    refused(res, 409, msg.studioPublishMissing('한 줄 소개, 클래스 소개, 강의 1개 이상'));
  });
});

describe('publishing and closing', () => {
  it('a published class is found by search and its category page at the next request', async () => {
    const cat = await category(t);
    const c = await createDraft(t, { title: '퀼트로봇 공방 입문반' });
    await addLesson(t, c.class_id);
    // Both lists are read (and cached) before the class is published.
    assert.ok(!(await search('퀼트로봇')).includes(c.class_id));
    assert.ok(!(await categoryPage(cat)).includes(c.class_id));
    const res = await t.as(COACH).post(`/new/studio/classes/${c.class_id}/publish`);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.status, 'published');
    assert.ok((await search('퀼트로봇')).includes(c.class_id));
    assert.ok((await categoryPage(cat)).includes(c.class_id));
    refused(await t.as(COACH).post(`/new/studio/classes/${c.class_id}/publish`), 409);
  });

  it('closing hides it, refuses purchase and new reviews; its learners keep the classroom', async () => {
    const c = await publishedClass(t, { title: '자수로봇 공방 심화반' });
    const [learner, outsider] = who.learners;
    assert.equal((await pay(t, learner!, c.class_id)).status, 200);
    assert.ok((await search('자수로봇')).includes(c.class_id));
    const closed = await t.as(COACH).post(`/new/studio/classes/${c.class_id}/close`);
    assert.equal(closed.status, 200, closed.text);
    assert.equal(closed.body.data.status, 'closed');
    assert.ok(!(await search('자수로봇')).includes(c.class_id));
    refused(await pay(t, outsider!, c.class_id), 409, msg.classClosed);
    refused(
      await t
        .as(outsider!)
        .post(`/review/class/${c.class_id}`, { score: 5, pros_content: '좋아요 좋아요' }),
      409,
      msg.classClosed,
    );
    assert.equal((await t.as(learner!).get(`/new/classroom/${c.class_id}`)).status, 200);
    refused(await t.as(COACH).post(`/new/studio/classes/${c.class_id}/close`), 409);
    // 공개 again.
    const again = await t.as(COACH).post(`/new/studio/classes/${c.class_id}/publish`);
    assert.equal(again.body.data.status, 'published');
    assert.ok((await search('자수로봇')).includes(c.class_id));
  });
});

describe('editing', () => {
  it('a new price is for new buyers: a payment keeps its own amount', async () => {
    const c = await publishedClass(t, { title: '가격변경로봇 클래스' });
    const paid = await pay(t, who.learners[1]!, c.class_id);
    assert.equal(paid.status, 200, paid.text);
    const before = paid.body.data;
    const edit = await t
      .as(COACH)
      .request('PATCH', `/new/studio/classes/${c.class_id}`, { price: 99000, discount: 0 });
    assert.equal(edit.status, 200, edit.text);
    assert.equal(edit.body.data.price, 99000);
    const receipt = await t.as(who.learners[1]!).get(`/payment/${before.payment_id}`);
    assert.equal(receipt.body.data.amount, before.amount);
    // The class page shows the new price at once.
    const page = await t.client().get('/class-summary', { query: { class_id: c.class_id } });
    assert.equal(page.body.data.original_price, 99000);
  });

  it('checks categories, the cover photo and empty changes', async () => {
    const c = await createDraft(t);
    const path = `/new/studio/classes/${c.class_id}`;
    const [other] = await t.db.query<{ id: number }>(
      'SELECT s.id FROM sub_categories s WHERE s.category_id <> $1 LIMIT 1',
      [c.category],
    );
    const edit = (body: object) => t.as(COACH).request('PATCH', path, body);
    assert.match((await edit({ category: 999_999 })).body.message, /\(category\)/);
    assert.match((await edit({ sub_category: other!.id })).body.message, /\(sub_category\)/);
    assert.equal((await edit({ photo: '/images/uploads/aaaaaaaaaaaaaaaaaaaaaaaa' })).status, 400);
    assert.equal((await edit({ photo: 'javascript:alert(1)' })).status, 400);
    assert.equal((await edit({})).status, 400);
    assert.equal((await edit({ title: '  새 제목입니다  ' })).body.data.title, '새 제목입니다');
    const reset = await edit({ photo: null });
    assert.match(reset.body.data.photo, /\/images\/class\/\d+\.webp$/);
  });

  it('a published class keeps its summary and description', async () => {
    const c = await publishedClass(t, { title: '요약유지로봇 클래스' });
    const res = await t
      .as(COACH)
      .request('PATCH', `/new/studio/classes/${c.class_id}`, { summary: '' });
    assert.equal(res.status, 409, res.text);
  });
});

describe('only the class’s coach (per route)', () => {
  it('another coach and a learner get 403, a visitor 401, and no data', async () => {
    const c = await createDraft(t);
    const id = c.class_id;
    const body = await classBody(t);
    const routes: [string, string, object?][] = [
      ['GET', `/new/studio/classes/${id}`],
      ['PATCH', `/new/studio/classes/${id}`, { title: '남의 클래스 제목' }],
      ['POST', `/new/studio/classes/${id}/publish`],
      ['POST', `/new/studio/classes/${id}/close`],
      ['GET', `/new/studio/classes/${id}/curriculum`],
      ['POST', `/new/studio/classes/${id}/sections`, { title: '남의 섹션' }],
      ['PUT', `/new/studio/classes/${id}/curriculum/order`, { sections: [] }],
      ['GET', `/new/studio/classes/${id}/learners`],
      ['GET', `/new/studio/sales?class_id=${id}`],
    ];
    for (const [method, path, payload] of routes) {
      refused(await t.as(who.otherCoach).request(method, path, payload), 403);
      refused(await t.as(who.learners[0]!).request(method, path, payload), 403);
      refused(await t.client().request(method, path, payload), 401);
    }
    for (const [method, path, payload] of [
      ['GET', '/new/studio/classes'],
      ['POST', '/new/studio/classes', body],
      ['GET', '/new/studio/sales'],
    ] as const) {
      refused(await t.as(who.learners[0]!).request(method, path, payload), 403, msg.coachOnly);
      refused(await t.client().request(method, path, payload), 401);
    }
    const after = await t.db.query<{ name: string; status: string }>(
      'SELECT name, draft FROM classes WHERE id = $1',
      [id],
    );
    assert.equal(after[0]!.name, c.title, 'nothing changed');
    refused(await t.as(COACH).get('/new/studio/classes/999999'), 404);
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

describe('events', () => {
  it('lists every event in pilot/appMain with its state, the ongoing ones first', async () => {
    const res = await t.client().get('/pilot/appMain');
    assert.equal(res.status, 200);
    const list = res.body.data.event_list as { event_id: number; state: string; kind: string }[];
    assert.ok(list.length >= 6);
    const states = list.map((e) => e.state);
    const firstEnded = states.indexOf('ended');
    assert.ok(firstEnded > 0, 'an ended event is seeded');
    assert.ok(
      states.slice(firstEnded).every((s) => s === 'ended'),
      'ended ones come last',
    );
    assert.ok(list.some((e) => e.kind === 'month'));
  });

  it('every web banner that points at an event points at an ongoing one with classes', async () => {
    const banners = (await t.client().get('/pilot/appMainWeb')).body.data.banner_list as {
      link: string;
    }[];
    const eventLinks = banners.map((b) => /^\/event\/(\d+)$/.exec(b.link)?.[1]).filter(Boolean);
    assert.ok(eventLinks.length >= 2);
    for (const eventId of eventLinks) {
      const res = await t.client().get(`/event/${eventId}`);
      assert.equal(res.status, 200);
      assert.equal(res.body.data.info.state, 'ongoing');
      assert.ok(res.body.data.list.length > 0);
      assert.ok(res.body.data.info.bgcolor.startsWith('#'));
    }
  });

  it("gives a monthly event this month's categories and classes", async () => {
    const list = (await t.client().get('/pilot/appMain')).body.data.event_list;
    const month = list.find((e: { kind: string }) => e.kind === 'month');
    const res = await t.as(DEMO.learner.id).get(`/event/${month.event_id}`);
    assert.equal(res.status, 200);
    const m = res.body.data.month;
    assert.match(m.month, /^\d{4}-\d{2}$/);
    assert.ok(m.category_list.length >= 2);
    const counted = m.category_list.reduce((s: number, c: { count: number }) => s + c.count, 0);
    assert.equal(counted, m.class_list.length);
    for (const c of m.class_list) {
      assert.ok(
        m.category_list.some((k: { category: number }) => k.category === c.category),
        `class ${c.class_id}'s category is listed`,
      );
    }
  });

  it('keeps an ended event answerable without its classes; unknown and bad ids are refused', async () => {
    const list = (await t.client().get('/pilot/appMain')).body.data.event_list;
    const ended = list.find((e: { state: string }) => e.state === 'ended');
    const res = await t.client().get(`/event/${ended.event_id}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.data.info.state, 'ended');
    assert.deepEqual(res.body.data.list, []);
    assert.equal((await t.client().get('/event/99999')).status, 404);
    assert.equal((await t.client().get('/event/abc')).status, 400);
    assert.equal((await t.client().get('/event/0')).status, 400);
  });
});

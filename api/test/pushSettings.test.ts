import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { APP_PUSH_FLAGS } from '@baeum/shared/validation';
import { LEARNERS, isKoreanMessage, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const flagsOf = (data: Record<string, unknown>) =>
  Object.fromEntries(APP_PUSH_FLAGS.map((f) => [f, data[f]]));
const allOff = Object.fromEntries(APP_PUSH_FLAGS.map((f) => [f, false]));

describe('push settings (/push_settings)', () => {
  it('answers the eight flags of spec §3, every one OFF for a member who never changed them', async () => {
    const c = t.as(LEARNERS[0]!);
    const res = await c.get('/push_settings');
    assert.equal(res.status, 200);
    assert.equal(res.body.data.user_id, LEARNERS[0]);
    assert.deepEqual(flagsOf(res.body.data), allOff);
    assert.equal(res.body.data.updated_at, null);
    assert.deepEqual(Object.keys(flagsOf(res.body.data)).sort(), [...APP_PUSH_FLAGS].sort());
  });

  it('changes only the flags sent, keeps them, and keeps them per member', async () => {
    const c = t.as(LEARNERS[1]!);
    const put = await c.put('/push_settings', { chat: true, reply: 'Y' });
    assert.equal(put.status, 200);
    assert.deepEqual(flagsOf(put.body.data), { ...allOff, chat: true, reply: true });
    assert.ok(put.body.data.updated_at);

    const off = await c.put('/push_settings', { chat: false });
    assert.deepEqual(flagsOf(off.body.data), { ...allOff, reply: true });
    assert.deepEqual(flagsOf((await c.get('/push_settings')).body.data), {
      ...allOff,
      reply: true,
    });
    // Another member's flags are their own.
    assert.deepEqual(flagsOf((await t.as(LEARNERS[2]!).get('/push_settings')).body.data), allOff);
  });

  it('two switches flipped at the same moment both stay', async () => {
    const c = t.as(LEARNERS[3]!);
    const answers = await Promise.all([
      c.put('/push_settings', { advertising: true }),
      c.put('/push_settings', { point: true }),
      c.put('/push_settings', { community: true }),
    ]);
    for (const a of answers) assert.equal(a.status, 200);
    assert.deepEqual(flagsOf((await c.get('/push_settings')).body.data), {
      ...allOff,
      advertising: true,
      point: true,
      community: true,
    });
  });

  it('takes the form encoding too (Y/N, true/false)', async () => {
    const c = t.as(LEARNERS[4]!);
    const res = await c.request(
      'PUT',
      '/push_settings',
      { friend: 'Y', cheer: 'true' },
      { form: true },
    );
    assert.equal(res.status, 200);
    assert.deepEqual(flagsOf(res.body.data), { ...allOff, friend: true, cheer: true });
  });

  it('refuses nothing to change, a value that is not on/off and an unknown flag, in Korean', async () => {
    const c = t.as(LEARNERS[5]!);
    for (const body of [
      {},
      { chat: 'maybe' },
      { chat: 1 },
      { chat: null },
      { chat: true, admin: true },
      { 'chat = true, user_id': true },
    ]) {
      const res = await c.put('/push_settings', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.ok(isKoreanMessage(res.body.message), res.body.message);
    }
    assert.match(
      (await c.put('/push_settings', { chat: true, admin: true })).body.message,
      /admin/,
    );
    assert.deepEqual(flagsOf((await c.get('/push_settings')).body.data), allOff);
  });

  it('needs a member, a valid session and the XSRF header', async () => {
    assert.equal((await t.client().get('/push_settings')).status, 401);
    assert.equal((await t.client().put('/push_settings', { chat: true })).status, 401);
    const bad = t.client();
    bad.token = 'v1.not.a-token';
    assert.equal((await bad.get('/push_settings')).status, 470);
    const c = t.as(LEARNERS[6]!);
    assert.equal((await c.put('/push_settings', { chat: true }, { noXsrf: true })).status, 403);
    assert.deepEqual(flagsOf((await c.get('/push_settings')).body.data), allOff);
  });
});

// Answers that depend on the member are kept by nobody (issue #33, item 14): whenever a
// credential was presented and looked at — points, a payment, notifications, the member's own
// page, a public list drawn for the member, and the errors of those — the answer says
// `Cache-Control: private, no-store`. Public answers keep their own policy.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO, startTestApp, type Client, type TestApp } from './helpers.ts';

let t: TestApp;
let member: Client;
before(async () => {
  t = await startTestApp();
  member = await t.login(DEMO.learner.phone, DEMO.learner.password);
});
after(() => t.close());

const PRIVATE = 'private, no-store';

describe('Cache-Control of answers that depend on the member', () => {
  for (const path of ['/coin_point/1', '/api/v3/notify/1', '/payment/999999', '/new/user/me']) {
    it(`${path}: private, no-store`, async () => {
      const res = await member.get(path);
      assert.ok(res.status === 200 || res.status === 404, `${path}: ${res.status}`);
      assert.equal(res.headers.get('cache-control'), PRIVATE);
    });
  }

  it('the credential as ?hash= too; a refused credential (470) as well', async () => {
    const login = await t.client().form('/login/Auth', {
      user_id: DEMO.learner.phone,
      passwd: DEMO.learner.password,
    });
    const hash: string = login.body.data.hash;
    const viaQuery = await t.client().get('/coin_point/1', { query: { hash } });
    assert.equal(viaQuery.status, 200);
    assert.equal(viaQuery.headers.get('cache-control'), PRIVATE);
    const forged = t.client();
    forged.token = 'v2.e30.AAAA';
    const refused = await forged.get('/coin_point/1');
    assert.equal(refused.status, 470);
    assert.equal(refused.headers.get('cache-control'), PRIVATE);
  });

  it('a public list drawn for a member is private; the same list for a visitor is not', async () => {
    const mine = await member.get('/category/class', { query: { category: 1 } });
    assert.equal(mine.status, 200);
    assert.equal(mine.headers.get('cache-control'), PRIVATE);
    const theirs = await t.client().get('/category/class', { query: { category: 1 } });
    assert.equal(theirs.status, 200);
    assert.doesNotMatch(theirs.headers.get('cache-control') ?? '', /no-store|private/);
  });

  it('a public answer that never looks at the credential keeps its own policy', async () => {
    const image = await member.get('/images/class/1/small.svg');
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('cache-control'), 'public, max-age=86400');
    const list = await member.get('/category');
    assert.doesNotMatch(list.headers.get('cache-control') ?? '', /no-store|private/);
  });

  it('log-in and the token lookup hand out credentials: private, no-store', async () => {
    const c = t.client();
    const login = await c.form('/login/Auth', {
      user_id: DEMO.learner.phone,
      passwd: DEMO.learner.password,
    });
    assert.equal(login.headers.get('cache-control'), PRIVATE);
    const lookup = await c.get('/new/auth/token');
    assert.ok(lookup.body.data.token);
    assert.equal(lookup.headers.get('cache-control'), PRIVATE);
  });
});

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../src/config.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
before(async () => {
  t = await startTestApp({ devRoutes: false });
});
after(() => t.close());

describe('development routes', () => {
  it('are off unless ENABLE_DEV_ROUTES=1, and never in production', () => {
    assert.equal(loadConfig({ NODE_ENV: 'test' }).devRoutes, false);
    assert.equal(loadConfig({ NODE_ENV: 'development' }).devRoutes, false);
    assert.equal(loadConfig({ NODE_ENV: 'test', ENABLE_DEV_ROUTES: '1' }).devRoutes, true);
    assert.equal(
      loadConfig({ NODE_ENV: 'production', ENABLE_DEV_ROUTES: '1', TOKEN_SECRET: 'x'.repeat(40) })
        .devRoutes,
      false,
    );
  });

  it('when off, no SMS code and no tracking record can be read back', async () => {
    const sent = await t.client().form('/ajaxSendAuth', { phone: '010-2222-7777' });
    assert.equal(sent.status, 200);
    assert.equal(
      (await t.client().get('/dev/sms/last', { query: { phone: '01022227777' } })).status,
      404,
    );
    assert.equal((await t.client().get('/new/classu/web', { query: { uuid: 'x' } })).status, 404);
    // Nor the development mailbox, the test 알림톡 records or the outbox's deliveries (issue #47).
    for (const [path, query] of [
      ['/dev/mailbox', { to: 'learner@baeum.test' }],
      ['/dev/alimtalk', { phone: '01022227777' }],
      ['/dev/deliveries', { state: 'dead' }],
    ] as const)
      assert.equal((await t.client().get(path, { query })).status, 404);
  });
});

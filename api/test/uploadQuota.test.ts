// The daily upload quota holds under parallel uploads (issue #33, item 3): each upload's quota
// check and its row are serialised per member, so 30 uploads sent at once never store more
// bytes than the quota allows.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { defaultLimits } from '../src/config.ts';
import { startTestApp, type TestApp } from './helpers.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SIZE = 256 * 1024;
const QUOTA = 4 * SIZE + SIZE / 2; // room for 4 photos, not 5

function photo(): FormData {
  const bytes = Buffer.concat([PNG, Buffer.alloc(SIZE - PNG.length, 7)]);
  const form = new FormData();
  form.append('photo', new Blob([bytes], { type: 'image/png' }), 'a.png');
  return form;
}

describe('daily upload quota under parallel uploads', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({
      limits: {
        ...defaultLimits,
        uploadUser: { max: 1000, windowMs: 60_000 },
        uploadGlobal: { max: 1000, windowMs: 60_000 },
      },
      uploadQuotaBytes: QUOTA,
    });
  });
  after(() => t.close());

  it('30 parallel uploads of one member never store more bytes than the quota', async () => {
    const c = t.as(70);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => c.request('POST', '/photo', undefined, { raw: photo() })),
    );
    const statuses = results.map((r) => r.status);
    assert.ok(
      statuses.every((s) => s === 200 || s === 413),
      statuses.join(','),
    );
    const [row] = await t.db.query<{ n: number; bytes: number }>(
      'SELECT COUNT(*)::int AS n, COALESCE(SUM(size), 0)::int AS bytes FROM uploads WHERE user_id = 70',
    );
    assert.ok(row!.bytes <= QUOTA, `${row!.n} uploads, ${row!.bytes} bytes > quota ${QUOTA}`);
    // The quota is used, not refused wholesale: exactly as many as fit were accepted.
    assert.equal(row!.n, 4);
    assert.equal(statuses.filter((s) => s === 200).length, 4);
  });
});

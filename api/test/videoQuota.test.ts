// The per-coach video quota holds under parallel uploads (issue 36, h-upload): each creation's
// quota check and its reservation run under the coach's advisory lock, so 10 uploads started at
// once never reserve more bytes than the quota.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from './helpers.ts';
import { COACH } from './studioHelpers.ts';
import { CLIP, create, videoLesson } from './videoHelpers.ts';

const QUOTA = Math.floor(CLIP.length * 3.5); // room for 3 clips, not 4

describe('per-coach video quota under parallel uploads', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ videoQuotaBytes: QUOTA });
  });
  after(() => t.close());

  it('10 parallel uploads of one coach never reserve more than the quota (5 rounds)', async () => {
    const target = await videoLesson(t);
    const c = t.as(COACH);
    // A race shows only sometimes: five rounds of ten, the reservations cleared between them.
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all(
        Array.from({ length: 10 }, () => create(c, target, CLIP.length)),
      );
      const statuses = results.map((r) => r.status);
      assert.ok(
        statuses.every((s) => s === 201 || s === 413),
        statuses.join(','),
      );
      const [row] = await t.db.query<{ n: number; bytes: number }>(
        `SELECT COUNT(*)::int AS n, COALESCE(SUM(size), 0)::float8 AS bytes FROM lesson_uploads
         WHERE coach_id = $1 AND state = 'uploading'`,
        [COACH],
      );
      assert.ok(
        row!.bytes <= QUOTA,
        `round ${round}: ${row!.n} uploads, ${row!.bytes} bytes > ${QUOTA}`,
      );
      assert.equal(row!.n, 3);
      assert.equal(statuses.filter((s) => s === 201).length, 3);
      const refused = results.find((r) => r.status === 413)!;
      assert.equal(refused.body.code, 413);
      assert.match(refused.body.message, /저장 공간/);
      await t.db.query(
        "UPDATE lesson_uploads SET state = 'cancelled' WHERE coach_id = $1 AND state = 'uploading'",
        [COACH],
      );
    }
  });
});

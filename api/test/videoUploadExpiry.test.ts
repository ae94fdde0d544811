// Abandoned lesson video uploads expire (issue 36, h-journey): an upload not finished within
// VIDEO_UPLOAD_EXPIRE_MS of its start is marked failed by the sweep (a pg-boss schedule every 10
// minutes, issue 45), which frees its quota reservation and deletes its bytes; tus announces the
// time (Upload-Expires) and the upload cannot be resumed after it. Mock time; PGlite and
// PostgreSQL.
import { after, before, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { VIDEO_UPLOAD_EXPIRY } from '../src/services/videoUploadExpiry.ts';
import { isKoreanMessage, startTestApp, type TestApp } from './helpers.ts';
import { COACH } from './studioHelpers.ts';
import { CLIP, create, head, patch, videoLesson } from './videoHelpers.ts';

const MIN = 60_000;
const EXPIRE = 60 * MIN;

describe('an abandoned video upload', () => {
  let t: TestApp;
  let start: number;
  before(async () => {
    // The clock is mocked from the start, so the test moves it.
    start = Date.now();
    mock.timers.enable({ apis: ['Date'], now: start });
    t = await startTestApp({
      videoQuotaBytes: Math.floor(CLIP.length * 1.5),
      videoUploadExpireMs: EXPIRE,
    });
  });
  after(async () => {
    mock.timers.reset();
    await t.close();
  });

  const stateOf = async (id: string) =>
    (
      await t.db.query<{ state: string; reason: string | null }>(
        'SELECT state, reason FROM lesson_uploads WHERE id = $1',
        [id],
      )
    )[0]!;
  /** Moves the clock on by `ms` and runs the sweep (its schedule: every 10 minutes). */
  const pass = async (ms: number) => {
    mock.timers.tick(ms);
    await t.app.ctx.jobs.runNow(VIDEO_UPLOAD_EXPIRY);
  };

  it('expires after VIDEO_UPLOAD_EXPIRE_MS: its quota is freed, its bytes deleted, no resume', async () => {
    const target = await videoLesson(t);
    const c = t.as(COACH);
    const up = await create(c, target, CLIP.length);
    assert.equal(up.status, 201);
    assert.equal(up.headers.get('upload-expires'), new Date(start + EXPIRE).toUTCString());
    const half = Math.floor(CLIP.length / 2);
    assert.equal((await patch(c, up.id, 0, CLIP.subarray(0, half))).status, 204);
    const file = path.join(t.config.uploadDir, 'tus', up.id);
    assert.ok(existsSync(file));
    // The reservation fills the quota: a second upload is refused.
    assert.equal((await create(c, target, CLIP.length)).status, 413);

    // Before its time it stays.
    await pass(50 * MIN);
    assert.equal((await stateOf(up.id)).state, 'uploading');
    assert.ok(existsSync(file));

    // Past it, the next sweep expires it.
    await pass(20 * MIN);
    const row = await stateOf(up.id);
    assert.equal(row.state, 'failed');
    assert.match(row.reason!, /만료/);
    assert.equal(existsSync(file), false);
    assert.equal(existsSync(`${file}.json`), false);

    // The coach (a fresh session: the clock moved) cannot resume it, and has the room again.
    const later = t.as(COACH);
    const resumed = await patch(later, up.id, half, CLIP.subarray(half));
    assert.equal(resumed.status, 410);
    assert.ok(isKoreanMessage(resumed.body.message), JSON.stringify(resumed.body));
    assert.ok([404, 410].includes((await head(later, up.id)).status));
    const status = await later.get(`/new/studio/uploads/${up.id}/status`);
    assert.equal(status.body.data.state, 'failed');
    assert.match(status.body.data.reason, /1시간이 지나 만료/);
    assert.equal((await create(later, target, CLIP.length)).status, 201);
  });
});

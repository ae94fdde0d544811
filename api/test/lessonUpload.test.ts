// Lesson video uploads (issue 36, h-upload): tus resumable uploads under /new/studio/uploads, the
// first-bytes check, who may upload, and the background job that makes the lesson playable.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { startTestApp, type TestApp } from './helpers.ts';
import { COACH, people } from './studioHelpers.ts';
import {
  CLIP,
  PNG,
  create,
  cutPatch,
  head,
  patch,
  settled,
  UPLOADS,
  uploadWhole,
  videoLesson,
} from './videoHelpers.ts';

describe('lesson video upload (tus)', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ videoUploadLimit: 1024 * 1024, mediaPollSec: 0.5 });
  });
  after(() => t.close());

  it('an upload cut at 50 % resumes (HEAD offset, PATCH the rest) and the lesson gets the same bytes', async () => {
    const target = await videoLesson(t);
    const c = t.as(COACH);
    const made = await create(c, target, CLIP.length);
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.match(made.headers.get('location')!, /^\/_api\/new\/studio\/uploads\/[0-9a-f]{24}$/);
    const half = Math.floor(CLIP.length / 2);
    await cutPatch(c, made.id, 0, CLIP.subarray(0, half), CLIP.length);

    // After a reload: ask where it stopped and send the rest (again if a write was still closing).
    let offset = -1;
    for (let i = 0; i < 20; i++) {
      const h = await head(c, made.id);
      assert.equal(h.status, 200);
      assert.equal(Number(h.headers.get('upload-length')), CLIP.length);
      offset = Number(h.headers.get('upload-offset'));
      assert.ok(offset > 0 && offset <= half, `offset ${offset}`);
      const st = await c.get(`${UPLOADS}/${made.id}/status`);
      assert.equal(st.body.data.state, 'uploading');
      const rest = await patch(c, made.id, offset, CLIP.subarray(offset));
      if (rest.status === 204) {
        assert.equal(Number(rest.headers.get('upload-offset')), CLIP.length);
        break;
      }
      assert.equal(rest.status, 409, JSON.stringify(rest.body));
      await new Promise((r) => setTimeout(r, 100));
    }

    const done = await settled(c, made.id);
    assert.equal(done.state, 'ready', JSON.stringify(done));
    assert.equal(done.mime, 'video/mp4');
    assert.ok(done.duration_sec >= 10 && done.duration_sec <= 40, String(done.duration_sec));
    const [lesson] = await t.db.query<{ media_key: string; duration_sec: number }>(
      'SELECT media_key, duration_sec FROM lessons WHERE id = $1',
      [target.lessonId],
    );
    assert.equal(lesson!.media_key, made.id);
    assert.equal(lesson!.duration_sec, done.duration_sec);
    const stored = await t.app.ctx.uploads.open(made.id);
    assert.ok(stored);
    assert.ok((await buffer(stored.stream)).equals(CLIP), 'the stored video differs from the clip');
    // The tus copy is gone once the video is in the store.
    assert.equal(existsSync(path.join(t.config.uploadDir, 'tus', made.id)), false);
  });

  it('a PNG or a text file named .mp4 is refused by its bytes (415) and nothing is kept', async () => {
    const target = await videoLesson(t);
    const c = t.as(COACH);
    for (const bytes of [
      PNG,
      Buffer.from('이건 영상이 아니에요. just text pretending to be an mp4'),
    ]) {
      const made = await create(c, target, bytes.length);
      assert.equal(made.status, 201);
      const res = await patch(c, made.id, 0, bytes);
      assert.equal(res.status, 415);
      assert.equal(res.body.code, 415);
      assert.match(res.body.message, /MP4 또는 WebM/);
      const st = await c.get(`${UPLOADS}/${made.id}/status`);
      assert.equal(st.body.data.state, 'failed');
      assert.equal(existsSync(path.join(t.config.uploadDir, 'tus', made.id)), false);
    }
    const [lesson] = await t.db.query<{ media_key: string | null }>(
      'SELECT media_key FROM lessons WHERE id = $1',
      [target.lessonId],
    );
    assert.equal(lesson!.media_key, null);
  });

  it('a file starting like an MP4 that ffprobe cannot read fails with a Korean reason', async () => {
    const target = await videoLesson(t);
    const c = t.as(COACH);
    const fake = Buffer.concat([CLIP.subarray(0, 32), Buffer.alloc(4000, 1)]);
    const id = await uploadWhole(c, target, fake);
    const done = await settled(c, id);
    assert.equal(done.state, 'failed');
    assert.match(done.reason, /영상을 읽을 수 없어요/);
  });

  it('another coach, a learner and a visitor cannot upload to the class or touch its upload', async () => {
    const target = await videoLesson(t);
    const { otherCoach, learners } = await people(t);
    const other = await create(t.as(otherCoach), target, CLIP.length);
    assert.equal(other.status, 403);
    assert.equal(other.body.code, 403);
    assert.equal((await create(t.as(learners[0]!), target, CLIP.length)).status, 403);
    assert.equal((await create(t.client(), target, CLIP.length)).status, 401);

    const mine = await create(t.as(COACH), target, CLIP.length);
    assert.equal(mine.status, 201);
    assert.equal((await head(t.as(otherCoach), mine.id)).status, 403);
    assert.equal((await patch(t.as(otherCoach), mine.id, 0, CLIP)).status, 403);
    assert.equal((await t.as(otherCoach).get(`${UPLOADS}/${mine.id}/status`)).status, 403);
    assert.equal((await patch(t.client(), mine.id, 0, CLIP)).status, 401);
    const [row] = await t.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM lesson_uploads WHERE lesson_id = $1',
      [target.lessonId],
    );
    assert.equal(row!.n, 1);
  });

  it('a file over the size limit (413), without a length or a lesson (400) is refused at creation', async () => {
    const target = await videoLesson(t);
    const c = t.as(COACH);
    const big = await create(c, target, 1024 * 1024 + 1);
    assert.equal(big.status, 413);
    assert.match(big.body.message, /1MB/);
    assert.equal((await create(c, target, 100, 'filename YS5tcDQ=')).status, 400);
    assert.equal((await create(c, { ...target, lessonId: 999_999 }, 100)).status, 404);
  });

  it('cancel (DELETE) frees the upload', async () => {
    const target = await videoLesson(t);
    const c = t.as(COACH);
    const made = await create(c, target, CLIP.length);
    assert.equal((await patch(c, made.id, 0, CLIP.subarray(0, 1000))).status, 204);
    const del = await c.request('DELETE', `${UPLOADS}/${made.id}`, undefined, {
      headers: { 'tus-resumable': '1.0.0' },
    });
    assert.equal(del.status, 204, del.text);
    const st = await c.get(`${UPLOADS}/${made.id}/status`);
    assert.equal(st.body.data.state, 'cancelled');
    assert.equal(existsSync(path.join(t.config.uploadDir, 'tus', made.id)), false);
  });
});

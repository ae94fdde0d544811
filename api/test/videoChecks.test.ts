// What the lesson-video job accepts (issue 45, point 8): it decodes every stream, not only the
// container's header, so a truncated MP4, a single still frame (or only a cover picture) fails
// with a Korean reason, and the length is what the streams hold, not a start offset or a claimed
// duration. A class is published only when every video lesson has its video. The test videos are
// made with ffmpeg on the spot. PGlite and PostgreSQL.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { msg } from '../src/messages.ts';
import { isKoreanMessage, startTestApp, type TestApp } from './helpers.ts';
import { COACH } from './studioHelpers.ts';
import { ffmpegFixture, settled, uploadWhole, videoLesson, type Fixture } from './videoHelpers.ts';

describe('the video job decodes what it accepts', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ mediaPollSec: 0.5 });
  });
  after(() => t.close());

  const upload = async (kind: Fixture) => {
    const target = await videoLesson(t);
    const id = await uploadWhole(t.as(COACH), target, ffmpegFixture(kind));
    const done = await settled(t.as(COACH), id);
    const [lesson] = await t.db.query<{ media_key: string | null; duration_sec: number }>(
      'SELECT media_key, duration_sec FROM lessons WHERE id = $1',
      [target.lessonId],
    );
    return { done, lesson: lesson! };
  };

  it('a good 3 s clip is ready, 3 s long', async () => {
    const { done, lesson } = await upload('good');
    assert.equal(done.state, 'ready', done.reason);
    assert.equal(done.duration_sec, 3);
    assert.equal(lesson.duration_sec, 3);
  });

  for (const [kind, reason] of [
    ['truncated', msg.videoBroken],
    ['still', msg.videoStill],
    ['cover-art', msg.videoNotPlayable],
  ] as const) {
    it(`a ${kind} file fails with a Korean reason and the lesson stays without video`, async () => {
      const { done, lesson } = await upload(kind);
      assert.equal(done.state, 'failed');
      assert.equal(done.reason, reason);
      assert.ok(isKoreanMessage(done.reason), done.reason);
      assert.equal(lesson.media_key, null);
    });
  }

  it('a clip whose timestamps start at 80,000 s is as long as its streams', async () => {
    const { done, lesson } = await upload('offset');
    assert.equal(done.state, 'ready', done.reason);
    assert.equal(done.duration_sec, 3);
    assert.equal(lesson.duration_sec, 3);
  });
});

describe('publishing a class with video lessons', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ mediaPollSec: 0.5 });
  });
  after(() => t.close());

  it('needs every video lesson to have its video (409 naming the lesson), then publishes', async () => {
    const target = await videoLesson(t);
    const publish = () => t.as(COACH).post(`/new/studio/classes/${target.classId}/publish`);
    const refused = await publish();
    assert.equal(refused.status, 409, refused.text);
    assert.equal(refused.body.message, msg.studioPublishVideoNotReady("'영상 강의'"));

    // A video that fails processing does not count either.
    const bad = await uploadWhole(t.as(COACH), target, ffmpegFixture('still'));
    assert.equal((await settled(t.as(COACH), bad)).state, 'failed');
    assert.equal((await publish()).status, 409);

    const good = await uploadWhole(t.as(COACH), target, ffmpegFixture('good'));
    assert.equal((await settled(t.as(COACH), good)).state, 'ready');
    const res = await publish();
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.status, 'published');
  });
});

// Uploads that cannot be hijacked (issue 45, points 1, 9 and 6): a lesson-video upload is reached
// by its own address only (tus must not read another id out of the query string or an encoded
// slash), tus extensions the service does not offer are refused with a 4xx, and the store's
// lesson videos and captions are not served by the public image route.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buffer } from 'node:stream/consumers';
import { msg } from '../src/messages.ts';
import { isKoreanMessage, startTestApp, type TestApp } from './helpers.ts';
import { COACH, people } from './studioHelpers.ts';
import {
  CLIP,
  CLIP_B,
  PNG,
  create,
  head,
  patch,
  send,
  settled,
  UPLOADS,
  uploadWhole,
  videoLesson,
} from './videoHelpers.ts';

const HALF = 1000;

let t: TestApp;
before(async () => {
  t = await startTestApp({ videoUploadLimit: 1024 * 1024, mediaPollSec: 0.5 });
});
after(() => t.close());

/** A 4xx in the Korean envelope (HEAD answers carry no body). */
function refused(res: { status: number; body: unknown }, what: string, method: string) {
  assert.ok(res.status >= 400 && res.status < 500, `${what}: ${res.status} ${String(res.body)}`);
  if (method === 'HEAD') return;
  const body = res.body as { code: number; message: string };
  assert.equal(body.code, res.status, what);
  assert.ok(isKoreanMessage(body.message), `${what}: ${body.message}`);
}

/** An upload of `coach` with its first HALF bytes of `clip` sent. */
async function halfUpload(coach: number, clip: Buffer) {
  const c = t.as(coach);
  const made = await create(c, await videoLesson(t, coach), clip.length);
  assert.equal(made.status, 201, JSON.stringify(made.body));
  assert.equal((await patch(c, made.id, 0, clip.subarray(0, HALF))).status, 204);
  return made.id;
}

const stateOf = async (id: string) =>
  (await t.db.query<{ state: string }>('SELECT state FROM lesson_uploads WHERE id = $1', [id]))[0]!
    .state;

describe('an upload is reached by its own address only', () => {
  it('HEAD, PATCH and DELETE of my upload with another id in the query or an encoded slash: 4xx, theirs untouched', async () => {
    const { otherCoach } = await people(t);
    const victim = await halfUpload(COACH, CLIP);
    const mine = await halfUpload(otherCoach, CLIP_B);
    const attacker = t.as(otherCoach);
    const tails = [
      `?x=/${victim}`,
      `?x=/${victim}/`,
      `?x=%2F/${victim}`,
      `?x=%2F${victim}`,
      `?x=%2f${victim}`,
      `?x=%252F${victim}`,
      `?x=%252f${victim}`,
      `/?x=/${victim}`,
      `%2F${victim}`,
      `%2f${victim}`,
      `%252F${victim}`,
      `%252f${victim}`,
    ];
    for (const tail of tails) {
      const url = `${UPLOADS}/${mine}${tail}`;
      const write = {
        'upload-offset': String(HALF),
        'content-type': 'application/offset+octet-stream',
      };
      refused(await send(attacker, 'HEAD', url, {}), `HEAD ${url}`, 'HEAD');
      const body = CLIP_B.subarray(HALF, HALF + 2000);
      refused(await send(attacker, 'PATCH', url, write, body), `PATCH ${url}`, 'PATCH');
      refused(await send(attacker, 'DELETE', url, {}), `DELETE ${url}`, 'DELETE');
    }
    // The query form answers why.
    const why = await send(attacker, 'HEAD', `${UPLOADS}/${mine}?x=/${victim}`, {});
    assert.equal(why.status, 400);
    const patched = await send(
      attacker,
      'PATCH',
      `${UPLOADS}/${mine}?x=/${victim}`,
      { 'upload-offset': String(HALF), 'content-type': 'application/offset+octet-stream' },
      CLIP_B.subarray(HALF, HALF + 2000),
    );
    assert.equal(patched.body.message, msg.videoUploadAddress);

    // Neither upload moved: both still uploading at HALF bytes.
    for (const [who, id] of [
      [COACH, victim],
      [otherCoach, mine],
    ] as const) {
      const h = await head(t.as(who), id);
      assert.equal(h.status, 200);
      assert.equal(Number(h.headers.get('upload-offset')), HALF, id);
      assert.equal(await stateOf(id), 'uploading');
    }
    // The victim finishes; the lesson's video is exactly its own clip.
    const rest = await patch(t.as(COACH), victim, HALF, CLIP.subarray(HALF));
    assert.equal(rest.status, 204, JSON.stringify(rest.body));
    const done = await settled(t.as(COACH), victim);
    assert.equal(done.state, 'ready', JSON.stringify(done));
    const stored = await t.app.ctx.uploads.open(victim);
    assert.ok(stored);
    assert.ok((await buffer(stored.stream)).equals(CLIP), 'the victim’s video was changed');
  });

  it('tus extensions the service does not offer (Upload-Concat, Upload-Defer-Length): 400 in Korean', async () => {
    const target = await videoLesson(t);
    const c = t.as(COACH);
    const b64 = (v: string | number) => Buffer.from(String(v)).toString('base64');
    const metadata = `class_id ${b64(target.classId)},lesson_id ${b64(target.lessonId)}`;
    const mine = await halfUpload(COACH, CLIP);
    const attempts: [string, string, Record<string, string>][] = [
      [
        'POST',
        UPLOADS,
        { 'upload-concat': 'partial', 'upload-length': '5000', 'upload-metadata': metadata },
      ],
      ['POST', UPLOADS, { 'upload-concat': `final;${UPLOADS}/${mine} ${UPLOADS}/${mine}` }],
      [
        'POST',
        UPLOADS,
        { 'upload-concat': `final;${UPLOADS}/${mine}`, 'upload-metadata': metadata },
      ],
      ['POST', UPLOADS, { 'upload-defer-length': '1', 'upload-metadata': metadata }],
      ['HEAD', `${UPLOADS}/${mine}`, { 'upload-concat': 'partial' }],
      ['DELETE', `${UPLOADS}/${mine}`, { 'upload-concat': 'partial' }],
    ];
    for (const [method, url, headers] of attempts) {
      const res = await send(c, method, url, headers);
      assert.equal(res.status, 400, `${method} ${JSON.stringify(headers)}: ${res.status}`);
      refused(res, `${method} ${JSON.stringify(headers)}`, method);
    }
    const concat = await send(c, 'PATCH', `${UPLOADS}/${mine}`, {
      'upload-concat': 'partial',
      'upload-offset': String(HALF),
      'content-type': 'application/offset+octet-stream',
    });
    assert.equal(concat.status, 400);
    assert.equal(concat.body.message, msg.videoUploadUnsupported);
    // Nothing was created, and the upload the headers named is as it was.
    const [row] = await t.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM lesson_uploads WHERE lesson_id = $1',
      [target.lessonId],
    );
    assert.equal(row!.n, 0);
    assert.equal(Number((await head(c, mine)).headers.get('upload-offset')), HALF);
    assert.equal(await stateOf(mine), 'uploading');
  });
});

describe('/images/uploads serves images only', () => {
  it('a ready lesson video and its captions: 404 there, served through the classroom; a photo: 200', async () => {
    const target = await videoLesson(t);
    const c = t.as(COACH);
    const videoId = await uploadWhole(c, target, CLIP);
    assert.equal((await settled(c, videoId)).state, 'ready');
    const form = new FormData();
    form.append(
      'captions',
      new Blob(['WEBVTT\n\n00:00.000 --> 00:02.000\n안녕하세요\n']),
      'ko.vtt',
    );
    const put = await c.request(
      'PUT',
      `/new/studio/classes/${target.classId}/lessons/${target.lessonId}/captions`,
      undefined,
      { raw: form },
    );
    assert.equal(put.status, 200, put.text);
    const [lesson] = await t.db.query<{ media_key: string; captions_key: string }>(
      'SELECT media_key, captions_key FROM lessons WHERE id = $1',
      [target.lessonId],
    );
    assert.equal(lesson!.media_key, videoId);

    for (const key of [lesson!.media_key, lesson!.captions_key]) {
      for (const who of [t.client(), c]) {
        const res = await who.get(`/images/uploads/${key}`);
        assert.equal(res.status, 404, `${key}: ${res.status}`);
        assert.ok(isKoreanMessage(res.body.message));
      }
    }

    // The class's own route still serves them (to its coach here).
    const answer = await c.get(`/new/classroom/${target.classId}/lessons/${target.lessonId}`);
    assert.equal(answer.status, 200, answer.text);
    const local = (url: string) => url.replace(t.config.publicBase, '');
    const media = await fetch(t.base + local(answer.body.data.media.url));
    assert.equal(media.status, 200);
    assert.ok(Buffer.from(await media.arrayBuffer()).equals(CLIP));
    const vtt = await fetch(t.base + local(answer.body.data.captions[0].url));
    assert.equal(vtt.status, 200);

    // An ordinary uploaded photo is still public.
    const photo = new FormData();
    photo.append('photo', new Blob([PNG], { type: 'image/png' }), 'a.png');
    const up = await t.as(60).request('POST', '/photo', undefined, { raw: photo });
    assert.equal(up.status, 200, up.text);
    const shown = await t.client().get(local(String(up.body.data.photo_url)));
    assert.equal(shown.status, 200);
    assert.equal(shown.headers.get('content-type'), 'image/png');
    assert.match(shown.headers.get('cache-control') ?? '', /immutable/);
  });
});

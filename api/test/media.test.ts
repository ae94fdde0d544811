// Lesson media (issue 35): signed URLs (expiry, tampering, who they name) and HTTP Range answers
// (first, middle, suffix, unsatisfiable → 416), ETag, HEAD, captions.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isKoreanMessage, startTestApp, type Loose, type TestApp } from './helpers.ts';
import { CLASS, LEARNER, buy, lessonsOf, strangers } from './classroomHelpers.ts';
import { MEDIA_URL_TTL_SEC, SEED_MEDIA_DIR, signedMediaUrl } from '../src/services/lessonMedia.ts';

let t: TestApp;
let video: { id: number; key: string };
let file: Buffer;
before(async () => {
  t = await startTestApp();
  const [row] = await t.db.query<{ id: number; key: string }>(
    `SELECT id, media_key AS key FROM lessons WHERE class_id = $1 AND kind = 'video' AND NOT free_preview ORDER BY id LIMIT 1`,
    [CLASS],
  );
  video = row!;
  file = readFileSync(path.join(SEED_MEDIA_DIR, video.key.replace(/^seed\//, '')));
});
after(() => t.close());

/** The API's own path of a URL handed out under PUBLIC_BASE (/_api). */
const local = (url: string) => url.replace(/^\/_api/, '');

async function lessonMedia(userId: number | null, lessonId: number): Promise<Loose> {
  const who = userId === null ? t.client() : t.as(userId);
  const res = await who.get(`/new/classroom/${CLASS}/lessons/${lessonId}`);
  assert.equal(res.status, 200, res.text);
  return res.body.data;
}

async function fetchMedia(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await fetch(t.base + local(url), { method, headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

function refused(got: { res: Response; bytes: Buffer }, want: number) {
  assert.equal(got.res.status, want, got.bytes.toString());
  const body = JSON.parse(got.bytes.toString());
  assert.equal(body.code, want);
  assert.ok(isKoreanMessage(body.message));
}

describe('Range', () => {
  it('the whole file: 200, Accept-Ranges, ETag, private caching within the URL lifetime', async () => {
    const { media } = await lessonMedia(LEARNER, video.id);
    const { res, bytes } = await fetchMedia(media.url);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'video/mp4');
    assert.equal(res.headers.get('accept-ranges'), 'bytes');
    assert.equal(Number(res.headers.get('content-length')), file.length);
    assert.ok(bytes.equals(file));
    assert.match(res.headers.get('etag')!, /^"[0-9a-f]+-[0-9a-f]+"$/);
    const age = Number(/^private, max-age=(\d+)$/.exec(res.headers.get('cache-control')!)![1]);
    assert.ok(age > 0 && age <= MEDIA_URL_TTL_SEC);
    assert.ok(Date.parse(media.expires_at) - Date.now() <= MEDIA_URL_TTL_SEC * 1000);
  });

  it('first, middle and suffix ranges: 206 with Content-Range and exactly those bytes', async () => {
    const { media } = await lessonMedia(LEARNER, video.id);
    const size = file.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-1999', 1000, 1999],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      [`bytes=${size - 5}-${size + 100}`, size - 5, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const { res, bytes } = await fetchMedia(media.url, { range });
      assert.equal(res.status, 206, range);
      assert.equal(res.headers.get('content-range'), `bytes ${start}-${end}/${size}`);
      assert.equal(Number(res.headers.get('content-length')), end - start + 1);
      assert.ok(bytes.equals(file.subarray(start, end + 1)), range);
    }
  });

  it('416 for a range outside the file; a malformed or multiple range gets the whole file', async () => {
    const { media } = await lessonMedia(LEARNER, video.id);
    const size = file.length;
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`]) {
      const got = await fetchMedia(media.url, { range });
      refused(got, 416);
      assert.equal(got.res.headers.get('content-range'), `bytes */${size}`);
    }
    for (const range of ['bytes=abc', 'items=0-10', 'bytes=0-1,5-9']) {
      const { res, bytes } = await fetchMedia(media.url, { range });
      assert.equal(res.status, 200, range);
      assert.equal(bytes.length, size);
    }
  });

  it('ETag: If-None-Match → 304, If-Range of another version → the whole file; HEAD has no body', async () => {
    const { media } = await lessonMedia(LEARNER, video.id);
    const first = await fetchMedia(media.url, { range: 'bytes=0-9' });
    const etag = first.res.headers.get('etag')!;
    assert.equal((await fetchMedia(media.url, { 'if-none-match': etag })).res.status, 304);
    const same = await fetchMedia(media.url, { range: 'bytes=0-9', 'if-range': etag });
    assert.equal(same.res.status, 206);
    const changed = await fetchMedia(media.url, { range: 'bytes=0-9', 'if-range': '"other"' });
    assert.equal(changed.res.status, 200);
    const head = await fetchMedia(media.url, {}, 'HEAD');
    assert.equal(head.res.status, 200);
    assert.equal(Number(head.res.headers.get('content-length')), file.length);
    assert.equal(head.bytes.length, 0);
  });

  it('the Korean WebVTT captions', async () => {
    const { captions } = await lessonMedia(LEARNER, video.id);
    const { res, bytes } = await fetchMedia(captions[0].url);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/vtt; charset=utf-8');
    assert.match(bytes.toString('utf8'), /^WEBVTT[\s\S]*환영합니다/);
  });
});

describe('signed URLs', () => {
  it('expire: a URL signed 11 minutes ago is refused, one signed now works', async () => {
    const ctx = t.app.ctx;
    const stale = signedMediaUrl(ctx, video.id, 'video', LEARNER, Date.now() - 11 * 60_000);
    refused(await fetchMedia(stale.url), 403);
    const fresh = signedMediaUrl(ctx, video.id, 'video', LEARNER);
    assert.equal((await fetchMedia(fresh.url, { range: 'bytes=0-0' })).res.status, 206);
  });

  it('any change to a URL breaks it: signature, expiry, member, lesson, asset', async () => {
    const { media } = await lessonMedia(LEARNER, video.id);
    const url = new URL(media.url, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const changed = (f: (u: URL) => void) => {
      const u = new URL(url);
      f(u);
      return u.pathname + u.search;
    };
    const broken = [
      changed((u) => u.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1))),
      changed((u) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600))),
      changed((u) => u.searchParams.set('u', String(LEARNER + 1))),
      changed((u) => (u.pathname = u.pathname.replace(`/${video.id}/`, `/${video.id + 1}/`))),
      changed((u) => (u.pathname = u.pathname.replace('/video', '/captions'))),
      changed((u) => u.searchParams.delete('sig')),
    ];
    for (const b of broken) refused(await fetchMedia(b), 403);
  });

  it('only for members who may watch: no enrolment, a deleted lesson, a preview turned off', async () => {
    const [learner] = await strangers(t, CLASS, 1);
    const ctx = t.app.ctx;
    // A URL signed for someone who does not take the class (or for anyone, user 0) is refused.
    refused(await fetchMedia(signedMediaUrl(ctx, video.id, 'video', learner!).url), 403);
    refused(await fetchMedia(signedMediaUrl(ctx, video.id, 'video', 0).url), 403);
    await buy(t, learner!, CLASS);
    const { media } = await lessonMedia(learner!, video.id);
    assert.equal((await fetchMedia(media.url, { range: 'bytes=0-0' })).res.status, 206);
    await t.db.query('DELETE FROM enrollments WHERE user_id = $1 AND class_id = $2', [
      learner,
      CLASS,
    ]);
    refused(await fetchMedia(media.url), 403);

    // A free preview: anyone's URL works while it is a preview.
    const preview = (await lessonsOf(t, CLASS)).find((l) => l.free_preview && l.kind === 'video')!;
    const open = await lessonMedia(null, preview.id);
    assert.equal((await fetchMedia(open.media.url, { range: 'bytes=0-0' })).res.status, 206);
    await t.db.query('UPDATE lessons SET free_preview = false WHERE id = $1', [preview.id]);
    refused(await fetchMedia(open.media.url), 403);

    const mine = await lessonMedia(LEARNER, preview.id);
    await t.db.query('DELETE FROM lessons WHERE id = $1', [preview.id]);
    refused(await fetchMedia(mine.media.url), 404);
  });
});

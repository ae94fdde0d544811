// Shared by the lesson-video upload tests (issue 36, h-upload): a tus client that speaks the
// protocol byte for byte (create, HEAD, PATCH, a PATCH cut off mid-body) and a video lesson.
import assert from 'node:assert/strict';
import http from 'node:http';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEED_MEDIA_DIR } from '../src/services/lessonMedia.ts';
import type { Client, Loose, TestApp } from './helpers.ts';
import { COACH, createDraft } from './studioHelpers.ts';

export const CLIP = readFileSync(path.join(SEED_MEDIA_DIR, 'clip-2.mp4'));
export const CLIP_B = readFileSync(path.join(SEED_MEDIA_DIR, 'clip-4.mp4'));
export const UPLOADS = '/new/studio/uploads';
/** A 1×1 PNG: an image, not a video. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A draft class of `coach` with one section and one video lesson. */
export async function videoLesson(t: TestApp, coach = COACH) {
  const c = await createDraft(t, {}, coach);
  const sec = await t
    .as(coach)
    .post(`/new/studio/classes/${c.class_id}/sections`, { title: '1장' });
  assert.equal(sec.status, 200, sec.text);
  const les = await t.as(coach).post(`/new/studio/classes/${c.class_id}/lessons`, {
    section_id: sec.body.data.sections.at(-1).section_id,
    title: '영상 강의',
    kind: 'video',
  });
  assert.equal(les.status, 200, les.text);
  const lesson = les.body.data.sections.at(-1).lessons.at(-1);
  return { classId: c.class_id as number, lessonId: lesson.lesson_id as number };
}

const b64 = (v: string | number) => Buffer.from(String(v)).toString('base64');

interface Raw {
  status: number;
  headers: Headers;
  body: Loose;
}

/** The client's credentials as headers (Bearer, cookies, XSRF). */
async function auth(c: Client): Promise<Record<string, string>> {
  if (c.pending) await c.pending;
  const h: Record<string, string> = { 'tus-resumable': '1.0.0' };
  if (c.token) h.authorization = `Bearer ${c.token}`;
  h.cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  h['x-xsrf-token'] = c.cookies.get('XSRF-TOKEN') ?? '';
  return h;
}

export async function send(
  c: Client,
  method: string,
  p: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Raw> {
  const res = await fetch(c.base + p, {
    method,
    headers: { ...(await auth(c)), ...headers },
    body: body ? new Uint8Array(body) : undefined,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // empty
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/** POST: a new upload for a lesson; `id` from its Location. */
export async function create(
  c: Client,
  target: { classId: number; lessonId: number },
  size: number,
  metadata?: string,
) {
  const res = await send(c, 'POST', UPLOADS, {
    'upload-length': String(size),
    'upload-metadata':
      metadata ??
      `class_id ${b64(target.classId)},lesson_id ${b64(target.lessonId)},filename ${b64('강의.mp4')}`,
  });
  const id = res.headers.get('location')?.split('/').pop() ?? '';
  return { ...res, id };
}

export const head = (c: Client, id: string) => send(c, 'HEAD', `${UPLOADS}/${id}`, {});

export const patch = (c: Client, id: string, offset: number, bytes: Buffer) =>
  send(
    c,
    'PATCH',
    `${UPLOADS}/${id}`,
    { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    bytes,
  );

/**
 * A PATCH that announces every remaining byte but sends only `bytes` and then drops the
 * connection, as a network that goes away does.
 */
export async function cutPatch(
  c: Client,
  id: string,
  offset: number,
  bytes: Buffer,
  total: number,
) {
  const headers = {
    ...(await auth(c)),
    'upload-offset': String(offset),
    'content-type': 'application/offset+octet-stream',
    'content-length': String(total - offset),
  };
  const url = new URL(`${c.base}${UPLOADS}/${id}`);
  await new Promise<void>((resolve) => {
    const req = http.request(url, { method: 'PATCH', headers });
    req.on('error', () => resolve());
    req.on('response', (res) => {
      res.resume();
      res.on('end', resolve);
    });
    req.write(bytes, () => {
      // Give the server the bytes, then cut the line.
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 200);
    });
  });
}

/** Uploads a whole file in one PATCH; answers the upload id. */
export async function uploadWhole(
  c: Client,
  target: { classId: number; lessonId: number },
  bytes: Buffer,
) {
  const made = await create(c, target, bytes.length);
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const done = await patch(c, made.id, 0, bytes);
  assert.equal(done.status, 204, JSON.stringify(done.body));
  return made.id;
}

/** Asks for the status until the upload is ready or failed (the job runs in the background). */
export async function settled(c: Client, id: string, tries = 600): Promise<Loose> {
  for (let i = 0; i < tries; i++) {
    const res = await c.get(`${UPLOADS}/${id}/status`);
    assert.equal(res.status, 200, res.text);
    if (res.body.data.state === 'ready' || res.body.data.state === 'failed') return res.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`upload ${id} never settled`);
}

export type Fixture = 'good' | 'truncated' | 'still' | 'offset' | 'cover-art';

/**
 * A test video made with ffmpeg on the spot (no binaries in the repo): `good`, 3 s of moving
 * picture and sound (MP4, index first, as a streaming export writes it); `truncated`, its first
 * 60 %; `still`, one PNG frame encoded as an MP4; `offset`, the good clip with its timestamps
 * moved to start at 80,000 s (the container then claims 80,003 s); `cover-art`, 3 s of sound
 * with a picture attached as its cover.
 */
export function ffmpegFixture(kind: Fixture): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'baeum-fixture-'));
  const f = (name: string) => path.join(dir, name);
  const ff = (...args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
  const lavfi = (src: string) => ['-f', 'lavfi', '-i', src];
  const h264 = ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'];
  try {
    ff(...lavfi('color=red:size=64x64'), '-frames:v', '1', f('frame.png'));
    if (kind === 'still') {
      ff('-i', f('frame.png'), ...h264, f('out.mp4'));
      return readFileSync(f('out.mp4'));
    }
    if (kind === 'cover-art') {
      ff(
        ...lavfi('sine=frequency=440:duration=3'),
        '-i',
        f('frame.png'),
        ...['-map', '0', '-map', '1', '-c:a', 'aac', '-c:v', 'png'],
        ...['-disposition:v:0', 'attached_pic', f('out.mp4')],
      );
      return readFileSync(f('out.mp4'));
    }
    ff(
      ...lavfi('testsrc=size=160x120:rate=10'),
      ...lavfi('sine=frequency=440'),
      '-t',
      '3',
      ...h264,
      '-c:a',
      'aac',
      '-movflags',
      '+faststart',
      f('good.mp4'),
    );
    const good = readFileSync(f('good.mp4'));
    if (kind === 'good') return good;
    if (kind === 'truncated') return good.subarray(0, Math.floor(good.length * 0.6));
    ff('-i', f('good.mp4'), '-c', 'copy', '-output_ts_offset', '80000', f('out.mp4'));
    return readFileSync(f('out.mp4'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

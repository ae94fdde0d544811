// Shared by classroom.test.ts and media.test.ts: buying a class, finding people and lessons.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Loose, TestApp } from './helpers.ts';

/** Class 1 (「왕초보를 위한 아이패드 드로잉」): coach 2 teaches it, the demo learner (1) takes it. */
export const CLASS = 1;
export const COACH = 2;
export const LEARNER = 1;

/** Open seeded classes `n` learners (not the demo learner) do not take, and those learners. */
export async function strangers(t: TestApp, classId: number, n: number): Promise<number[]> {
  const rows = await t.db.query<{ id: number }>(
    `SELECT id FROM users WHERE coach_yn = 'N' AND id >= 50 AND status = 'active'
     AND id NOT IN (SELECT user_id FROM enrollments WHERE class_id = $1) ORDER BY id LIMIT $2`,
    [classId, n],
  );
  return rows.map((r) => r.id);
}

/** Another coach: one who does not teach the class. */
export async function otherCoach(t: TestApp, classId: number): Promise<number> {
  const rows = await t.db.query<{ id: number }>(
    `SELECT id FROM users WHERE coach_yn = 'Y' AND id <> (SELECT coach_id FROM classes WHERE id = $1)
     ORDER BY id LIMIT 1`,
    [classId],
  );
  return rows[0]!.id;
}

/** Buys the class through the test payment (a paid enrolment). */
export async function buy(t: TestApp, userId: number, classId: number): Promise<void> {
  const res = await t.as(userId).post('/payment/test', {
    class_id: classId,
    idempotency_key: randomUUID(),
    card_number: '4242424242424242',
  });
  assert.equal(res.status, 200, res.text);
}

export interface LessonRef {
  id: number;
  kind: 'video' | 'text';
  duration_sec: number;
  free_preview: boolean;
}

/** The class's lessons in classroom order (straight from the database). */
export async function lessonsOf(t: TestApp, classId: number): Promise<LessonRef[]> {
  return t.db.query<LessonRef>(
    `SELECT l.id, l.kind, l.duration_sec, l.free_preview FROM lessons l
     JOIN class_sections s ON s.id = l.section_id WHERE l.class_id = $1 ORDER BY s.seq, s.id, l.seq, l.id`,
    [classId],
  );
}

export const flat = (room: Loose): Loose[] => room.sections.flatMap((s: Loose) => s.lessons);

/** An open class with at least `min` lessons (the last such; tests buy it for fresh learners). */
export async function freshClass(t: TestApp, min: number): Promise<number> {
  const rows = await t.db.query<{ id: number }>(
    `SELECT c.id FROM classes c WHERE c.open_flag = 'Y' AND c.curriculum_cnt >= $1 ORDER BY c.id DESC LIMIT 1`,
    [min],
  );
  return rows[0]!.id;
}

/** The API's own path of a URL handed out under PUBLIC_BASE (/_api). */
export const localUrl = (url: string) => url.replace(/^\/_api/, '');

/**
 * Opens the lesson in the classroom as the member and, for a video, fetches `share` of its file
 * (from the start) through the signed URL in Range requests of `chunk` bytes, as a player does.
 * The bytes fetched.
 */
export async function openLesson(
  t: TestApp,
  userId: number,
  classId: number,
  lessonId: number,
  share = 1,
  chunk = 64 * 1024,
): Promise<number> {
  const res = await t.as(userId).get(`/new/classroom/${classId}/lessons/${lessonId}`);
  assert.equal(res.status, 200, res.text);
  const media = res.body.data.media as { url: string } | null;
  if (!media) return 0;
  const url = t.base + localUrl(media.url);
  const head = await fetch(url, { method: 'HEAD' });
  const size = Number(head.headers.get('content-length'));
  const want = Math.floor(size * share);
  let got = 0;
  for (let start = 0; start < want; start += chunk) {
    const end = Math.min(start + chunk, want) - 1;
    const part = await fetch(url, { headers: { range: `bytes=${start}-${end}` } });
    assert.equal(part.status, 206);
    got += (await part.arrayBuffer()).byteLength;
  }
  return got;
}

// The classroom's data (issue 35): who may enter a class, its lessons in order, and the
// progress rules — a lesson's position never moves back, a lesson is done at 90 % (a text lesson
// when the member says so), and the class's progress is done lessons / all lessons, kept in
// `enrollments.progress` (what the class page, /my and the reviews show).
import type { Db, Queryable } from '../db/types.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { msg } from '../messages.ts';

export interface ClassroomClass {
  id: number;
  name: string;
  photo: string;
  open_flag: string;
  coach_id: number;
  coach_name: string;
  coach_photo: string | null;
  enrolled: boolean;
}

export type Role = 'coach' | 'learner' | null;

export const roleOf = (c: ClassroomClass, userId: number | null): Role =>
  userId === null ? null : c.coach_id === userId ? 'coach' : c.enrolled ? 'learner' : null;

/** The class and whether `userId` takes it; 404 for an unknown class. */
export async function loadClass(db: Db, classId: number, userId: number | null) {
  const rows = await db.query<ClassroomClass>(
    `SELECT c.id, c.name, c.photo, c.open_flag, c.coach_id, COALESCE(u.nickname, u.name) AS coach_name,
            u.photo AS coach_photo,
            EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = $2 AND e.class_id = c.id) AS enrolled
     FROM classes c JOIN users u ON u.id = c.coach_id WHERE c.id = $1`,
    [classId, userId ?? 0],
  );
  if (!rows[0]) throw notFound('클래스');
  return rows[0];
}

/** 403 for a member who does not take the class, with the way to buy it while it is open. */
export function notEnrolled(c: ClassroomClass): ApiError {
  const open = c.open_flag === 'Y';
  return new ApiError(403, open ? msg.classroomNotEnrolled : msg.classroomClosed, {
    checkout: open ? { class_id: c.id, link: `/class/open_class/${c.id}` } : null,
  });
}

export interface LessonRow {
  id: number;
  class_id: number;
  section_id: number;
  section_seq: number;
  section_title: string;
  seq: number;
  title: string;
  kind: 'video' | 'text';
  duration_sec: number;
  media_key: string | null;
  captions_key: string | null;
  notes: string;
  free_preview: boolean;
}

const LESSON_SELECT = `SELECT l.id, l.class_id, l.section_id, s.seq AS section_seq, s.title AS section_title, l.seq,
  l.title, l.kind, l.duration_sec, l.media_key, l.captions_key, l.notes, l.free_preview
  FROM lessons l JOIN class_sections s ON s.id = l.section_id`;
const LESSON_ORDER = 'ORDER BY s.seq, s.id, l.seq, l.id';

/** A class's lessons in order (sections by their order, lessons by theirs). */
export function classLessons(q: Queryable, classId: number): Promise<LessonRow[]> {
  return q.query<LessonRow>(`${LESSON_SELECT} WHERE l.class_id = $1 ${LESSON_ORDER}`, [classId]);
}

/** The lesson of the class: 404 when there is no such lesson, 400 when it is another class's. */
export async function lessonOf(q: Queryable, classId: number, lessonId: number) {
  const rows = await q.query<LessonRow>(`${LESSON_SELECT} WHERE l.id = $1`, [lessonId]);
  const lesson = rows[0];
  if (!lesson) throw notFound('강의');
  if (lesson.class_id !== classId) throw new ApiError(400, msg.lessonNotInClass);
  return lesson;
}

export interface ProgressRow {
  lesson_id: number;
  position_sec: number;
  done: boolean;
  updated_at: Date;
}

export function memberProgress(q: Queryable, userId: number, classId: number) {
  return q.query<ProgressRow>(
    `SELECT lesson_id, position_sec, done, updated_at FROM lesson_progress
     WHERE user_id = $1 AND class_id = $2`,
    [userId, classId],
  );
}

export interface ClassProgress {
  done: number;
  total: number;
  percent: number;
}

export const percentOf = (done: number, total: number) =>
  total > 0 ? Math.floor((100 * done) / total) : 0;

async function classProgress(q: Queryable, userId: number, classId: number) {
  const [row] = await q.query<{ done: number; total: number }>(
    `SELECT COUNT(*) FILTER (WHERE p.done)::int AS done, COUNT(*)::int AS total
     FROM lessons l LEFT JOIN lesson_progress p ON p.lesson_id = l.id AND p.user_id = $1
     WHERE l.class_id = $2`,
    [userId, classId],
  );
  const { done, total } = row ?? { done: 0, total: 0 };
  return { done, total, percent: percentOf(done, total) };
}

/**
 * Done: a video once the position reaches 90 % of its length (`done: true` alone does not count,
 * so a video is done only by getting to its end); a text lesson when the member says so.
 */
export const isDone = (lesson: LessonRow, position: number, said: boolean) =>
  lesson.kind === 'text' ? said : position * 10 >= lesson.duration_sec * 9;

/**
 * Records a position: the stored one becomes the larger of both (a late, older write never moves
 * it back; writes from two tabs end at the larger) and done never goes back. For a learner the
 * enrolment row is locked first, so that concurrent writes count the class's done lessons one at
 * a time, and then carries the class progress and where the learner left off.
 */
export async function recordProgress(
  db: Db,
  a: {
    userId: number;
    lesson: LessonRow;
    /** Seconds as the player reports them (stored rounded down). */
    position: number;
    done: boolean;
    learner: boolean;
  },
): Promise<{ position_sec: number; done: boolean; progress: ClassProgress }> {
  return db.transaction(async (tx) => {
    const { lesson } = a;
    if (a.learner)
      await tx.query('SELECT 1 FROM enrollments WHERE user_id = $1 AND class_id = $2 FOR UPDATE', [
        a.userId,
        lesson.class_id,
      ]);
    const [row] = await tx.query<{ position_sec: number; done: boolean }>(
      `INSERT INTO lesson_progress (user_id, lesson_id, class_id, position_sec, done, updated_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (user_id, lesson_id) DO UPDATE SET
         position_sec = GREATEST(lesson_progress.position_sec, EXCLUDED.position_sec),
         done = lesson_progress.done OR EXCLUDED.done,
         updated_at = now()
       RETURNING position_sec, done`,
      [
        a.userId,
        lesson.id,
        lesson.class_id,
        Math.floor(a.position),
        isDone(lesson, a.position, a.done),
      ],
    );
    const progress = await classProgress(tx, a.userId, lesson.class_id);
    if (a.learner)
      await tx.query(
        `UPDATE enrollments SET progress = $3, last_lesson_id = $4, last_position_sec = $5, last_watched_at = now()
         WHERE user_id = $1 AND class_id = $2`,
        [a.userId, lesson.class_id, progress.percent, lesson.id, row!.position_sec],
      );
    return { position_sec: row!.position_sec, done: row!.done, progress };
  });
}

/** Where the member left off: the enrolment's last lesson (the coach's: the latest write). */
export async function lastWatched(
  q: Queryable,
  userId: number,
  classId: number,
  role: Role,
  progress: ProgressRow[],
): Promise<{ lesson_id: number; position_sec: number } | null> {
  if (role === 'learner') {
    const [e] = await q.query<{ last_lesson_id: number | null; last_position_sec: number }>(
      'SELECT last_lesson_id, last_position_sec FROM enrollments WHERE user_id = $1 AND class_id = $2',
      [userId, classId],
    );
    return e?.last_lesson_id
      ? { lesson_id: e.last_lesson_id, position_sec: e.last_position_sec }
      : null;
  }
  const latest = [...progress].sort((x, y) => +new Date(y.updated_at) - +new Date(x.updated_at))[0];
  return latest ? { lesson_id: latest.lesson_id, position_sec: latest.position_sec } : null;
}

/** Keeps `enrollments.progress` in step when lessons were added or deleted since the last write. */
export async function syncEnrollmentProgress(
  q: Queryable,
  userId: number,
  classId: number,
  percent: number,
) {
  await q.query(
    'UPDATE enrollments SET progress = $3 WHERE user_id = $1 AND class_id = $2 AND progress <> $3',
    [userId, classId, percent],
  );
}

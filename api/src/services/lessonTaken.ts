// What the server handed out of a class (issue 45): the refund rule counts the lessons a member
// has *taken* — a video lesson once a third of its file has been served to the member by the
// media route (the union of the byte ranges served, so the same part twice counts once), a text
// lesson once the member opened it in the classroom. The player's reports (lesson_progress,
// "done") stay the learner's own view and are not counted here.
import { Transform, pipeline, type Readable } from 'node:stream';
import type { Db, Queryable } from '../db/types.ts';

/** A video lesson is taken once this share of its file has been served (numerator/denominator). */
export const TAKEN_SHARE = { served: 1, of: 3 } as const;

/** Lessons of the class the member has taken (SQL, for the member and class columns given). */
export const takenCountSql = (userCol: string, classCol: string) =>
  `(SELECT COUNT(*) FROM lesson_taken t WHERE t.user_id = ${userCol} AND t.class_id = ${classCol} AND t.taken_at IS NOT NULL)::int`;

/**
 * Adds the bytes [start, end) of the lesson's video to what the member was served (idempotent:
 * the union never grows by serving the same bytes again) and marks the lesson taken once the
 * union covers TAKEN_SHARE of the file. A new file for the lesson starts a new union.
 */
export async function recordServed(
  db: Db,
  a: {
    userId: number;
    lessonId: number;
    classId: number;
    mediaKey: string;
    size: number;
    start: number;
    end: number;
  },
): Promise<void> {
  if (a.end <= a.start || a.size <= 0) return;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO lesson_taken AS t (user_id, lesson_id, class_id, media_key, media_size, served)
       VALUES ($1, $2, $3, $4, $5, int8multirange(int8range($6::bigint, $7::bigint)))
       ON CONFLICT (user_id, lesson_id) DO UPDATE SET
         served = CASE WHEN t.media_key IS NOT DISTINCT FROM EXCLUDED.media_key
                       THEN t.served + EXCLUDED.served ELSE EXCLUDED.served END,
         media_key = EXCLUDED.media_key, media_size = EXCLUDED.media_size, updated_at = now()`,
      [a.userId, a.lessonId, a.classId, a.mediaKey, a.size, a.start, a.end],
    );
    await tx.query(
      `UPDATE lesson_taken SET taken_at = now()
       WHERE user_id = $1 AND lesson_id = $2 AND taken_at IS NULL AND media_size > 0
         AND (SELECT COALESCE(SUM(upper(r) - lower(r)), 0) FROM unnest(served) r) * $4 >= media_size * $3`,
      [a.userId, a.lessonId, TAKEN_SHARE.served, TAKEN_SHARE.of],
    );
  });
}

/** A text lesson opened by a learner: taken (once; the first time stays). */
export async function recordTextOpened(
  q: Queryable,
  userId: number,
  lesson: { id: number; class_id: number },
): Promise<void> {
  await q.query(
    `INSERT INTO lesson_taken (user_id, lesson_id, class_id, taken_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (user_id, lesson_id) DO UPDATE SET taken_at = COALESCE(lesson_taken.taken_at, now()), updated_at = now()`,
    [userId, lesson.id, lesson.class_id],
  );
}

/**
 * The response body for `source`, counting the bytes written to the response: `record(bytes)`
 * runs once, when the source ends (before the last chunk goes out, so a client that has the
 * whole body finds it counted) or when the response is cut short. A failed record is reported to
 * `onError` and the body is sent all the same.
 */
export function metered(
  source: Readable,
  record: (bytes: number) => Promise<void>,
  onError: (error: unknown) => void,
): Readable {
  let bytes = 0;
  let recorded = false;
  let held: Buffer | null = null;
  const once = async () => {
    if (recorded) return;
    recorded = true;
    if (bytes > 0) await record(bytes);
  };
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      const out = held;
      held = chunk;
      done(null, out ?? undefined);
    },
    flush(done) {
      once().then(
        () => done(null, held ?? undefined),
        (error: unknown) => {
          onError(error);
          done(null, held ?? undefined);
        },
      );
    },
  });
  meter.once('close', () => {
    // Cut short (the player seeks away and closes the request): what went out so far.
    if (held) bytes -= held.length;
    held = null;
    once().catch(onError);
  });
  return pipeline(source, meter, () => {});
}

// Lesson video uploads a crash left between steps (issue 45, point 7). A finished upload becomes
// `processing` and gets its job in one transaction (routes/studioUploads.ts), so neither half can
// exist without the other; this schedule (every minute, and at every start) settles the rest:
//  - an upload still `uploading` whose bytes have all arrived (the process died after the last
//    byte was written and before that transaction committed) is finished the same way;
//  - an upload `processing` without a waiting or running job (left by an older release, or a job
//    pg-boss gave up on before the upload was settled) is queued again, or marked failed with a
//    Korean reason once it has been tried VIDEO_JOB_RETRIES + 1 times.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db, Queryable } from '../db/types.ts';
import { msg } from '../messages.ts';
import type { Jobs } from './jobs.ts';
import { VIDEO_JOB_RETRIES, VIDEO_QUEUE, type MediaJobs } from './videoJobs.ts';
import { removeTusFile, tusDirOf } from './videoProcess.ts';

export const VIDEO_RECOVERY = 'lesson-video-recovery';

/** Marks a fully arrived upload `processing` and queues its job, in one transaction. */
export async function finishUpload(
  db: Db,
  media: Pick<MediaJobs, 'enqueue'>,
  id: string,
  /** Tests only (TEST_KILL_AT=upload-finish): runs between the state change and the job. */
  between?: () => void,
): Promise<boolean> {
  return db.transaction(async (tx: Queryable) => {
    const moved = await tx.query(
      `UPDATE lesson_uploads SET state = 'processing', updated_at = now()
       WHERE id = $1 AND state = 'uploading' RETURNING id`,
      [id],
    );
    if (!moved[0]) return false;
    between?.();
    await media.enqueue(id, tx);
    return true;
  });
}

/** Answers what it did: uploads finished, re-queued and failed. */
export async function recoverVideoUploads(
  db: Db,
  jobs: Pick<Jobs, 'pending'>,
  media: Pick<MediaJobs, 'enqueue'>,
  uploadDir: string,
): Promise<{ finished: number; requeued: number; failed: number }> {
  const done = { finished: 0, requeued: 0, failed: 0 };
  const arrived = await db.query<{ id: string; size: number }>(
    `SELECT id, size::float8 AS size FROM lesson_uploads WHERE state = 'uploading'
     ORDER BY created_at LIMIT 500`,
  );
  for (const row of arrived) {
    const file = await stat(path.join(tusDirOf(uploadDir), row.id)).catch(() => null);
    if (file?.isFile() && file.size === row.size && (await finishUpload(db, media, row.id)))
      done.finished++;
  }
  const stuck = await db.query<{ id: string; attempts: number }>(
    `SELECT id, attempts FROM lesson_uploads WHERE state = 'processing'
     ORDER BY updated_at LIMIT 500`,
  );
  for (const row of stuck) {
    if ((await jobs.pending(VIDEO_QUEUE, { upload_id: row.id })) > 0) continue;
    if (row.attempts > VIDEO_JOB_RETRIES) {
      const failed = await db.query(
        `UPDATE lesson_uploads SET state = 'failed', reason = $2, updated_at = now()
         WHERE id = $1 AND state = 'processing' RETURNING id`,
        [row.id, msg.videoProcessStuck],
      );
      if (failed[0]) {
        await removeTusFile(uploadDir, row.id);
        done.failed++;
      }
      continue;
    }
    // A new round's job: the earlier job's id is taken by its finished row.
    await media.enqueue(row.id, undefined, row.attempts + 1);
    done.requeued++;
  }
  return done;
}

// Abandoned lesson video uploads (issue 36, h-journey). An upload reserves its declared length
// against the coach's quota when it begins; one that never finishes would keep that reservation
// forever. tus's expiration extension tells the client when an upload expires (`Upload-Expires`,
// from its creation) and refuses it after that; this sweep, a schedule on the job queue
// (services/jobs.ts: every 10 minutes and at every start), marks such uploads `failed` (freeing
// the quota) and deletes their bytes.
import type { Db } from '../db/types.ts';
import { msg } from '../messages.ts';
import { removeTusFile } from './videoProcess.ts';

const HOUR_MS = 60 * 60 * 1000;

export const VIDEO_UPLOAD_EXPIRY = 'lesson-video-upload-expiry';

/**
 * Expires the uploads still `uploading` that began more than `maxAgeMs` before `now`; answers
 * how many. One statement: two instances sweeping at once expire each upload once, and an upload
 * whose last byte arrived first (now `processing`) is left alone.
 */
export async function expireVideoUploads(
  db: Db,
  uploadDir: string,
  maxAgeMs: number,
  now = Date.now(),
): Promise<number> {
  const expired = await db.query<{ id: string }>(
    `UPDATE lesson_uploads SET state = 'failed', reason = $2, updated_at = now()
     WHERE state = 'uploading' AND created_at < $1 RETURNING id`,
    [new Date(now - maxAgeMs), msg.videoUploadExpired(Math.max(1, Math.round(maxAgeMs / HOUR_MS)))],
  );
  for (const { id } of expired) await removeTusFile(uploadDir, id);
  return expired.length;
}

// The background queue of lesson-video processing (issue 36, h-upload) on the API's job queue
// (services/jobs.ts, pg-boss): a finished upload's job is queued in the same transaction that
// marks it `processing` (issue 45), and a schedule finishes or reverts any upload a crash left
// between the steps (services/videoRecovery.ts).
import type { Queryable } from '../db/types.ts';
import type { Jobs } from './jobs.ts';

export { startBoss } from './jobs.ts';

export const VIDEO_QUEUE = 'lesson-video';

/** Tries of one job: a failure that is not the file's fault (a full disk) is tried again. */
export const VIDEO_JOB_RETRIES = 3;

export interface VideoJob {
  upload_id: string;
}

export interface MediaJobs {
  /**
   * Queues the processing of an upload, through `tx` when given; queuing it again while the job
   * exists does nothing.
   */
  enqueue(uploadId: string, tx?: Queryable, round?: number): Promise<void>;
  /** Stops taking jobs; `graceful` waits for the job in hand (a crash does not). */
  stop(graceful?: boolean): Promise<void>;
}

/**
 * The job's id, made from the upload's id and a round (0 for the first job; a re-queued upload
 * gets another): sending one upload twice in a round makes one job.
 */
export const jobIdOf = (uploadId: string, round = 0) => {
  const h = (uploadId + round.toString(16).padStart(8, '0')).slice(0, 32).padEnd(32, '0');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** The video queue on `jobs`, with this instance's worker when `work` is given. */
export function videoJobs(
  jobs: Jobs,
  config: { mediaJobExpireSec: number; mediaPollSec: number },
  work?: (uploadId: string, lastTry: boolean) => Promise<void>,
): MediaJobs {
  jobs.registerQueue<VideoJob>(VIDEO_QUEUE, {
    retries: VIDEO_JOB_RETRIES,
    expireSec: config.mediaJobExpireSec,
    pollSec: config.mediaPollSec,
    handler: work && ((data, lastTry) => work(data.upload_id, lastTry)),
  });
  return {
    enqueue: (uploadId, tx, round = 0) =>
      jobs.send(VIDEO_QUEUE, { upload_id: uploadId }, { id: jobIdOf(uploadId, round), tx }),
    stop: (graceful) => jobs.stop(graceful),
  };
}

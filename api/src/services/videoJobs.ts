// The background queue of lesson-video processing (issue 36, h-upload): pg-boss, a kept
// PostgreSQL-backed queue. Its jobs are rows in the database (schema `pgboss`), so an API restart
// mid-job loses nothing (an active job whose instance died expires and is retried), and a job is
// claimed with `FOR UPDATE SKIP LOCKED`, so two instances never take the same one. pg-boss 12 runs
// on PGlite too (its `pglite` backend and adapter), so the default one-process setup uses the same
// code as a PostgreSQL deployment.
import { fromPglite, PgBoss } from 'pg-boss';
import { advisoryXactLock } from '../db/locks.ts';
import { SCHEMA_LOCK } from '../db/migrate.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/types.ts';

export const VIDEO_QUEUE = 'lesson-video';

/** Tries of one job: a failure that is not the file's fault (a full disk) is tried again. */
export const VIDEO_JOB_RETRIES = 3;

export interface VideoJob {
  upload_id: string;
}

export interface MediaJobs {
  /** Queues the processing of an upload; queuing it again while the job exists does nothing. */
  enqueue(uploadId: string): Promise<void>;
  /** Stops taking jobs; `graceful` waits for the job in hand (a crash does not). */
  stop(graceful?: boolean): Promise<void>;
}

/** The job's id, made from the upload's id: sending one upload twice makes one job. */
export const jobIdOf = (uploadId: string) => {
  const h = uploadId.padEnd(32, '0');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

function bossOf(db: Db, config: Config): PgBoss {
  const native = db.native;
  if (!native) throw new Error('the job queue needs the database driver (Db.native)');
  const common = {
    superviseIntervalSeconds: config.mediaSuperviseSec,
    monitorIntervalSeconds: Math.max(config.mediaSuperviseSec, 60),
    schedule: false,
  };
  if (native.kind === 'pglite')
    return new PgBoss({ ...common, db: fromPglite(native.pglite), backend: 'pglite' });
  // The API's own pool: the same database (a test's own database too), no second pool.
  return new PgBoss({
    ...common,
    db: { executeSql: (text: string, values?: unknown[]) => native.pool.query(text, values) },
  });
}

/** A started pg-boss on the API's database (its schema created on first start). */
export async function startBoss(
  db: Db,
  config: Config,
  onError: (error: unknown) => void,
): Promise<PgBoss> {
  const boss = bossOf(db, config);
  boss.on('error', onError);
  // Several instances starting together on one PostgreSQL would race on pg-boss's own schema
  // (CREATE SCHEMA pgboss → 23505): the first start waits for the schema lock that migrations
  // take, held on one connection while pg-boss works on others. PGlite is one process.
  if (db.native?.kind === 'pg')
    await db.transaction(async (tx) => {
      await advisoryXactLock(tx, SCHEMA_LOCK);
      await boss.start();
    });
  else await boss.start();
  return boss;
}

/**
 * Starts the queue (creating pg-boss's schema on first start, under its advisory lock) and, when
 * `work` is given, a worker that hands each job's upload id to it: a throw is retried, up to
 * VIDEO_JOB_RETRIES; `work` learns whether this is the last try.
 */
export async function startMediaJobs(
  db: Db,
  config: Config,
  onError: (error: unknown) => void,
  work?: (uploadId: string, lastTry: boolean) => Promise<void>,
): Promise<MediaJobs> {
  const boss = await startBoss(db, config, onError);
  await boss.createQueue(VIDEO_QUEUE, {
    retryLimit: VIDEO_JOB_RETRIES,
    retryDelay: 5,
    expireInSeconds: Math.max(1, config.mediaJobExpireSec),
  });
  if (work) {
    await boss.work<VideoJob>(
      VIDEO_QUEUE,
      { pollingIntervalSeconds: Math.max(0.5, config.mediaPollSec), includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        await work(job.data.upload_id, job.retryCount >= VIDEO_JOB_RETRIES);
      },
    );
  }
  return {
    async enqueue(uploadId) {
      await boss.send(VIDEO_QUEUE, { upload_id: uploadId }, { id: jobIdOf(uploadId) });
    },
    async stop(graceful = true) {
      await boss.stop({ graceful, timeout: graceful ? 30_000 : 0, close: false });
    },
  };
}

// The API's background work on one pg-boss queue (issue 36, h-upload; issue 45): queues with
// workers (lesson videos, services/videoJobs.ts) and schedules (sweeps of what a crash or a
// client left behind). pg-boss is a kept PostgreSQL-backed queue: its jobs are rows in the
// database (schema `pgboss`), so an API restart mid-job loses nothing (an active job whose
// instance died expires and is retried), a job is claimed with `FOR UPDATE SKIP LOCKED` (two
// instances never take the same one), and a schedule's occurrence becomes one job however many
// instances run. pg-boss 12 runs on PGlite too (its `pglite` backend and adapter), so the
// default one-process setup uses the same code as a PostgreSQL deployment.
//
// Routes register their work while the app is built; `start` (the app's onReady) creates the
// queues, schedules and workers, and runs every schedule's handler once before the server
// listens (what a crash left is dealt with at start, not a cron tick later).
import { fromPglite, PgBoss, type Db as BossDb } from 'pg-boss';
import { advisoryXactLock } from '../db/locks.ts';
import { SCHEMA_LOCK } from '../db/migrate.ts';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/types.ts';

export interface QueueWork<T> {
  /** Tries of one job: a failure that is not the input's fault is tried again. */
  retries: number;
  /** Seconds an active job may run before it is taken as its instance's death and retried. */
  expireSec: number;
  /** Seconds between this instance's polls for a job. */
  pollSec: number;
  /** Runs one job; a throw is retried, up to `retries`. Absent: this instance only sends. */
  handler?: (data: T, lastTry: boolean) => Promise<void>;
}

export interface SendOptions {
  /** The job's id: sending the same id again while the job exists makes no second job. */
  id?: string;
  /** Queue through this transaction: the job exists exactly when the transaction commits. */
  tx?: Queryable;
}

export interface Jobs {
  /** A queue and (unless `work.handler` is absent) this instance's worker on it. */
  registerQueue<T extends object>(name: string, work: QueueWork<T>): void;
  /**
   * Runs `handler` on `cron` (5 fields, UTC) on one instance, and on every instance once at
   * start; a throw is logged and the next occurrence runs as usual. Names: [a-z0-9-].
   */
  registerSchedule(name: string, cron: string, handler: () => Promise<unknown>): void;
  /** Queues a job (after `start`). */
  send(queue: string, data: object, options?: SendOptions): Promise<void>;
  /** The queue's jobs that are waiting or running, whose data contains `data`. */
  pending(queue: string, data: object): Promise<number>;
  /** Runs a registered schedule's handler now, after the run under way (start, tests). */
  runNow(name: string): Promise<void>;
  /** The registered schedules as pg-boss holds them (name → cron). */
  schedules(): Promise<Record<string, string>>;
  /** Starts pg-boss, the queues and workers, and the schedules. */
  start(): Promise<void>;
  /** Runs every schedule's handler once (at start, before the server listens). */
  runAll(): Promise<void>;
  /** Stops taking jobs; `graceful` waits for the jobs in hand (a crash does not). */
  stop(graceful?: boolean): Promise<void>;
}

function bossOf(db: Db, config: Config, schedule: boolean): PgBoss {
  const native = db.native;
  if (!native) throw new Error('the job queue needs the database driver (Db.native)');
  const common = {
    superviseIntervalSeconds: config.mediaSuperviseSec,
    monitorIntervalSeconds: Math.max(config.mediaSuperviseSec, 60),
    schedule,
    // Schedules are minutes apart: a cron pass every 30 s is plenty (on PGlite every query runs
    // on the API's own thread).
    cronWorkerIntervalSeconds: 30,
  };
  if (native.kind === 'pglite')
    return new PgBoss({ ...common, db: fromPglite(native.pglite), backend: 'pglite' });
  // The API's own pool: the same database (a test's own database too), no second pool.
  return new PgBoss({
    ...common,
    db: { executeSql: (text: string, values?: unknown[]) => native.pool.query(text, values) },
  });
}

/**
 * A started pg-boss on the API's database (its schema created on first start, under the schema
 * lock). `createJobs` is the API's own; the outbox (services/outbox.ts) still starts a second.
 */
export async function startBoss(
  db: Db,
  config: Config,
  onError: (error: unknown) => void,
  schedule = false,
): Promise<PgBoss> {
  const b = bossOf(db, config, schedule);
  b.on('error', onError);
  // Several instances starting together on one PostgreSQL would race on pg-boss's own schema
  // (CREATE SCHEMA pgboss → 23505): the first start waits for the schema lock that migrations
  // take, held on one connection while pg-boss works on others. PGlite is one process.
  if (db.native?.kind === 'pg')
    await db.transaction(async (tx) => {
      await advisoryXactLock(tx, SCHEMA_LOCK);
      await b.start();
    });
  else await b.start();
  return b;
}

/** pg-boss's connection seam over one of our transactions. */
const through = (tx: Queryable): BossDb => ({
  executeSql: async (text: string, values?: unknown[]) => ({
    rows: await tx.query(text, values ?? []),
  }),
});

const LIVE = new Set(['created', 'retry', 'active']);

/** The queue every schedule sends its occurrences to (pg-boss `schedule` with a key). */
export const SCHEDULE_QUEUE = 'scheduled-work';

async function startQueue(b: PgBoss, name: string, work: QueueWork<object>) {
  await b.createQueue(name, {
    retryLimit: work.retries,
    retryDelay: 5,
    expireInSeconds: Math.max(1, work.expireSec),
  });
  const { handler } = work;
  if (!handler) return;
  await b.work<object>(
    name,
    { pollingIntervalSeconds: Math.max(0.5, work.pollSec), includeMetadata: true },
    async ([job]) => {
      if (job) await handler(job.data, job.retryCount >= work.retries);
    },
  );
}

export function createJobs(db: Db, config: Config, onError: (error: unknown) => void): Jobs {
  const queues = new Map<string, QueueWork<object>>();
  const schedules = new Map<string, { cron: string; handler: () => Promise<unknown> }>();
  const running = new Map<string, Promise<void>>();
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;
  let stopped = false;
  const started = () => {
    if (!boss) throw new Error('the job queue has not started');
    return boss;
  };

  /** One run of a schedule at a time in this instance: a slow one is not overlapped. */
  const runNow = (name: string): Promise<void> => {
    const entry = schedules.get(name);
    if (!entry) throw new Error(`no schedule ${name}`);
    const next = (running.get(name) ?? Promise.resolve())
      .then(() => entry.handler())
      .then(() => {}, onError);
    running.set(name, next);
    return next;
  };

  return {
    registerQueue(name, work) {
      queues.set(name, work as QueueWork<object>);
    },
    registerSchedule(name, cron, handler) {
      if (boss) throw new Error('schedules are registered before the job queue starts');
      schedules.set(name, { cron, handler });
    },
    async send(queue, data, options = {}) {
      await started().send(queue, data, {
        ...(options.id ? { id: options.id } : {}),
        ...(options.tx ? { db: through(options.tx) } : {}),
      });
    },
    async pending(queue, data) {
      const found = await started().findJobs(queue, { data });
      return found.filter((j) => LIVE.has(j.state)).length;
    },
    runNow,
    async schedules() {
      const rows = await started().getSchedules(SCHEDULE_QUEUE);
      return Object.fromEntries(rows.map((s) => [s.key, s.cron]));
    },
    start() {
      starting ??= (async () => {
        const b = await startBoss(db, config, onError, true);
        boss = b;
        for (const [name, work] of queues) await startQueue(b, name, work);
        // Every schedule sends to one queue (its name is the schedule's key): one poller for all.
        // A missed occurrence is not made up: the next one (and every start) does the same work.
        await b.createQueue(SCHEDULE_QUEUE, { retryLimit: 0, expireInSeconds: 15 * 60 });
        for (const [name, { cron }] of schedules)
          await b.schedule(
            SCHEDULE_QUEUE,
            cron,
            { name },
            { key: name, tz: 'UTC', missed: 'skip' },
          );
        await b.work<{ name: string }>(
          SCHEDULE_QUEUE,
          { pollingIntervalSeconds: 10 },
          async ([job]) => {
            if (job && schedules.has(job.data.name)) await runNow(job.data.name);
          },
        );
      })();
      return starting;
    },
    async runAll() {
      for (const name of schedules.keys()) await runNow(name);
    },
    async stop(graceful = true) {
      if (stopped) return;
      stopped = true;
      // A start under way (an app closed before it was ready) finishes first, then stops.
      await starting?.catch(() => {});
      await boss?.stop({ graceful, timeout: graceful ? 30_000 : 0, close: false });
      await Promise.all(running.values());
    },
  };
}

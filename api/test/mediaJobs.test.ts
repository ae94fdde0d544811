// The lesson-video job queue (issue 36, h-upload, pg-boss on PGlite and PostgreSQL): a job in
// the middle of its work when its API instance stops is done by the next instance, once; two
// instances on one database process each upload once.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { openPg } from '../src/db/pg.ts';
import type { Db } from '../src/db/types.ts';
import { jobIdOf } from '../src/services/videoJobs.ts';
import { startTestApp, type TestApp } from './helpers.ts';
import { COACH } from './studioHelpers.ts';
import { CLIP_B, uploadWhole, videoLesson } from './videoHelpers.ts';

const fast = { mediaJobExpireSec: 2, mediaSuperviseSec: 1, mediaPollSec: 0.5 };

interface Row {
  state: string;
  attempts: number;
  media_key: string | null;
}

async function rowOf(db: Db, id: string): Promise<Row> {
  const [row] = await db.query<Row>(
    `SELECT u.state, u.attempts, l.media_key FROM lesson_uploads u
     JOIN lessons l ON l.id = u.lesson_id WHERE u.id = $1`,
    [id],
  );
  return row!;
}

const jobsOf = (db: Db, id: string) =>
  db.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [jobIdOf(id)]);

/** Reads the row until the job has finished with it (it runs in the background). */
async function whenSettled(db: Db, id: string): Promise<Row> {
  for (let i = 0; i < 1200; i++) {
    const row = await rowOf(db, id);
    const jobs = await jobsOf(db, id);
    if (
      (row.state === 'ready' || row.state === 'failed') &&
      jobs.every((j) => j.state === 'completed' || j.state === 'failed')
    )
      return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`upload ${id} never settled`);
}

describe('video jobs survive a restart', () => {
  let t: TestApp;
  let second: FastifyInstance | null = null;
  before(async () => {
    t = await startTestApp(fast);
  });
  after(async () => {
    await second?.close();
    await t.close();
  });

  it('an API stopped mid-job: the next one finishes the job, once', async () => {
    const target = await videoLesson(t);
    let entered!: () => void;
    const inJob = new Promise<void>((resolve) => (entered = resolve));
    // The first instance takes the job and never comes back from it (as if it crashed).
    t.app.ctx.videoJobGate = () => {
      entered();
      return new Promise<void>(() => {});
    };
    const id = await uploadWhole(t.as(COACH), target, CLIP_B);
    await inJob;
    assert.equal((await rowOf(t.db, id)).state, 'processing');
    await t.app.ctx.mediaJobs!.stop(false);
    await t.app.close();

    second = await buildApp({ db: t.db, config: t.config });
    await second.ready();
    const row = await whenSettled(t.db, id);
    assert.equal(row.state, 'ready');
    assert.equal(row.media_key, id);
    // Started twice (the stopped instance, then the new one), done once.
    assert.equal(row.attempts, 2);
    assert.deepEqual(
      (await jobsOf(t.db, id)).map((j) => j.state),
      ['completed'],
    );
    const [n] = await t.db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM uploads WHERE id = $1',
      [id],
    );
    assert.equal(n!.n, 1);
  });
});

describe('two API instances on one database', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let otherDb: Db | null = null;
  before(async () => {
    // No instance dies here: a job is not taken for dead while it decodes on a busy machine.
    t = await startTestApp({ ...fast, mediaJobExpireSec: 120 });
    // On PostgreSQL the second instance has its own connection pool, as another process would.
    const native = t.db.native;
    if (native?.kind === 'pg') otherDb = await openPg(native.pool.options.connectionString!);
    other = await buildApp({ db: otherDb ?? t.db, config: t.config });
    await other.ready();
  });
  after(async () => {
    await other.close();
    await otherDb?.close();
    await t.close();
  });

  it('process each uploaded file once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const target = await videoLesson(t);
      ids.push(await uploadWhole(t.as(COACH), target, CLIP_B));
    }
    for (const id of ids) {
      const row = await whenSettled(t.db, id);
      assert.equal(row.state, 'ready');
      assert.equal(row.media_key, id);
      assert.equal(row.attempts, 1, `upload ${id} was processed ${row.attempts} times`);
      assert.deepEqual(
        (await jobsOf(t.db, id)).map((j) => j.state),
        ['completed'],
      );
    }
  });
});

// Staged uploads left by a crash are swept (issue #33, item 6): files under `staging/` (and,
// from before, `ab/<key>.<pid>.part` beside the photos) untouched for over an hour are deleted
// when the server starts and every 10 minutes (a pg-boss schedule, issue 45); fresh staged files
// and photos stay.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createJobs, type Jobs } from '../src/services/jobs.ts';
import { STAGED_MAX_AGE_MS, STAGED_SWEEP, STAGED_SWEEP_CRON } from '../src/services/uploadStore.ts';
import { startTestApp, type TestApp } from './helpers.ts';

const HOUR = 60 * 60 * 1000;

/** Writes `rel` under `dir`, last modified `ageMs` ago; answers its path. */
function file(dir: string, rel: string, ageMs: number): string {
  const p = path.join(dir, rel);
  mkdirSync(path.dirname(p), { recursive: true });
  writeFileSync(p, 'x');
  const when = new Date(Date.now() - ageMs);
  utimesSync(p, when, when);
  return p;
}

const key = (c: string) => c.repeat(24);

describe('staged uploads are swept when the server starts', () => {
  let t: TestApp;
  let dir: string;
  const files: Record<string, string> = {};
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'baeum-sweep-'));
    files.stale = file(dir, `staging/${key('a')}.4242.part`, 2 * HOUR);
    files.fresh = file(dir, `staging/${key('b')}.4242.part`, 60_000);
    files.staleBeside = file(dir, `cc/${key('c')}.4242.part`, 2 * HOUR);
    files.photo = file(dir, `dd/${key('d')}`, 30 * 24 * HOUR);
    files.other = file(dir, 'staging/notes.txt', 2 * HOUR);
    t = await startTestApp({ uploadDir: dir });
  });
  after(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('deletes staged files older than an hour; keeps fresh ones, photos and other files', () => {
    assert.deepEqual(
      Object.fromEntries(Object.entries(files).map(([k, p]) => [k, existsSync(p)])),
      { stale: false, fresh: true, staleBeside: false, photo: true, other: true },
    );
  });
});

describe('the sweep is a schedule on the job queue', () => {
  let t: TestApp;
  let dir: string;
  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'baeum-sweeper-'));
    t = await startTestApp({ uploadDir: dir });
  });
  after(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs every 10 minutes on one instance (pg-boss cron), each run sweeping what is stale', async () => {
    assert.equal((await t.app.ctx.jobs.schedules())[STAGED_SWEEP], STAGED_SWEEP_CRON);
    assert.equal(STAGED_SWEEP_CRON, '*/10 * * * *');
    const stale = file(dir, `staging/${key('1')}.7.part`, STAGED_MAX_AGE_MS + 60_000);
    const young = file(dir, `staging/${key('3')}.7.part`, STAGED_MAX_AGE_MS - 60_000);
    await t.app.ctx.jobs.runNow(STAGED_SWEEP);
    assert.deepEqual([stale, young].map(existsSync), [false, true]);
  });
});

describe('a scheduled job that fails', () => {
  let t: TestApp;
  let jobs: Jobs;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => {
    await jobs?.stop();
    await t?.close();
  });

  it('is reported and runs again next time', async () => {
    let calls = 0;
    const errors: unknown[] = [];
    jobs = createJobs(t.db, t.config, (e) => errors.push(e));
    // Yearly: no occurrence comes due while the test runs.
    jobs.registerSchedule('test-failing-sweep', '0 0 1 1 *', async () => {
      calls++;
      if (calls === 1) throw new Error('disk gone');
    });
    await jobs.start();
    await jobs.runAll(); // as at every start
    await jobs.runNow('test-failing-sweep');
    assert.equal(calls, 2);
    assert.deepEqual(
      errors.map((e) => (e as Error).message),
      ['disk gone'],
    );
  });
});

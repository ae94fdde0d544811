// Staged uploads left by a crash are swept (issue #33, item 6): files under `staging/` (and,
// from before, `ab/<key>.<pid>.part` beside the photos) untouched for over an hour are deleted
// when the server starts and every 10 minutes; fresh staged files and photos stay.
import { after, afterEach, before, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DiskStore,
  STAGED_MAX_AGE_MS,
  SWEEP_EVERY_MS,
  startSweeper,
} from '../src/services/uploadStore.ts';
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

describe('the sweeper', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'baeum-sweeper-'));
  });
  afterEach(() => mock.timers.reset());
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('sweeps at once, every 10 minutes after, and not once stopped', async () => {
    mock.timers.enable({ apis: ['setInterval'] });
    const errors: unknown[] = [];
    const sweeper = startSweeper(new DiskStore(dir), (e) => errors.push(e));
    const first = file(dir, `staging/${key('1')}.7.part`, STAGED_MAX_AGE_MS + 60_000);
    await sweeper.idle();
    // The first sweep may or may not have seen it; the next one, 10 minutes on, does.
    const second = file(dir, `staging/${key('2')}.7.part`, STAGED_MAX_AGE_MS + 60_000);
    const young = file(dir, `staging/${key('3')}.7.part`, STAGED_MAX_AGE_MS - 60_000);
    mock.timers.tick(SWEEP_EVERY_MS - 1);
    await sweeper.idle();
    assert.ok(existsSync(second), 'not swept before 10 minutes');
    mock.timers.tick(1);
    await sweeper.idle();
    assert.deepEqual([first, second, young].map(existsSync), [false, false, true]);

    sweeper.stop();
    const late = file(dir, `staging/${key('4')}.7.part`, 2 * HOUR);
    mock.timers.tick(SWEEP_EVERY_MS * 3);
    await sweeper.idle();
    assert.ok(existsSync(late), 'no sweep after stop()');
    assert.deepEqual(errors, []);
  });

  it('reports a failed sweep and keeps going', async () => {
    mock.timers.enable({ apis: ['setInterval'] });
    let calls = 0;
    const errors: unknown[] = [];
    const sweeper = startSweeper(
      {
        sweep: async () => {
          calls++;
          if (calls === 1) throw new Error('disk gone');
          return 0;
        },
      },
      (e) => errors.push(e),
    );
    await sweeper.idle();
    mock.timers.tick(SWEEP_EVERY_MS);
    await sweeper.idle();
    sweeper.stop();
    assert.equal(calls, 2);
    assert.deepEqual(
      errors.map((e) => (e as Error).message),
      ['disk gone'],
    );
  });
});

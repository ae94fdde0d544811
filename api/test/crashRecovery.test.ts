// Crashes between the steps of a finished lesson-video upload (issue 45, point 7): the upload's
// state and its processing job are written in one transaction, and a pg-boss schedule (run at
// every start and every minute) finishes or fails whatever a crash left. A real API process
// (src/main.ts) on a PGlite directory, or on PostgreSQL in the PostgreSQL run, is killed with
// SIGKILL right after the state change (TEST_KILL_AT=upload-finish); the next start makes the
// lesson playable. In one process: an upload left `processing` without a job (what a crash left
// before this fix) is queued again, or failed with a Korean reason once tried too often.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/types.ts';
import { msg } from '../src/messages.ts';
import { VIDEO_JOB_RETRIES } from '../src/services/videoJobs.ts';
import {
  Client,
  DEMO,
  freshPglite,
  freshPostgres,
  isKoreanMessage,
  startTestApp,
  type TestApp,
  freePort,
} from './helpers.ts';
import { COACH } from './studioHelpers.ts';
import { CLIP, CLIP_B, create, patch, settled, uploadWhole, videoLesson } from './videoHelpers.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Proc {
  child: ChildProcess;
  output: string;
  exited: Promise<NodeJS.Signals | null>;
}

function startApi(env: NodeJS.ProcessEnv): Proc {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = {
    child,
    output: '',
    exited: new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal))),
  };
  child.stdout!.on('data', (c: Buffer) => (proc.output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (proc.output += c.toString()));
  return proc;
}

async function waitUp(base: string, proc: Proc): Promise<void> {
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`the API exited:\n${proc.output}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopApi(proc: Proc | undefined): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGTERM');
  await proc.exited;
}

async function coachOf(base: string): Promise<Client> {
  const c = new Client(base);
  const res = await c.form('/login/Auth', {
    user_id: DEMO.coach.phone,
    passwd: DEMO.coach.password,
  });
  assert.equal(res.status, 200, res.text);
  c.token = res.body.data.token;
  return c;
}

describe('an API killed right after an upload is marked finished', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  let base: string;
  let proc: Proc | undefined;
  let drop = async () => {};
  let sub: { id: number; category_id: number };

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'baeum-crash-'));
    let db: Db;
    const where: NodeJS.ProcessEnv = {};
    if (process.env.DATABASE_URL) {
      const fresh = await freshPostgres(process.env.DATABASE_URL);
      db = fresh.db;
      drop = fresh.drop;
      where.DATABASE_URL = fresh.url;
    } else {
      where.DATA_DIR = path.join(dir, 'pglite');
      db = await freshPglite(where.DATA_DIR);
    }
    const rows = await db.query<{ id: number; category_id: number }>(
      'SELECT id, category_id FROM sub_categories ORDER BY id LIMIT 1',
    );
    sub = rows[0]!;
    await db.close();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      ...process.env,
      ...where,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TOKEN_SECRET: randomBytes(32).toString('base64url'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      MEDIA_POLL_SEC: '0.5',
    };
  });
  after(async () => {
    await stopApi(proc);
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is finished by the next start: the lesson gets its video', async () => {
    proc = startApi({ ...env, TEST_KILL_AT: 'upload-finish' });
    await waitUp(base, proc);
    const c = await coachOf(base);
    const made = await c.post('/new/studio/classes', {
      title: '중단복구로봇 클래스',
      summary: '한 줄 소개',
      description: '소개',
      category: sub.category_id,
      sub_category: sub.id,
      price: 10000,
      discount: 0,
      months: 3,
    });
    assert.equal(made.status, 200, made.text);
    const classId = made.body.data.class_id as number;
    const sec = await c.post(`/new/studio/classes/${classId}/sections`, { title: '1장' });
    const les = await c.post(`/new/studio/classes/${classId}/lessons`, {
      section_id: sec.body.data.sections.at(-1).section_id,
      title: '영상 강의',
      kind: 'video',
    });
    assert.equal(les.status, 200, les.text);
    const lessonId = les.body.data.sections.at(-1).lessons.at(-1).lesson_id as number;

    const up = await create(c, { classId, lessonId }, CLIP.length);
    assert.equal(up.status, 201, JSON.stringify(up.body));
    // The last byte arrives, the upload is marked finished and the process dies on the spot.
    await patch(c, up.id, 0, CLIP).catch(() => null);
    assert.equal(await proc.exited, 'SIGKILL', proc.output);

    proc = startApi(env);
    await waitUp(base, proc);
    const again = await coachOf(base);
    // Ready: the lesson has its video (the same transaction sets both).
    const done = await settled(again, up.id);
    assert.equal(done.state, 'ready', done.reason);
    assert.equal(done.lesson_id, lessonId);
    const published = await again.post(`/new/studio/classes/${classId}/publish`);
    assert.equal(published.status, 200, published.text);
  });
});

describe('an upload left processing without a job', () => {
  let t: TestApp;
  let second: FastifyInstance | null = null;
  before(async () => {
    // This instance queues but does not work: the jobs stay queued for the test to remove.
    t = await startTestApp({ mediaWorker: false, mediaPollSec: 0.5 });
  });
  after(async () => {
    await second?.close();
    await t.close();
  });

  it('is queued again at the next start, or failed with a Korean reason once tried too often', async () => {
    const ids: string[] = [];
    for (const bytes of [CLIP_B, CLIP_B]) {
      ids.push(await uploadWhole(t.as(COACH), await videoLesson(t), bytes));
    }
    await t.app.close();
    // As a crash between the steps used to leave them: processing, and no job at all.
    await t.db.query("DELETE FROM pgboss.job WHERE data->>'upload_id' = ANY($1)", [ids]);
    await t.db.query('UPDATE lesson_uploads SET attempts = $2 WHERE id = $1', [
      ids[1],
      VIDEO_JOB_RETRIES + 1,
    ]);

    second = await buildApp({ db: t.db, config: { ...t.config, mediaWorker: true } });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address() as net.AddressInfo;
    const c = new Client(`http://127.0.0.1:${address.port}`);
    const coach = t.as(COACH);
    await coach.pending;
    c.token = coach.token;

    const queued = await settled(c, ids[0]!);
    assert.equal(queued.state, 'ready', queued.reason);
    const failed = await settled(c, ids[1]!);
    assert.equal(failed.state, 'failed');
    assert.equal(failed.reason, msg.videoProcessStuck);
    assert.ok(isKoreanMessage(failed.reason));
  });
});

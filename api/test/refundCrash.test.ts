// Issue 45, point 7 (refunds): an API process killed (SIGKILL) inside or between a refund's
// steps, then started again. The next start finishes what was left `refund_requested` — the
// payment refunded, the enrolment ended, the review reward taken back — or, killed before the
// intent was committed, leaves it untouched and active; never half. A child API process on a
// PGlite data folder, or on its own PostgreSQL database when DATABASE_URL is set; the crash comes
// from the test-only hook TEST_ONLY_KILL_REFUND_AT (services/refunds.ts, NODE_ENV=test only).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, DEMO, freshPglite, freshPostgres, freePort } from './helpers.ts';
import { land, order, providerAnswer } from './checkoutHelpers.ts';
import type { Db } from '../src/db/types.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Instance {
  child: ChildProcess;
  output: string;
  base: string;
  exited: Promise<void>;
}

/** Polls /health until the instance answers; fails as soon as it exits (with its output). */
async function waitUp(inst: Instance): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (inst.child.exitCode !== null || inst.child.signalCode !== null)
      throw new Error(`the API exited:\n${inst.output}`);
    try {
      if ((await fetch(`${inst.base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the API did not start:\n${inst.output}`);
}

async function stop(inst: Instance | undefined): Promise<void> {
  if (!inst || inst.child.exitCode !== null || inst.child.signalCode !== null) return;
  inst.child.kill('SIGTERM');
  const timer = setTimeout(() => inst.child.kill('SIGKILL'), 10_000);
  await inst.exited;
  clearTimeout(timer);
}

type Point = 'finish-open' | 'intent-open' | 'intent' | 'gateway';

interface Case {
  point: Point;
  learner: { id: number; phone: string };
  classId: number;
  paymentId?: number;
  reviewId?: number;
  start?: number;
}

describe('a refund killed between its steps, then the next start', () => {
  let dir = '';
  let env: NodeJS.ProcessEnv = {};
  let dropDb = async () => {};
  let current: Instance | undefined;

  const launch = async (killAt: Point | null): Promise<Instance> => {
    const port = await freePort();
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: apiRoot,
      env: {
        ...env,
        PORT: String(port),
        ...(killAt ? { TEST_ONLY_KILL_REFUND_AT: killAt } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const inst: Instance = {
      child,
      output: '',
      base: `http://127.0.0.1:${port}`,
      exited: new Promise((resolve) => child.once('exit', () => resolve())),
    };
    child.stdout!.on('data', (c: Buffer) => (inst.output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (inst.output += c.toString()));
    await waitUp(inst);
    return inst;
  };

  const login = async (inst: Instance, phone: string): Promise<Client> => {
    const c = new Client(inst.base);
    const res = await c.form('/login/Auth', { user_id: phone, passwd: DEMO.otherPassword });
    assert.equal(res.status, 200, res.text);
    c.token = res.body.data.token;
    return c;
  };
  const points = async (c: Client) =>
    (await c.get('/coin_point/1')).body.data.total_point as number;

  // Killed inside the finish transaction first: an instance with that hook would also die while
  // finishing the stuck refunds of an earlier case at its start.
  const cases: Case[] = (['finish-open', 'intent-open', 'intent', 'gateway'] as Point[]).map(
    (point) => ({ point, learner: { id: 0, phone: '' }, classId: 0 }),
  );

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'baeum-refund-crash-'));
    env = {
      ...process.env,
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TOKEN_SECRET: randomBytes(32).toString('base64url'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
    };
    let db: Db;
    if (process.env.DATABASE_URL) {
      const fresh = await freshPostgres(process.env.DATABASE_URL);
      db = fresh.db;
      env.DATABASE_URL = fresh.url;
      dropDb = fresh.drop;
    } else {
      env.DATA_DIR = path.join(dir, 'pglite');
      db = await freshPglite(env.DATA_DIR);
    }
    // A learner and a class they can buy (not theirs, on sale, not taken) for each case.
    const rows = await db.query<{ user_id: number; phone: string; class_id: number }>(
      `SELECT u.id AS user_id, u.phone,
              (SELECT c.id FROM classes c WHERE c.open_flag = 'Y' AND c.coach_id <> u.id AND c.price > 0
                AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = u.id AND e.class_id = c.id)
               ORDER BY c.id LIMIT 1) AS class_id
       FROM users u WHERE u.coach_yn = 'N' AND u.id >= 300 AND u.status = 'active' ORDER BY u.id LIMIT $1`,
      [cases.length],
    );
    rows.forEach((r, i) => {
      cases[i]!.learner = { id: r.user_id, phone: r.phone };
      cases[i]!.classId = r.class_id;
    });
    await db.close();
  });

  after(async () => {
    await stop(current);
    await dropDb();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Buys, reviews (+500 P) and asks for the refund on an instance that dies on the way. */
  const crashIn = async (inst: Instance, c: Case) => {
    const me = await login(inst, c.learner.phone);
    c.start = await points(me);
    const res = await order(me, { class_id: c.classId });
    assert.equal(res.status, 200, res.text);
    await land(me, await providerAnswer(me, res.body.data.redirect_url, 'approve'));
    c.paymentId = (await me.get(`/new/orders/${res.body.data.order.order_id}`)).body.data
      .payment_id as number;
    const review = await me.post(`/review/class/${c.classId}`, { score: 1, pros_content: '후기' });
    assert.equal(review.status, 200, review.text);
    c.reviewId = review.body.data.review_id as number;
    assert.equal(await points(me), c.start + 500);
    await assert.rejects(me.post(`/new/payments/${c.paymentId}/refund`), 'the process died');
    await inst.exited;
    assert.equal(inst.child.signalCode, 'SIGKILL', inst.output);
  };

  /** What the next start left: finished, or (killed before the intent) untouched. */
  const check = async (inst: Instance, c: Case) => {
    const me = await login(inst, c.learner.phone);
    const payment = (await me.get(`/new/payments/${c.paymentId}`)).body.data;
    const classroom = await me.get(`/new/classroom/${c.classId}`);
    const listed = (await new Client(inst.base).get(`/review/class/${c.classId}/1`)).body.data.list
      .map((r: { review_id: number }) => r.review_id)
      .includes(c.reviewId);
    const state = {
      status: payment.status,
      classroom: classroom.status,
      points: (await points(me)) - c.start!,
      listed,
    };
    if (c.point === 'intent-open')
      assert.deepEqual(
        state,
        { status: 'paid', classroom: 200, points: 500, listed: true },
        `untouched and active (${c.point})`,
      );
    else
      assert.deepEqual(
        state,
        { status: 'refunded', classroom: 403, points: 0, listed: false },
        `refunded, enrolment ended, reward taken back (${c.point})`,
      );
  };

  it('finishes the refund, or leaves it untouched — for each crash point', async () => {
    let previous: Case | undefined;
    for (const c of cases) {
      current = await launch(c.point);
      if (previous) await check(current, previous);
      await crashIn(current, c);
      previous = c;
    }
    current = await launch(null);
    await check(current, previous!);
    // An untouched payment can still be refunded in full afterwards.
    const untouched = cases.find((c) => c.point === 'intent-open')!;
    const me = await login(current, untouched.learner.phone);
    const r = await me.post(`/new/payments/${untouched.paymentId}/refund`);
    assert.equal(r.status, 200, r.text);
    assert.equal(r.body.data.status, 'refunded');
    assert.equal((await points(me)) - untouched.start!, 0);
  });
});

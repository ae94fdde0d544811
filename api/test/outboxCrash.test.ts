// The outbox across a crash (issue #47): an API process killed (SIGKILL, through the test-only
// OUTBOX_TEST_KILL hook) in the middle of a delivery. Killed after claiming it and before the SMTP
// server had the mail, the next instance delivers it exactly once. Killed after the server
// accepted the mail and before it was marked sent — the one window the README documents — it is
// delivered again, and both copies carry the delivery's Message-ID so the duplicate is detectable.
// PGlite (a data directory the child opens) and PostgreSQL.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPg } from '../src/db/pg.ts';
import { openPglite } from '../src/db/pglite.ts';
import type { Db } from '../src/db/types.ts';
import { enqueue } from '../src/services/outbox.ts';
import { DEMO, freshPglite, freshPostgres } from './helpers.ts';
import { messageIdOf, TestSmtp, waitState } from './outboxHelpers.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECRET = 'test-secret-for-the-outbox-crash';

const fast = {
  OUTBOX_JOB_EXPIRE_SEC: '2',
  OUTBOX_POLL_SEC: '0.5',
  OUTBOX_RETRY_DELAY_SEC: '1',
  OUTBOX_RETRY_LIMIT: '10',
  MEDIA_SUPERVISE_SEC: '1',
};

describe('a delivery interrupted by a killed API process', () => {
  const smtp = new TestSmtp();
  const pgUrl = process.env.DATABASE_URL;
  let where: { DATABASE_URL: string } | { DATA_DIR: string };
  let drop = async () => {};
  let dir = '';

  before(async () => {
    await smtp.start();
    if (pgUrl) {
      const fresh = await freshPostgres(pgUrl);
      await fresh.db.close();
      drop = fresh.drop;
      where = { DATABASE_URL: fresh.url };
    } else {
      dir = mkdtempSync(path.join(os.tmpdir(), 'baeum-outbox-crash-'));
      await (await freshPglite(dir)).close();
      where = { DATA_DIR: dir };
    }
  });
  after(async () => {
    await smtp.stop();
    await drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const open = (): Promise<Db> =>
    'DATABASE_URL' in where ? openPg(where.DATABASE_URL) : openPglite({ dataDir: where.DATA_DIR });

  /** Queues a receipt for the demo learner (no queue runs in this process: the row waits). */
  async function queueOne(label: string): Promise<string> {
    const db = await open();
    try {
      const [id] = await db.transaction((tx) =>
        enqueue(tx, {
          userId: DEMO.learner.id,
          kind: 'payment',
          template: 'payment_receipt',
          channels: ['email'],
          transactional: true,
          dedupeKey: `crash:${label}`,
          data: {
            name: '배움',
            className: `중단 테스트 ${label}`,
            amount: 19000,
            method: 'card',
            paidAt: new Date().toISOString(),
            orderNo: label,
          },
        }),
      );
      return id!;
    } finally {
      await db.close();
    }
  }

  /** Runs `node src/main.ts` with the kill hook until it kills itself; returns its signal. */
  async function crashAt(kill: 'claim' | 'sent'): Promise<string> {
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        ...where,
        ...fast,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        TOKEN_SECRET: SECRET,
        SMTP_URL: smtp.url,
        OUTBOX_TEST_KILL: kill,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    const [code, signal] = (await new Promise((resolve) =>
      child.once('exit', (...a) => resolve(a)),
    )) as [number | null, string | null];
    clearTimeout(timer);
    assert.equal(signal, 'SIGKILL', `exited ${code}:\n${output}`);
    return signal;
  }

  /**
   * The next instance (in this process) on the same database, until `id` is sent. It starts once
   * the dead instance's claim is older than the lease (OUTBOX_JOB_EXPIRE_SEC), as after a real
   * outage, so it retries the delivery at start (sooner, pg-boss's monitor would, within a minute).
   */
  async function restartUntilSent(id: string) {
    const db = await open();
    for (;;) {
      const [row] = await db.query<{ old: boolean }>(
        `SELECT claimed_at < now() - make_interval(secs => $2) AS old FROM deliveries WHERE id = $1`,
        [id, Number(fast.OUTBOX_JOB_EXPIRE_SEC)],
      );
      if (row?.old) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const config = loadConfig(
      { NODE_ENV: 'test', ...fast },
      { tokenSecret: SECRET, logLevel: 'silent', smtpUrl: smtp.url, devRoutes: false },
    );
    let app: FastifyInstance | null = null;
    try {
      app = await buildApp({ db, config });
      await app.ready();
      return await waitState(db, id, ['sent', 'dead']);
    } finally {
      await app?.close();
      await db.close();
    }
  }

  it('killed after claiming, before sending: delivered exactly once after the restart', async () => {
    const id = await queueOne('claim');
    await crashAt('claim');
    assert.equal(smtp.mails.filter((m) => m.messageId === messageIdOf(id)).length, 0);
    const row = await restartUntilSent(id);
    assert.equal(row.state, 'sent');
    assert.equal(row.attempts, 2);
    assert.equal(smtp.mails.filter((m) => m.messageId === messageIdOf(id)).length, 1);
  });

  it('killed after the server accepted it: sent again, with the same Message-ID', async () => {
    const id = await queueOne('sent');
    await crashAt('sent');
    assert.equal(smtp.mails.filter((m) => m.messageId === messageIdOf(id)).length, 1);
    const row = await restartUntilSent(id);
    assert.equal(row.state, 'sent');
    const copies = smtp.mails.filter((m) => m.messageId === messageIdOf(id));
    assert.equal(copies.length, 2);
    assert.equal(copies[0]!.subject, copies[1]!.subject);
  });
});

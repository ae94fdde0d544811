// The outbox (issue #47): every message that leaves the site (e-mail, 알림톡; browser push later)
// is written as one `deliveries` row per channel in the transaction of what caused it — a payment
// rolled back sends nothing — and in that same transaction a pg-boss job is queued (through the
// caller's connection: `send(…, { db })`), whose id is the delivery's id.
//
// A worker delivers each job:
//   1. claim (one transaction): the row goes `sending` (attempts + 1) unless it is already final
//      (sent, dead, dropped — a redelivered job then does nothing) or another worker holds it (a
//      `sending` claim younger than OUTBOX_JOB_EXPIRE_SEC). A member who left, or an e-mail address
//      not verified (except for the verification mail itself), makes it `dropped` instead.
//   2. send, outside any transaction (an SMTP server may take seconds);
//   3. record: `sent`, or `failed` with the error and the next try (pg-boss retries with
//      exponential backoff, OUTBOX_RETRY_LIMIT times), or `dead` for a permanent refusal (a bad
//      address) or when the tries are used up.
//
// Delivery is at least once, and exactly once except in one window: an instance that dies after
// the provider accepted a message and before step 3 committed leaves the row `sending`; after
// OUTBOX_JOB_EXPIRE_SEC the job is retried and the message sent again. The e-mail carries the
// delivery id as its Message-ID (`<delivery-id@baeum.test>`) on every try, so such a duplicate is
// recognisable (and dropped by receivers that de-duplicate by Message-ID). A crash anywhere
// before the provider accepted it (the usual case: the server was down) never doubles a message.
import type { Db as BossDb, JobWithMetadata, PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/types.ts';
import { z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import {
  checkData,
  isTemplate,
  renderMail,
  renderTalk,
  templates,
  type Channel,
  type TemplateName,
} from './outboxTemplates.ts';
import {
  alimtalkProvider,
  devSms,
  mailSender,
  PermanentError,
  sendTalk,
  type AlimtalkProvider,
  type MailSender,
  type SmsSender,
} from './senders.ts';
import { startBoss } from './videoJobs.ts';

export const OUTBOX_QUEUE = 'outbox';

export type DeliveryState = 'queued' | 'sending' | 'sent' | 'failed' | 'dead' | 'dropped';

export interface OutboxMessage {
  userId: number;
  /** What caused it (`payment`, `refund`, `account`…), for the operators' view. */
  kind: string;
  template: TemplateName;
  /** The template's data (checked now: a bad field throws before anything is written). */
  data: Record<string, unknown>;
  /** Defaults to the template's channels. `push` has no sender yet and is skipped. */
  channels?: Channel[];
  /**
   * A transactional message (a receipt, a refund, a password change) needs no consent. Consent
   * for the others is the caller's decision: it passes only the channels the member agreed to.
   */
  transactional?: boolean;
  /** The same key (per channel) is queued once: a retried request does not send twice. */
  dedupeKey: string;
}

/**
 * The queue this process delivers with, once started (one API instance per process; `enqueue`
 * needs it only for its queue settings — the job row is written through the caller's connection).
 */
let queue: PgBoss | null = null;

/** pg-boss statements through the caller's connection, so the job commits with its transaction. */
const through = (q: Queryable): BossDb => ({
  executeSql: async (text: string, values?: unknown[]) => ({
    rows: await q.query(text, values ?? []),
  }),
});

/**
 * Queues a message in the caller's transaction `q`: one delivery row per channel, and its job.
 * Returns the ids of the rows written (none for a dedupe key queued before). Before the queue has
 * started (a script), the rows wait and the first worker to start picks them up.
 */
export async function enqueue(q: Queryable, m: OutboxMessage): Promise<string[]> {
  if (!isTemplate(m.template)) throw new Error(`unknown outbox template: ${String(m.template)}`);
  const data = checkData(m.template, m.data);
  const t = templates[m.template];
  const wanted = new Set(m.channels ?? t.channels);
  const channels = (['email', 'alimtalk'] as const).filter(
    (c) => wanted.has(c) && (c === 'email' || t.alimtalk !== null),
  );
  const ids: string[] = [];
  for (const channel of channels) {
    const rows = await q.query<{ id: string }>(
      `INSERT INTO deliveries (user_id, kind, template, channel, data, transactional, dedupe_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (dedupe_key, channel) DO NOTHING RETURNING id`,
      [
        m.userId,
        m.kind,
        m.template,
        channel,
        JSON.stringify(data),
        m.transactional ?? false,
        m.dedupeKey,
      ],
    );
    if (rows[0]) ids.push(rows[0].id);
  }
  if (queue) {
    const db = through(q);
    for (const id of ids) await queue.send(OUTBOX_QUEUE, { delivery_id: id }, { id, db });
  }
  return ids;
}

interface Claimed {
  id: string;
  template: TemplateName;
  channel: 'email' | 'alimtalk';
  data: Record<string, unknown>;
  recipient: string;
}

interface ClaimRow {
  id: string;
  template: string;
  channel: 'email' | 'alimtalk' | 'push';
  data: Record<string, unknown>;
  state: DeliveryState;
  leased: boolean;
  status: string | null;
  email: string | null;
  verified_email: string | null;
  phone: string | null;
}

/** Why a delivery is not sent at all (null: it may be sent), and to whom it goes. */
function addressOf(d: ClaimRow): { to: string } | { drop: string } {
  if (d.status !== 'active') return { drop: msg.outboxMemberGone };
  if (d.channel === 'alimtalk') return d.phone ? { to: d.phone } : { drop: msg.outboxNoAddress };
  if (d.channel !== 'email' || !isTemplate(d.template)) return { drop: msg.outboxNoSender };
  if (!d.email) return { drop: msg.outboxNoAddress };
  if (d.template === 'verify_email')
    return d.data.email === d.email ? { to: d.email } : { drop: msg.outboxAddressChanged };
  return d.verified_email === d.email ? { to: d.email } : { drop: msg.outboxUnverified };
}

/** Another worker is sending it now: this job tries again later. */
class Busy extends Error {}

async function claim(db: Db, id: string, leaseSec: number): Promise<Claimed | null> {
  return db.transaction(async (tx) => {
    const [d] = await tx.query<ClaimRow>(
      `SELECT d.id, d.template, d.channel, d.data, d.state,
              d.claimed_at > now() - make_interval(secs => $2) AS leased,
              u.status, u.email, u.verified_email, u.phone
       FROM deliveries d LEFT JOIN users u ON u.id = d.user_id
       WHERE d.id = $1 FOR UPDATE OF d`,
      [id, leaseSec],
    );
    // Gone with its member (deleted), or already final: a redelivered job does nothing.
    if (!d || d.state === 'sent' || d.state === 'dead' || d.state === 'dropped') return null;
    if (d.state === 'sending' && d.leased) throw new Busy(msg.outboxBusy);
    const where = addressOf(d);
    if ('drop' in where) {
      await tx.query(
        `UPDATE deliveries SET state = 'dropped', last_error = $2, next_attempt_at = NULL,
           data = data - 'link', updated_at = now() WHERE id = $1`,
        [id, where.drop],
      );
      return null;
    }
    await tx.query(
      `UPDATE deliveries SET state = 'sending', attempts = attempts + 1, claimed_at = now(),
         recipient = $2, updated_at = now() WHERE id = $1`,
      [id, where.to],
    );
    return {
      id,
      template: d.template as TemplateName,
      channel: d.channel as 'email' | 'alimtalk',
      data: d.data,
      recipient: where.to,
    };
  });
}

export interface OutboxSenders {
  mail: MailSender;
  alimtalk: AlimtalkProvider;
  sms: SmsSender;
}

async function send(s: OutboxSenders, c: Claimed): Promise<string> {
  let rendered;
  try {
    rendered =
      c.channel === 'email' ? renderMail(c.template, c.data) : renderTalk(c.template, c.data);
  } catch (err) {
    throw new PermanentError(`template ${c.template}: ${(err as Error).message}`);
  }
  if (!rendered) throw new PermanentError(`template ${c.template} has no ${c.channel}`);
  if (c.channel === 'email' && !z.email().safeParse(c.recipient).success)
    throw new PermanentError(`invalid e-mail address: ${c.recipient}`);
  if (c.channel === 'email')
    return (await s.mail.send(c.recipient, rendered as ReturnType<typeof renderMail>, c.id)).via;
  return (
    await sendTalk(
      s.alimtalk,
      s.sms,
      c.recipient,
      rendered as NonNullable<ReturnType<typeof renderTalk>>,
    )
  ).via;
}

/** What a delivery's job knows of its tries (pg-boss's retry count and policy). */
export interface Try {
  retryCount: number;
  retryLimit: number;
  retryDelay: number;
}

/** Seconds until pg-boss's next try (its backoff without the jitter), for the operators' view. */
const nextDelaySec = (t: Try) => t.retryDelay * 2 ** Math.min(16, t.retryCount);

export interface DeliverOptions {
  config: Config;
  senders: OutboxSenders;
  /** Tests only: runs after a delivery is claimed and before it is sent. */
  gate?: (deliveryId: string) => Promise<void>;
}

/** Delivers one queued delivery (the body of the job); throws to have the job tried again. */
export async function deliver(db: Db, id: string, t: Try, o: DeliverOptions): Promise<void> {
  const c = await claim(db, id, o.config.outboxJobExpireSec);
  if (!c) return;
  if (o.config.outboxTestKill === 'claim') process.kill(process.pid, 'SIGKILL');
  await o.gate?.(id);
  let via: string;
  try {
    via = await send(o.senders, c);
  } catch (err) {
    const dead = err instanceof PermanentError || t.retryCount >= t.retryLimit;
    await db.query(
      `UPDATE deliveries SET state = $2, last_error = $3, next_attempt_at = $4,
         data = CASE WHEN $2 = 'dead' THEN data - 'link' ELSE data END, updated_at = now()
       WHERE id = $1 AND state = 'sending'`,
      [
        id,
        dead ? 'dead' : 'failed',
        String((err as Error).message ?? err).slice(0, 500),
        dead ? null : new Date(Date.now() + nextDelaySec(t) * 1000).toISOString(),
      ],
    );
    if (dead) return;
    throw err;
  }
  if (o.config.outboxTestKill === 'sent') process.kill(process.pid, 'SIGKILL');
  // The link (the verification token) is not kept once sent.
  await db.query(
    `UPDATE deliveries SET state = 'sent', sent_at = now(), via = $2, last_error = NULL,
       next_attempt_at = NULL, data = data - 'link', updated_at = now()
     WHERE id = $1 AND state = 'sending'`,
    [id, via],
  );
}

export interface Outbox {
  /** Stops delivering; `graceful` waits for the delivery in hand (a crash does not). */
  stop(graceful?: boolean): Promise<void>;
}

/**
 * Starts the outbox's queue on this instance and, when OUTBOX_WORKER is on, its worker. Deliveries
 * left without a job (queued before any queue was started) get one.
 */
export async function startOutbox(
  db: Db,
  config: Config,
  onError: (error: unknown) => void,
  gate?: () => ((deliveryId: string) => Promise<void>) | undefined,
): Promise<Outbox> {
  const boss = await startBoss(db, config, onError);
  await boss.createQueue(OUTBOX_QUEUE, {
    retryLimit: config.outboxRetryLimit,
    retryDelay: Math.max(1, config.outboxRetryDelaySec),
    retryBackoff: true,
    retryDelayMax: 60 * 60,
    expireInSeconds: Math.max(1, config.outboxJobExpireSec),
  });
  queue = boss;
  const senders: OutboxSenders = {
    mail: mailSender(db, config),
    alimtalk: await alimtalkProvider(db, config),
    sms: devSms(db),
  };
  // A delivery an instance claimed and never finished (it died): its job is retried now rather
  // than when pg-boss's monitor notices the expiry (up to a minute later).
  const orphans = await db.query<{ id: string }>(
    `SELECT id FROM deliveries WHERE state = 'sending' AND claimed_at < now() - make_interval(secs => $1)`,
    [config.outboxJobExpireSec],
  );
  if (orphans.length)
    await boss.fail(
      OUTBOX_QUEUE,
      orphans.map((o) => o.id),
      { message: 'the instance delivering it stopped' },
    );
  const waiting = await db.query<{ id: string }>(
    "SELECT id FROM deliveries WHERE state IN ('queued', 'failed', 'sending')",
  );
  // An existing job (same id) makes this a no-op.
  for (const { id } of waiting) await boss.send(OUTBOX_QUEUE, { delivery_id: id }, { id });
  if (config.outboxWorker) {
    await boss.work(
      OUTBOX_QUEUE,
      { pollingIntervalSeconds: Math.max(0.5, config.outboxPollSec), includeMetadata: true },
      async ([job]: JobWithMetadata<{ delivery_id: string }>[]) => {
        if (!job) return;
        await deliver(db, job.data.delivery_id, job, { config, senders, gate: gate?.() });
      },
    );
  }
  let stopped = false;
  return {
    async stop(graceful = true) {
      if (stopped) return;
      stopped = true;
      if (queue === boss) queue = null;
      await boss.stop({ graceful, timeout: graceful ? 30_000 : 0, close: false });
      senders.mail.close();
    },
  };
}

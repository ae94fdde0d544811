// Helpers of the outbox tests (issue #47): a real SMTP server on loopback (the `smtp-server`
// package) that can be stopped and started again on its port, the mails it received (parsed with
// `mailparser`), and waiting for a delivery to reach a state.
import type net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../src/db/types.ts';

/** Addresses at this domain are refused by the server (550), like a mailbox that does not exist. */
export const BOUNCE_DOMAIN = 'bounce.test';

export class TestSmtp {
  readonly mails: ParsedMail[] = [];
  port = 0;
  private server: SMTPServer | null = null;
  private waiters: (() => void)[] = [];

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, cb) => {
        if (address.address.toLowerCase().endsWith(`@${BOUNCE_DOMAIN}`)) {
          const err = Object.assign(new Error('5.1.1 no such mailbox'), { responseCode: 550 });
          return cb(err);
        }
        cb();
      },
      onData: (stream, _session, cb) => {
        simpleParser(stream)
          .then((mail) => {
            this.mails.push(mail);
            for (const w of this.waiters.splice(0)) w();
            cb();
          })
          .catch(cb);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Stops listening: connections are refused until start() again (same port). */
  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  to(address: string): ParsedMail[] {
    return this.mails.filter((m) =>
      [m.to]
        .flat()
        .some((a) => a?.value.some((v) => v.address?.toLowerCase() === address.toLowerCase())),
    );
  }

  /** Waits until `pick` finds a mail (resolving it), or fails after a minute. */
  async waitFor(pick: (mails: ParsedMail[]) => ParsedMail | undefined): Promise<ParsedMail> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const found = pick(this.mails);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('no such mail arrived');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 500);
      });
    }
  }
}

export interface DeliveryRow {
  id: string;
  channel: string;
  template: string;
  state: string;
  attempts: number;
  last_error: string | null;
  via: string | null;
  recipient: string | null;
}

export const deliveriesOf = (db: Db, userId: number, template: string) =>
  db.query<DeliveryRow>(
    `SELECT id, channel, template, state, attempts, last_error, via, recipient FROM deliveries
     WHERE user_id = $1 AND template = $2 ORDER BY created_at, channel`,
    [userId, template],
  );

/** Waits until the delivery `id` is in one of `states` (the worker runs in the background). */
export async function waitState(db: Db, id: string, states: string[]): Promise<DeliveryRow> {
  for (let i = 0; i < 1200; i++) {
    const [row] = await db.query<DeliveryRow>(
      'SELECT id, channel, template, state, attempts, last_error, via, recipient FROM deliveries WHERE id = $1',
      [id],
    );
    if (row && states.includes(row.state)) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`delivery ${id} never reached ${states.join('/')}`);
}

/** The Message-ID the outbox gives a delivery's mail. */
export const messageIdOf = (deliveryId: string) => `<${deliveryId}@baeum.test>`;

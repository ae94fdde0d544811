// The outbox's senders (issue #47): e-mail through nodemailer to SMTP_URL (or, without it, into
// the development mailbox), 알림톡 through a provider chosen by config (the test provider records
// what it would send), and SMS, the fallback for members without KakaoTalk (the development sender
// records it, as `/dev/sms/last` does for codes). A sender resolves when the message was accepted,
// throws PermanentError when trying again cannot help (a refused address), and throws anything
// else for a failure worth retrying (the server is down).
import { pathToFileURL } from 'node:url';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/types.ts';
import type { Mail, Talk } from './outboxTemplates.ts';

/** A failure that no retry can fix: the delivery is dead at once. */
export class PermanentError extends Error {}

export interface MailSender {
  /** `messageId` is the delivery's id: a duplicate after a crash carries the same Message-ID. */
  send(to: string, mail: Mail, messageId: string): Promise<{ via: string }>;
  close(): void;
}

export interface AlimtalkProvider {
  /** `no-kakao`: the phone has no KakaoTalk (the message is then sent by SMS). */
  send(message: {
    phone: string;
    templateCode: string;
    vars: Record<string, string>;
    /** The text the template and variables make (providers that take the whole text use it). */
    text: string;
  }): Promise<'sent' | 'no-kakao'>;
}

export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

const MAIL_DOMAIN = 'baeum.test';

/** `<delivery-id@baeum.test>`: the Message-ID of a delivery's mail, the same on every try. */
export const messageIdOf = (deliveryId: string) => `<${deliveryId}@${MAIL_DOMAIN}>`;

async function record(
  q: Queryable,
  row: {
    channel: 'email' | 'alimtalk' | 'sms';
    recipient: string;
    messageId?: string;
    template?: string;
    subject?: string;
    body: string;
    html?: string;
    vars?: Record<string, string>;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO dev_messages (channel, recipient, message_id, template, subject, body, html, vars)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      row.channel,
      row.recipient,
      row.messageId ?? null,
      row.template ?? null,
      row.subject ?? null,
      row.body,
      row.html ?? null,
      row.vars ? JSON.stringify(row.vars) : null,
    ],
  );
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  message?: string;
}

/**
 * Whether an SMTP failure is the message's own (a refused or malformed address, a message too
 * large): 5xx answers and envelope errors. A refused log-in (EAUTH) is the server's configuration,
 * fixed by an operator, so it is retried.
 */
export function permanentSmtp(err: SmtpError): boolean {
  if (err.code === 'EAUTH') return false;
  if (err.code === 'EENVELOPE' || err.code === 'EMESSAGE') return true;
  return typeof err.responseCode === 'number' && err.responseCode >= 500 && err.responseCode < 600;
}

export function mailSender(db: Queryable, config: Config): MailSender {
  if (!config.smtpUrl) {
    return {
      async send(to, mail, messageId) {
        await record(db, {
          channel: 'email',
          recipient: to,
          messageId: messageIdOf(messageId),
          subject: mail.subject,
          body: mail.text,
          html: mail.html,
        });
        return { via: 'dev-mailbox' };
      },
      close() {},
    };
  }
  const transport = createTransport(config.smtpUrl, { from: config.mailFrom });
  // Short waits: a server that does not answer is tried again later, not waited on.
  const options = transport.options as Record<string, unknown>;
  options.connectionTimeout ??= 10_000;
  options.greetingTimeout ??= 10_000;
  options.socketTimeout ??= 30_000;
  return {
    async send(to, mail, messageId) {
      try {
        await transport.sendMail({
          to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: messageIdOf(messageId),
        });
      } catch (err) {
        const e = err as SmtpError;
        if (permanentSmtp(e)) throw new PermanentError(e.message ?? String(err));
        throw err;
      }
      return { via: 'smtp' };
    },
    close() {
      transport.close();
    },
  };
}

/** The test 알림톡 provider: records what it would send; ALIMTALK_TEST_NO_KAKAO phones have none. */
export function testAlimtalk(db: Queryable, noKakao: readonly string[]): AlimtalkProvider {
  const without = new Set(noKakao);
  return {
    async send({ phone, templateCode, vars, text }) {
      if (without.has(phone)) return 'no-kakao';
      await record(db, {
        channel: 'alimtalk',
        recipient: phone,
        template: templateCode,
        body: text,
        vars,
      });
      return 'sent';
    },
  };
}

/**
 * The 알림톡 provider of the configuration: `test`, or the path of a module exporting
 * `createAlimtalkProvider(config)` (a real provider's client, e.g. a KakaoTalk business-message
 * agency's API) — plugged in without changing this code.
 */
export async function alimtalkProvider(db: Queryable, config: Config): Promise<AlimtalkProvider> {
  if (config.alimtalkProvider === 'test') return testAlimtalk(db, config.alimtalkNoKakao);
  const mod = (await import(pathToFileURL(config.alimtalkProvider).href)) as {
    createAlimtalkProvider?: (config: Config) => AlimtalkProvider | Promise<AlimtalkProvider>;
  };
  if (typeof mod.createAlimtalkProvider !== 'function')
    throw new Error(
      `ALIMTALK_PROVIDER ${config.alimtalkProvider} exports no createAlimtalkProvider`,
    );
  return mod.createAlimtalkProvider(config);
}

/** The development SMS sender: records the text (a real SMS gateway plugs in here). */
export function devSms(db: Queryable): SmsSender {
  return {
    async send(phone, text) {
      await record(db, { channel: 'sms', recipient: phone, body: text });
    },
  };
}

/** Sends a 알림톡, or the same text by SMS when the phone has no KakaoTalk; says which it was. */
export async function sendTalk(
  alimtalk: AlimtalkProvider,
  sms: SmsSender,
  phone: string,
  t: Talk,
): Promise<{ via: 'alimtalk' | 'sms' }> {
  const outcome = await alimtalk.send({ phone, ...t });
  if (outcome === 'sent') return { via: 'alimtalk' };
  await sms.send(phone, t.text);
  return { via: 'sms' };
}

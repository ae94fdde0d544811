// Runtime configuration, read once from the environment. Every value has a local default so
// `pnpm --filter @baeum/api start` works on a fresh machine.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSocialConfig, type SocialConfig } from './auth/socialConfig.ts';

export interface Config {
  nodeEnv: string;
  production: boolean;
  /**
   * The development routes (`/dev/sms/last` answers any phone's code, `GET /new/classu/web` lists
   * tracking records): off unless ENABLE_DEV_ROUTES=1, never in production.
   */
  devRoutes: boolean;
  port: number;
  host: string;
  /** Prefix put in front of every `/images/...` URL in answers (the browser's proxy path). */
  publicBase: string;
  corsOrigins: string[];
  /** HMAC secret for tokens; when empty a random one is generated and stored in the database. */
  tokenSecret: string;
  accessTokenTtlMs: number;
  hashTtlMs: number;
  sessionTtlMs: number;
  smsCodeTtlMs: number;
  smsMinIntervalMs: number;
  smsWindowMs: number;
  smsMaxPerWindow: number;
  smsMaxAttempts: number;
  /** How long a verified phone may be used to register. */
  phoneVerifiedTtlMs: number;
  /** How long a public class-list page (category list, search) is reused; 0 turns it off. */
  listCacheTtlMs: number;
  /** How long an order waits for the payment provider's answer before it fails (issue #37). */
  orderTtlMs: number;
  /**
   * The payment gateway (PAYMENT_GATEWAY): `test`, the test provider (테스트 결제, no money
   * moves), is the only one built; its page and form routes (`/pg/test/*`) are mounted only
   * while it is the configured gateway. A real provider's adapter adds its name here.
   */
  paymentGateway: PaymentGatewayName;
  /** The footer's 이용약관 and 개인정보처리방침 links (a site path or an http(s) address). */
  termsUrl: string;
  privacyUrl: string;
  bodyLimit: number;
  uploadLimit: number;
  /** Where uploaded photos are written (every instance must see the same directory). */
  uploadDir: string;
  /** The bytes of photos one member may upload in 24 hours. */
  uploadQuotaBytes: number;
  databaseUrl: string;
  dataDir: string;
  logLevel: string;
  secureCookies: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): off unless TRUST_PROXY is
   * set — `true`, or the proxies' addresses/CIDRs/`loopback` (comma-separated). Off, the client is
   * the socket's peer, so a forged header cannot dodge the per-client limits.
   */
  trustProxy: boolean | string;
  /** Abuse limits (log-in, SMS, password reset), counted in the database: see README "Limits". */
  limits: Limits;
  // --- issue #36 (h-upload): lesson video uploads and their background processing ---
  /** Largest lesson video (bytes, tus Upload-Length). */
  videoUploadLimit: number;
  /** Video bytes one coach may keep (uploads in progress, processing and ready). */
  videoQuotaBytes: number;
  /** Whether this instance processes queued video jobs (every instance can enqueue). */
  mediaWorker: boolean;
  /** A job still active after this long (its instance died) is retried by another. */
  mediaJobExpireSec: number;
  /** How often the queue looks for expired jobs, and how often a worker polls. */
  mediaSuperviseSec: number;
  mediaPollSec: number;
  /** The ffprobe binary (Debian's ffmpeg package). */
  ffprobePath: string;
  /** The ffmpeg binary: the job decodes every stream of an upload (issue 45). */
  ffmpegPath: string;
  /** A decode still running after this long is stopped and the job tried again. */
  mediaDecodeTimeoutSec: number;
  // --- issue #36 (h-journey): abandoned lesson video uploads ---
  /** An upload not finished this long after it began expires (tus Upload-Expires); its quota is freed. */
  videoUploadExpireMs: number;
  // --- issue #47 (h47-outbox): e-mail, 알림톡 and the delivery outbox ---
  /**
   * The SMTP server mails go to (`smtp://127.0.0.1:2525`, `smtps://user:pass@host:465`); empty =
   * the development mailbox (kept in the database, shown on `GET /dev/mailbox`).
   */
  smtpUrl: string;
  /** The From of every mail. */
  mailFrom: string;
  /** The site's address, for links in mails (the e-mail verification link). */
  siteUrl: string;
  /** How long an e-mail verification link works. */
  emailVerifyTtlMs: number;
  /** `test` (records what it would send) or the path of a module exporting `createAlimtalkProvider`. */
  alimtalkProvider: string;
  /** Test provider only: phones (digits) that have no KakaoTalk, so their 알림톡 falls back to SMS. */
  alimtalkNoKakao: string[];
  /** Whether this instance delivers queued messages (every instance can enqueue). */
  outboxWorker: boolean;
  /** Tries of one delivery after the first, with exponential backoff from outboxRetryDelaySec. */
  outboxRetryLimit: number;
  outboxRetryDelaySec: number;
  /** A delivery still `sending` after this long (its instance died) is tried again. */
  outboxJobExpireSec: number;
  outboxPollSec: number;
  /**
   * Tests only (OUTBOX_TEST_KILL=claim|sent, never in production): the delivering process kills
   * itself (SIGKILL) right after claiming a delivery, or right after the provider accepted it.
   */
  outboxTestKill: '' | 'claim' | 'sent';
  // --- issue #47 (h47-live): live notifications (Server-Sent Events) ---
  /** How often an open notification stream gets a heartbeat comment (below proxies' read timeouts). */
  notifyHeartbeatMs: number;
  /** Open notification streams one member may hold on one instance (tabs, devices). */
  notifyStreamsPerUser: number;
  /** Open notification streams one instance holds in all. */
  notifyStreamsMax: number;
  /** How long a stream ticket (`?ticket=`, for EventSource, which cannot send headers) is valid. */
  notifyTicketTtlMs: number;
  // --- issue #52 (h52-social): 카카오, 네이버 and Apple log-in (auth/socialConfig.ts) ---
  social: SocialConfig;
}

export const PAYMENT_GATEWAYS = ['test'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

function gatewayOf(value: string | undefined): PaymentGatewayName {
  const v = (value ?? '').trim() || 'test';
  const known = PAYMENT_GATEWAYS.find((g) => g === v);
  if (!known)
    throw new Error(
      `invalid PAYMENT_GATEWAY: ${v} (expected one of ${PAYMENT_GATEWAYS.join(', ')})`,
    );
  return known;
}

/** At most `max` events per `windowMs`, per key (a client, a phone, or the whole service). */
export interface Limit {
  max: number;
  windowMs: number;
}

export interface Limits {
  /** Wrong passwords for one phone from one client: then that client is refused for that phone. */
  loginClientAccount: Limit;
  /** Wrong passwords from one client, any phones (spraying): then that client is refused. */
  loginClient: Limit;
  /**
   * Wrong passwords across the service. Above it the service is under attack: a client may have
   * only `loginClientUnderAttack` wrong passwords in the `loginClient` window.
   */
  loginGlobal: Limit;
  loginClientUnderAttack: number;
  /** Wrong passwords for one phone from all clients: then every try for it waits `loginSlowDelayMs`. */
  loginAccountSlow: Limit;
  loginSlowDelayMs: number;
  /** SMS codes sent to one client's requests / over the service. */
  smsClient: Limit;
  smsGlobal: Limit;
  /** Requests that may answer 501 (the phone is registered): per client / over the service. */
  phoneCheckClient: Limit;
  phoneCheckGlobal: Limit;
  /** Password-reset requests per client, per phone, over the service. */
  resetClient: Limit;
  resetPhone: Limit;
  resetGlobal: Limit;
  /** Photo uploads per member / over the service. */
  uploadUser: Limit;
  uploadGlobal: Limit;
  /**
   * Searches that may count towards search_rank per member (or per client when signed out);
   * above it the search is answered but not counted (issue #33 item 8).
   */
  searchRankClient: Limit;
  /** Member reports (`POST /reportUser/{id}`, issue #38) per reporting member. */
  reportUser: Limit;
  /** Anonymous writes (issue 45): store registrations per client (per member when signed in). */
  storeRegisterClient: Limit;
  /** Visitor tracking records (`POST /new/classu/web`) per client. */
  trackingClient: Limit;
  /** Answers on the test payment provider's page (`POST /pg/test/checkout`) per client. */
  pgTestClient: Limit;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const defaultLimits: Limits = {
  loginClientAccount: { max: 5, windowMs: 15 * MINUTE },
  loginClient: { max: 20, windowMs: 15 * MINUTE },
  loginGlobal: { max: 300, windowMs: 15 * MINUTE },
  loginClientUnderAttack: 3,
  loginAccountSlow: { max: 10, windowMs: 15 * MINUTE },
  loginSlowDelayMs: 2000,
  smsClient: { max: 10, windowMs: HOUR },
  smsGlobal: { max: 1000, windowMs: HOUR },
  phoneCheckClient: { max: 30, windowMs: HOUR },
  phoneCheckGlobal: { max: 5000, windowMs: HOUR },
  resetClient: { max: 5, windowMs: HOUR },
  resetPhone: { max: 3, windowMs: HOUR },
  resetGlobal: { max: 300, windowMs: HOUR },
  uploadUser: { max: 30, windowMs: 10 * MINUTE },
  uploadGlobal: { max: 600, windowMs: MINUTE },
  searchRankClient: { max: 60, windowMs: 10 * MINUTE },
  reportUser: { max: 10, windowMs: HOUR },
  storeRegisterClient: { max: 20, windowMs: 10 * MINUTE },
  trackingClient: { max: 120, windowMs: MINUTE },
  pgTestClient: { max: 30, windowMs: 10 * MINUTE },
};

/** The environment variable of each limit: `LIMIT_LOGIN_CLIENT=20/15m` (max / window). */
export const limitEnv: Record<keyof Limits, string> = {
  loginClientAccount: 'LIMIT_LOGIN_CLIENT_ACCOUNT',
  loginClient: 'LIMIT_LOGIN_CLIENT',
  loginGlobal: 'LIMIT_LOGIN_GLOBAL',
  loginClientUnderAttack: 'LIMIT_LOGIN_CLIENT_UNDER_ATTACK',
  loginAccountSlow: 'LIMIT_LOGIN_ACCOUNT_SLOW',
  loginSlowDelayMs: 'LOGIN_SLOW_DELAY_MS',
  smsClient: 'LIMIT_SMS_CLIENT',
  smsGlobal: 'LIMIT_SMS_GLOBAL',
  phoneCheckClient: 'LIMIT_PHONE_CHECK_CLIENT',
  phoneCheckGlobal: 'LIMIT_PHONE_CHECK_GLOBAL',
  resetClient: 'LIMIT_RESET_CLIENT',
  resetPhone: 'LIMIT_RESET_PHONE',
  resetGlobal: 'LIMIT_RESET_GLOBAL',
  uploadUser: 'LIMIT_UPLOAD_USER',
  uploadGlobal: 'LIMIT_UPLOAD_GLOBAL',
  searchRankClient: 'LIMIT_SEARCH_RANK_CLIENT',
  reportUser: 'LIMIT_REPORT_USER',
  storeRegisterClient: 'LIMIT_STORE_REGISTER_CLIENT',
  trackingClient: 'LIMIT_TRACKING_CLIENT',
  pgTestClient: 'LIMIT_PG_TEST_CLIENT',
};

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: MINUTE, h: HOUR };

/** `20/15m` → { max: 20, windowMs: 900000 } (units ms, s, m, h). */
export function parseLimit(value: string): Limit {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*(ms|s|m|h)\s*$/.exec(value);
  if (!m || Number(m[2]) === 0) throw new Error(`invalid limit: ${value} (expected e.g. 20/15m)`);
  return { max: Number(m[1]), windowMs: Number(m[2]) * UNIT_MS[m[3]!]! };
}

function loadLimits(env: NodeJS.ProcessEnv): Limits {
  const out = { ...defaultLimits } as Record<keyof Limits, Limit | number>;
  for (const [key, name] of Object.entries(limitEnv) as [keyof Limits, string][]) {
    const value = env[name];
    if (value === undefined || value.trim() === '') continue;
    out[key] = typeof defaultLimits[key] === 'number' ? num(value, 0) : parseLimit(value);
  }
  return out as unknown as Limits;
}

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function defaultOrigins(): string[] {
  const out: string[] = [];
  for (let port = 3000; port <= 3005; port++) {
    out.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  }
  return out;
}

function num(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`invalid numeric setting: ${value}`);
  return n;
}

function trustProxyOf(value: string | undefined): boolean | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  return v === 'true' ? true : v;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const config: Config = {
    nodeEnv,
    production,
    devRoutes: env.ENABLE_DEV_ROUTES === '1' && !production,
    port: num(env.PORT, 4000),
    host: env.HOST ?? '127.0.0.1',
    publicBase: (env.PUBLIC_BASE ?? '/_api').replace(/\/+$/, ''),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : defaultOrigins(),
    tokenSecret: env.TOKEN_SECRET ?? '',
    accessTokenTtlMs: num(env.ACCESS_TOKEN_TTL_MS, 2 * 60 * 60 * 1000),
    // The hash travels in URLs (?hash=): a day, not a month.
    hashTtlMs: num(env.HASH_TTL_MS, 24 * 60 * 60 * 1000),
    sessionTtlMs: num(env.SESSION_TTL_MS, 14 * 24 * 60 * 60 * 1000),
    smsCodeTtlMs: num(env.SMS_CODE_TTL_MS, 3 * 60 * 1000),
    smsMinIntervalMs: num(env.SMS_MIN_INTERVAL_MS, 10 * 1000),
    smsWindowMs: num(env.SMS_WINDOW_MS, 10 * 60 * 1000),
    smsMaxPerWindow: num(env.SMS_MAX_PER_WINDOW, 5),
    smsMaxAttempts: num(env.SMS_MAX_ATTEMPTS, 5),
    phoneVerifiedTtlMs: num(env.PHONE_VERIFIED_TTL_MS, 30 * 60 * 1000),
    listCacheTtlMs: num(env.LIST_CACHE_TTL_MS, 10 * 1000),
    orderTtlMs: num(env.ORDER_PENDING_TTL_MS, 15 * 60 * 1000),
    paymentGateway: gatewayOf(env.PAYMENT_GATEWAY),
    termsUrl: env.TERMS_URL ?? '/terms',
    privacyUrl: env.PRIVACY_URL ?? '/privacy',
    bodyLimit: num(env.BODY_LIMIT, 256 * 1024),
    uploadLimit: num(env.UPLOAD_LIMIT, 5 * 1024 * 1024),
    uploadDir: env.UPLOAD_DIR ?? path.join(apiRoot, '.data', 'uploads'),
    uploadQuotaBytes: num(env.UPLOAD_QUOTA_BYTES, 200 * 1024 * 1024),
    databaseUrl: env.DATABASE_URL ?? '',
    dataDir: env.DATA_DIR ?? path.join(apiRoot, '.data', 'pglite'),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    secureCookies: env.SECURE_COOKIES === '1' || env.SECURE_COOKIES === 'true',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    limits: loadLimits(env),
    videoUploadLimit: num(env.VIDEO_UPLOAD_LIMIT, 500 * 1024 * 1024),
    videoQuotaBytes: num(env.VIDEO_QUOTA_BYTES, 5 * 1024 * 1024 * 1024),
    mediaWorker: env.MEDIA_WORKER !== '0',
    mediaJobExpireSec: num(env.MEDIA_JOB_EXPIRE_SEC, 15 * 60),
    mediaSuperviseSec: num(env.MEDIA_SUPERVISE_SEC, 60),
    mediaPollSec: num(env.MEDIA_POLL_SEC, 2),
    ffprobePath: env.FFPROBE_PATH ?? 'ffprobe',
    ffmpegPath: env.FFMPEG_PATH ?? 'ffmpeg',
    mediaDecodeTimeoutSec: num(env.MEDIA_DECODE_TIMEOUT_SEC, 10 * 60),
    videoUploadExpireMs: num(env.VIDEO_UPLOAD_EXPIRE_MS, 24 * 60 * 60 * 1000),
    smtpUrl: env.SMTP_URL?.trim() ?? '',
    mailFrom: env.MAIL_FROM ?? '배움 <no-reply@baeum.test>',
    siteUrl: (env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    emailVerifyTtlMs: num(env.EMAIL_VERIFY_TTL_MS, 24 * 60 * 60 * 1000),
    alimtalkProvider: env.ALIMTALK_PROVIDER?.trim() || 'test',
    alimtalkNoKakao: (env.ALIMTALK_TEST_NO_KAKAO ?? '')
      .split(',')
      .map((s) => s.replace(/\D/g, ''))
      .filter(Boolean),
    outboxWorker: env.OUTBOX_WORKER !== '0',
    outboxRetryLimit: num(env.OUTBOX_RETRY_LIMIT, 8),
    outboxRetryDelaySec: num(env.OUTBOX_RETRY_DELAY_SEC, 30),
    outboxJobExpireSec: num(env.OUTBOX_JOB_EXPIRE_SEC, 5 * 60),
    outboxPollSec: num(env.OUTBOX_POLL_SEC, 2),
    outboxTestKill:
      !production && (env.OUTBOX_TEST_KILL === 'claim' || env.OUTBOX_TEST_KILL === 'sent')
        ? env.OUTBOX_TEST_KILL
        : '',
    notifyHeartbeatMs: num(env.NOTIFY_HEARTBEAT_MS, 25 * 1000),
    notifyStreamsPerUser: num(env.NOTIFY_STREAMS_PER_USER, 8),
    notifyStreamsMax: num(env.NOTIFY_STREAMS_MAX, 10_000),
    notifyTicketTtlMs: num(env.NOTIFY_TICKET_TTL_MS, 60 * 1000),
    social: loadSocialConfig(env, production),
  };
  return { ...config, ...overrides };
}

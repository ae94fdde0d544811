// Runtime configuration, read once from the environment. Every value has a local default so
// `pnpm --filter @baeum/api start` works on a fresh machine.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** The footer's 이용약관 and 개인정보처리방침 links (a site path or an http(s) address). */
  termsUrl: string;
  privacyUrl: string;
  bodyLimit: number;
  uploadLimit: number;
  databaseUrl: string;
  dataDir: string;
  logLevel: string;
  secureCookies: boolean;
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
    hashTtlMs: num(env.HASH_TTL_MS, 30 * 24 * 60 * 60 * 1000),
    sessionTtlMs: num(env.SESSION_TTL_MS, 14 * 24 * 60 * 60 * 1000),
    smsCodeTtlMs: num(env.SMS_CODE_TTL_MS, 3 * 60 * 1000),
    smsMinIntervalMs: num(env.SMS_MIN_INTERVAL_MS, 10 * 1000),
    smsWindowMs: num(env.SMS_WINDOW_MS, 10 * 60 * 1000),
    smsMaxPerWindow: num(env.SMS_MAX_PER_WINDOW, 5),
    smsMaxAttempts: num(env.SMS_MAX_ATTEMPTS, 5),
    phoneVerifiedTtlMs: num(env.PHONE_VERIFIED_TTL_MS, 30 * 60 * 1000),
    listCacheTtlMs: num(env.LIST_CACHE_TTL_MS, 10 * 1000),
    termsUrl: env.TERMS_URL ?? '/notices',
    privacyUrl: env.PRIVACY_URL ?? '/notices',
    bodyLimit: num(env.BODY_LIMIT, 256 * 1024),
    uploadLimit: num(env.UPLOAD_LIMIT, 5 * 1024 * 1024),
    databaseUrl: env.DATABASE_URL ?? '',
    dataDir: env.DATA_DIR ?? path.join(apiRoot, '.data', 'pglite'),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    secureCookies: env.SECURE_COOKIES === '1' || env.SECURE_COOKIES === 'true',
  };
  return { ...config, ...overrides };
}

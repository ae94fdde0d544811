// The Fastify application: one process serving the main (/), recommendation (/rec) and business
// (/biz) servers of spec section 7 with the envelope, identity, XSRF and CORS rules of
// docs/api-paths.md.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { Config } from './config.ts';
import type { Db } from './db/types.ts';
import { createTokens } from './auth/tokens.ts';
import { ApiError } from './http/errors.ts';
import type { Ctx } from './http/context.ts';
import { Counters } from './http/ratelimit.ts';
import { DiskStore, type UploadStore } from './services/uploadStore.ts';
import { msg } from './messages.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { recommendationRoutes } from './routes/recommend.ts';
import { searchRoutes } from './routes/search.ts';
import { identityRoutes } from './routes/identity.ts';
import { smsRoutes } from './routes/sms.ts';
import { notifyRoutes } from './routes/notify.ts';
import { feedRoutes } from './routes/feed.ts';
import { profileRoutes } from './routes/profile.ts';
import { socialRoutes } from './routes/social.ts';
import { serviceRoutes } from './routes/service.ts';
import { bizRoutes } from './routes/biz.ts';
import { imageRoutes } from './routes/images.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { studioRoutes } from './routes/studio.ts';
import { eventRoutes } from './routes/events.ts';
import { paymentRoutes } from './routes/payment.ts';
import { pushSettingsRoutes } from './routes/pushSettings.ts';
import { classroomRoutes } from './routes/classroom.ts';
import { mediaRoutes } from './routes/media.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const SESSION_COOKIE = 'baeum_session';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const XSRF_RE = /^[A-Za-z0-9_-]{20,128}$/;

/** Credentials never reach the log: the `hash` and `token` query values are masked. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:hash|token|authno|passwd)=)[^&#]*/gi, '$1[redacted]');
}

/** The stored token secret, or a random one created on first start and kept in the database. */
async function tokenSecret(db: Db, config: Config): Promise<string> {
  if (config.tokenSecret) return config.tokenSecret;
  const fresh = randomBytes(32).toString('base64url');
  await db.query(
    "INSERT INTO settings (key, value) VALUES ('token_secret', $1) ON CONFLICT (key) DO NOTHING",
    [fresh],
  );
  const rows = await db.query<{ value: string }>(
    "SELECT value FROM settings WHERE key = 'token_secret'",
  );
  return rows[0]!.value;
}

/** The double-submit check: the value sent equals the XSRF cookie (constant time). */
function sameToken(sent: unknown, cookieToken: string | undefined): boolean {
  if (typeof cookieToken !== 'string' || typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(cookieToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

const xsrfFromForm = new WeakSet<FastifyRequest>();

function pgErrorStatus(err: { code?: unknown }): ApiError | null {
  const code = typeof err.code === 'string' ? err.code : '';
  if (!/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code === '23505') return new ApiError(409, msg.conflict);
  if (code === '23503') return new ApiError(404, msg.notFound('대상'));
  if (code.startsWith('22') || code.startsWith('23')) return new ApiError(400, msg.invalidInput);
  return null;
}

function sendError(reply: FastifyReply, code: number, message: string, data?: unknown) {
  const body: Record<string, unknown> = { code, message };
  if (data !== undefined) body.data = data;
  return reply.code(code).type('application/json; charset=utf-8').send(body);
}

export interface BuildOptions {
  db: Db;
  config: Config;
  /** Where photos go; a directory (config.uploadDir) unless another store is given. */
  uploads?: UploadStore;
}

export async function buildApp({ db, config, uploads }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: {
              req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url) }),
            },
          },
  });

  const secret = await tokenSecret(db, config);
  const ctx: Ctx = {
    db,
    config,
    tokens: createTokens(secret, {
      a: config.accessTokenTtlMs,
      h: config.hashTtlMs,
      s: config.sessionTtlMs,
    }),
    counters: new Counters(db),
    uploads: uploads ?? new DiskStore(config.uploadDir),
    devSms: new Map(),
    img: (p) => (p ? (p.startsWith('/images/') ? `${config.publicBase}${p}` : p) : ''),
  };
  app.decorate('ctx', ctx);

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-XSRF-TOKEN', 'X-Requested-With'],
    maxAge: 600,
  });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  await app.register(multipart, {
    limits: { fileSize: config.uploadLimit, files: 1, fields: 10, fieldSize: 10_000 },
  });

  // JSON: an empty body is {} (axios posts without data), bad JSON is a 400 with a Korean message.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(
        null,
        JSON.parse(text, (key, value) =>
          key === '__proto__' || key === 'constructor' ? undefined : value,
        ),
      );
    } catch {
      done(new ApiError(400, msg.badJson), undefined);
    }
  });
  // A text/plain body is accepted only when it is empty (some clients label bodiless posts so).
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    if (String(body).trim() === '') return done(null, {});
    done(new ApiError(415, msg.badMediaType), undefined);
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (req.method === 'OPTIONS') return;
    const cookieToken = req.cookies[XSRF_COOKIE];
    const valid = typeof cookieToken === 'string' && XSRF_RE.test(cookieToken);
    if (!valid) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: config.secureCookies,
      });
    }
    if (MUTATING.has(req.method)) {
      const header = req.headers[XSRF_HEADER];
      // A route that a plain HTML form posts to (config.xsrfFormField) may carry the token in the
      // form field `xsrf` instead of the header: checked once the body is parsed, below.
      if (header === undefined && req.routeOptions.config?.xsrfFormField) {
        xsrfFromForm.add(req);
        return;
      }
      if (!sameToken(header, valid ? cookieToken : undefined)) throw new ApiError(403, msg.xsrf);
    }
  });
  app.addHook('preHandler', async (req) => {
    if (!xsrfFromForm.has(req)) return;
    const field = (req.body as { xsrf?: unknown } | null | undefined)?.xsrf;
    const cookieToken = req.cookies[XSRF_COOKIE];
    const valid = typeof cookieToken === 'string' && XSRF_RE.test(cookieToken);
    if (!sameToken(field, valid ? cookieToken : undefined)) throw new ApiError(403, msg.xsrf);
  });

  app.setErrorHandler((err: FastifyError | ApiError, req, reply) => {
    if (err instanceof ApiError) return sendError(reply, err.code, err.message, err.data);
    const e = err as FastifyError & { code?: string };
    const code = e.code ?? '';
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 413, msg.tooLarge);
    if (
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_PARTS_LIMIT'
    )
      return sendError(
        reply,
        413,
        msg.uploadTooLarge(Math.round(config.uploadLimit / 1024 / 1024)),
      );
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 415, msg.badMediaType);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      return sendError(reply, 415, msg.badMediaType);
    const pg = pgErrorStatus(e);
    if (pg) return sendError(reply, pg.code, pg.message);
    const status = e.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const text =
        status === 413
          ? msg.tooLarge
          : status === 415
            ? msg.badMediaType
            : code.startsWith('FST_ERR_CTP')
              ? msg.badForm
              : msg.invalidInput;
      return sendError(reply, status, text);
    }
    req.log.error({ err: { message: e.message, code, stack: e.stack } }, 'request failed');
    return sendError(reply, 500, msg.serverError);
  });
  app.setNotFoundHandler((_req, reply) => sendError(reply, 404, msg.notFoundRoute));

  // GET /xsrf: the hook above already set the cookie when it was missing.
  app.get('/xsrf', async () => ({ code: 200, data: {} }));
  app.get('/health', async () => ({ code: 200, data: { status: 'ok', db: db.kind } }));

  await app.register(async (main) => {
    catalogRoutes(main, ctx);
    identityRoutes(main, ctx);
    smsRoutes(main, ctx);
    notifyRoutes(main, ctx);
    feedRoutes(main, ctx);
    profileRoutes(main, ctx);
    socialRoutes(main, ctx);
    serviceRoutes(main, ctx);
    reviewRoutes(main, ctx);
    studioRoutes(main, ctx);
    eventRoutes(main, ctx);
    paymentRoutes(main, ctx);
    pushSettingsRoutes(main, ctx);
    imageRoutes(main, ctx);
    uploadRoutes(main, ctx);
    mediaRoutes(main, ctx);
    // A plugin of its own: its text/plain parser (sendBeacon's JSON) stays inside it.
    void main.register(async (classroom) => classroomRoutes(classroom, ctx));
  });
  await app.register(
    async (rec) => {
      recommendationRoutes(rec, ctx);
      searchRoutes(rec, ctx);
    },
    { prefix: '/rec' },
  );
  await app.register(async (biz) => bizRoutes(biz, ctx), { prefix: '/biz' });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: Ctx;
  }
  interface FastifyContextConfig {
    /** POST from a plain HTML form: the XSRF token may come as the form field `xsrf`. */
    xsrfFormField?: boolean;
  }
}

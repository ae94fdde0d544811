// The Fastify application: one process serving the main (/), recommendation (/rec) and business
// (/biz) servers of spec section 7 with the envelope, identity, XSRF and CORS rules of
// docs/api-paths.md.
import { createHmac, randomBytes } from 'node:crypto';
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
import { isMemberAnswer, type Ctx } from './http/context.ts';
import { clientErrorHandler, frameworkErrors } from './http/frameworkErrors.ts';
import { xsrfHooks } from './http/xsrf.ts';
import { Counters } from './http/ratelimit.ts';
import { DiskStore, type UploadStore } from './services/uploadStore.ts';
import { createJobs } from './services/jobs.ts';
import { msg } from './messages.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { recommendationRoutes } from './routes/recommend.ts';
import { searchRoutes } from './routes/search.ts';
import { identityRoutes } from './routes/identity.ts';
import { smsRoutes } from './routes/sms.ts';
import { notifyRoutes } from './routes/notify.ts';
import { notifyStreamRoutes } from './routes/notifyStream.ts';
import { startLiveHub } from './services/liveNotify.ts';
import { feedRoutes } from './routes/feed.ts';
import { profileRoutes } from './routes/profile.ts';
import { socialRoutes } from './routes/social.ts';
import { userReportRoutes } from './routes/userReports.ts';
import { serviceRoutes } from './routes/service.ts';
import { bizRoutes } from './routes/biz.ts';
import { imageRoutes } from './routes/images.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { studioRoutes } from './routes/studio.ts';
import { studioClassRoutes } from './routes/studioClasses.ts';
import { studioCurriculumRoutes } from './routes/studioCurriculum.ts';
import { studioCaptionRoutes } from './routes/studioCaptions.ts';
import { studioLearnerRoutes } from './routes/studioLearners.ts';
import { studioUploadRoutes } from './routes/studioUploads.ts';
import { eventRoutes } from './routes/events.ts';
import { paymentRoutes } from './routes/payment.ts';
import { pushSettingsRoutes } from './routes/pushSettings.ts';
import { classroomRoutes } from './routes/classroom.ts';
import { mediaRoutes } from './routes/media.ts';
import { orderRoutes } from './routes/orders.ts';
import { myPaymentRoutes } from './routes/myPayments.ts';
import { pgTestRoutes } from './routes/pgTest.ts';
import { TestGateway } from './services/gateway.ts';
import { accountSecurityRoutes } from './routes/accountSecurity.ts';
import { outboxRoutes } from './routes/outbox.ts';
import { socialLoginRoutes } from './routes/socialLogin.ts';
import { createSocialClients } from './auth/social.ts';

export { XSRF_COOKIE, XSRF_HEADER } from './http/xsrf.ts';
export { SESSION_COOKIE } from './auth/sessions.ts';

/** Credentials never reach the log: the `hash` and `token` query values are masked. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:hash|token|ticket|authno|passwd)=)[^&#]*/gi, '$1[redacted]');
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
    // Starting the job queue creates pg-boss's schema on a new database (seconds; more on a busy
    // machine): the default 10 s for an onReady hook is too tight.
    pluginTimeout: 120_000,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // Errors before any route (an undecodable path, a header block too large, a request the
    // HTTP parser refuses) answer the Korean envelope too, never echoing the path.
    frameworkErrors,
    clientErrorHandler,
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
      t: config.notifyTicketTtlMs,
    }),
    counters: new Counters(db),
    uploads: uploads ?? new DiskStore(config.uploadDir),
    devSms: new Map(),
    jobs: createJobs(db, config, (error) => app.log.warn({ err: error }, 'background job failed')),
    img: (p) => (p ? (p.startsWith('/images/') ? `${config.publicBase}${p}` : p) : ''),
  };
  app.decorate('ctx', ctx);

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      'X-XSRF-TOKEN',
      'X-Requested-With',
      // tus (lesson video uploads, routes/studioUploads.ts)
      'Tus-Resumable',
      'Upload-Length',
      'Upload-Offset',
      'Upload-Metadata',
    ],
    exposedHeaders: ['Location', 'Tus-Resumable', 'Upload-Offset', 'Upload-Length'],
    maxAge: 600,
  });
  // Signed cookies (the device cookie, auth/deviceCookie.ts) use a key of their own, derived from
  // the token secret: a cookie signature can never be a token signature.
  await app.register(cookie, {
    secret: createHmac('sha256', secret).update('baeum signed cookies').digest(),
  });
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

  app.addHook('onRequest', async (_req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
  xsrfHooks(app, ctx);
  // An answer that depended on the member (a credential was looked at) is kept by nobody: not
  // the browser's cache, not a shared one. Public answers keep their own Cache-Control.
  app.addHook('onSend', async (req, reply, payload) => {
    if (isMemberAnswer(req)) reply.header('Cache-Control', 'private, no-store');
    return payload;
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

  // Live notifications (issue 47): this instance's LISTEN, closed with the server.
  const live = await startLiveHub(db);
  app.addHook('onClose', () => live.close());

  await app.register(async (main) => {
    catalogRoutes(main, ctx);
    identityRoutes(main, ctx);
    smsRoutes(main, ctx);
    notifyRoutes(main, ctx);
    notifyStreamRoutes(main, ctx, live);
    feedRoutes(main, ctx);
    profileRoutes(main, ctx);
    socialRoutes(main, ctx);
    userReportRoutes(main, ctx);
    serviceRoutes(main, ctx);
    reviewRoutes(main, ctx);
    studioRoutes(main, ctx);
    studioClassRoutes(main, ctx);
    studioCurriculumRoutes(main, ctx);
    studioCaptionRoutes(main, ctx);
    studioLearnerRoutes(main, ctx);
    studioUploadRoutes(main, ctx);
    eventRoutes(main, ctx);
    paymentRoutes(main, ctx);
    pushSettingsRoutes(main, ctx);
    imageRoutes(main, ctx);
    uploadRoutes(main, ctx);
    mediaRoutes(main, ctx);
    // Checkout part 2 (issue #37): one gateway, config.paymentGateway; the test provider is the
    // one built, and its page (/pg/test/*) is served only while it is the configured gateway.
    const gateway = new TestGateway(db, ctx.tokens, config.publicBase);
    orderRoutes(main, ctx, gateway);
    myPaymentRoutes(main, ctx, gateway);
    if (config.paymentGateway === 'test') pgTestRoutes(main, ctx, gateway);
    accountSecurityRoutes(main, ctx);
    outboxRoutes(main, ctx);
    // 카카오, 네이버 and Apple log-in (issue #52).
    socialLoginRoutes(main, ctx, createSocialClients(config.social));
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

  // The job queue starts once every route has registered its queues and schedules, and runs each
  // schedule once before the server listens (services/jobs.ts).
  app.addHook('onReady', () => ctx.jobs.start());
  app.addHook('onReady', () => ctx.jobs.runAll());
  app.addHook('onClose', () => ctx.jobs.stop(true));

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: Ctx;
  }
  interface FastifyContextConfig {
    /** POST from a plain HTML form: the XSRF token may come as the form field `xsrf`. */
    xsrfFormField?: boolean;
    /** The test payment provider's form posts: no XSRF token, the provider's signature instead. */
    xsrfExempt?: boolean;
  }
}

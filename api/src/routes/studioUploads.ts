// Lesson video uploads in the studio (issue 36, h-upload): the tus resumable-upload protocol
// (@tus/server + @tus/file-store) under /new/studio/uploads, the coach's quota and the first-bytes
// check, and a status call. A finished upload is handed to the background queue
// (services/videoJobs.ts), whose worker runs services/videoProcess.ts.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import { advisoryXactLock } from '../db/locks.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError, forbidden, notFound, ok } from '../http/errors.ts';
import type { AuthUser, Ctx } from '../http/context.ts';
import { parse, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { requireCoach } from '../services/studioClasses.ts';
import { videoJobs } from '../services/videoJobs.ts';
import { finishUpload, recoverVideoUploads, VIDEO_RECOVERY } from '../services/videoRecovery.ts';
import { expireVideoUploads, VIDEO_UPLOAD_EXPIRY } from '../services/videoUploadExpiry.ts';
import {
  processVideo,
  removeTusFile,
  sniffVideo,
  SNIFF_BYTES,
  tusDirOf,
} from '../services/videoProcess.ts';

export const UPLOADS_PATH = '/new/studio/uploads';
const MB = 1024 * 1024;
const ID = /^[0-9a-f]{24}$/;

/** What a tus hook needs from the Fastify request that carries it. */
interface Call {
  coach: AuthUser;
  /** The upload the ownership check passed (null for a creation): the only one tus may touch. */
  id: string | null;
  /** The answer to give instead of tus's English one. */
  error?: ApiError;
}

/** Bytes the coach's videos take: uploads under way or being processed, and lessons' videos. */
const usedBytes = async (q: Queryable, coachId: number) =>
  (
    await q.query<{ used: number }>(
      `SELECT COALESCE(SUM(size), 0)::float8 AS used FROM lesson_uploads
       WHERE coach_id = $1 AND state IN ('uploading', 'processing', 'ready')`,
      [coachId],
    )
  )[0]!.used;

const metadataShape = z.object({
  class_id: z.coerce.number().int().positive(),
  lesson_id: z.coerce.number().int().positive(),
});

export function studioUploadRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, config } = ctx;
  const calls = new AsyncLocalStorage<Call>();
  const refuse = (error: ApiError): never => {
    const call = calls.getStore();
    if (call) call.error = error;
    throw { status_code: error.code, body: error.message };
  };

  const tus = new Server({
    path: UPLOADS_PATH,
    // tus's expiration: answers carry Upload-Expires, and an expired upload is refused (410).
    datastore: new FileStore({
      directory: tusDirOf(config.uploadDir),
      expirationPeriodInMilliseconds: config.videoUploadExpireMs,
    }),
    maxSize: config.videoUploadLimit,
    namingFunction: () => randomBytes(12).toString('hex'),
    // tus would read the id from the whole URL, query string included (`<mine>?x=/<theirs>`):
    // it gets the id whose ownership was checked instead.
    getFileIdFromRequest: () => calls.getStore()?.id ?? undefined,
    // The browser reaches the API under PUBLIC_BASE (the same-origin proxy).
    generateUrl: (_req, { id }) => `${config.publicBase}${UPLOADS_PATH}/${id}`,
    onUploadCreate: async (_req, upload) => {
      await createRow(calls.getStore()!.coach, upload);
      return {};
    },
    onUploadFinish: async (_req, upload) => {
      // The state and the job in one transaction, before the answer: a crash at any point leaves
      // both or neither (then the recovery schedule finishes the upload from its bytes).
      await finishUpload(db, media, upload.id, killHook);
      return {};
    },
  });

  /** Checks the class, lesson, size and quota, and reserves the bytes (one coach at a time). */
  async function createRow(coach: AuthUser, upload: Upload) {
    const meta = metadataShape.safeParse(upload.metadata ?? {});
    if (!meta.success) refuse(new ApiError(400, msg.videoMetadata));
    const { class_id: classId, lesson_id: lessonId } = meta.data!;
    if (upload.size === undefined) refuse(new ApiError(400, msg.videoLengthRequired));
    const size = upload.size!;
    if (size <= 0) refuse(new ApiError(400, msg.videoLengthRequired));
    const [lesson] = await db.query<{ coach_id: number; kind: string }>(
      `SELECT c.coach_id, l.kind FROM lessons l JOIN classes c ON c.id = l.class_id
       WHERE l.id = $1 AND l.class_id = $2`,
      [lessonId, classId],
    );
    if (!lesson) refuse(notFound('강의'));
    if (lesson!.coach_id !== coach.id) refuse(forbidden());
    if (lesson!.kind !== 'video') refuse(new ApiError(409, msg.videoNotVideoLesson));
    const quotaFull = new ApiError(
      413,
      msg.videoQuota(Math.round(config.videoQuotaBytes / 1024 / MB)),
    );
    await db.transaction(async (tx) => {
      // Parallel creations are counted one after another (across instances too): no overshoot.
      await advisoryXactLock(tx, 'video-quota', coach.id);
      if ((await usedBytes(tx, coach.id)) + size > config.videoQuotaBytes) refuse(quotaFull);
      await tx.query(
        `INSERT INTO lesson_uploads (id, coach_id, class_id, lesson_id, size)
         VALUES ($1, $2, $3, $4, $5)`,
        [upload.id, coach.id, classId, lessonId, size],
      );
    });
  }

  /** The upload of this id, the coach's own (404 for anyone else's: ids are not disclosed). */
  async function ownUpload(id: string, coachId: number) {
    if (!ID.test(id)) throw notFound('업로드');
    const [row] = await db.query<{ coach_id: number; state: string }>(
      'SELECT coach_id, state FROM lesson_uploads WHERE id = $1',
      [id],
    );
    if (!row) throw new ApiError(404, msg.videoUploadGone);
    if (row.coach_id !== coachId) throw forbidden();
    return row;
  }

  /** Whether the request's URL is the upload's own address (a trailing slash allowed). */
  const ownAddress = (url: string, id: string) =>
    url === `${UPLOADS_PATH}/${id}` || url === `${UPLOADS_PATH}/${id}/`;

  /**
   * The request body for tus, its first bytes checked on the way: an upload that does not start
   * like an MP4 or a WebM file is stopped before any byte is written.
   */
  async function checkedBody(req: FastifyRequest, id: string | null, refused: { type: boolean }) {
    const offset = id === null ? 0 : Number(req.headers['upload-offset']);
    if (!(offset < SNIFF_BYTES)) return Readable.toWeb(req.raw);
    // A resumed upload that had fewer bytes than the check needs: the file's start plus these.
    let held = Buffer.alloc(0);
    if (offset > 0 && id) {
      const file = path.join(tusDirOf(config.uploadDir), id);
      held = (await readFile(file).catch(() => Buffer.alloc(0))).subarray(0, offset);
    }
    const pending: Buffer[] = [];
    let judged = false;
    const sniff = new Transform({
      transform(chunk: Buffer, _enc, done) {
        if (judged) return done(null, chunk);
        pending.push(chunk);
        const head = Buffer.concat([held, ...pending]);
        if (head.length < SNIFF_BYTES) return done();
        if (!sniffVideo(head)) {
          refused.type = true;
          return done(new ApiError(415, msg.videoType));
        }
        judged = true;
        done(null, Buffer.concat(pending));
      },
      flush(done) {
        // The whole body was shorter than the check: judge what there is.
        if (!judged && pending.length) {
          const head = Buffer.concat([held, ...pending]);
          if (!sniffVideo(head) && head.length >= 4) {
            refused.type = true;
            return done(new ApiError(415, msg.videoType));
          }
          this.push(Buffer.concat(pending));
        }
        done();
      },
    });
    req.raw.pipe(sniff);
    return Readable.toWeb(sniff);
  }

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    const coach = await requireCoach(ctx, req);
    const id = (req.params as { id?: string }).id ?? null;
    // The URL names the upload and nothing else: no query string, no encoded characters.
    if (id !== null && !ownAddress(req.raw.url ?? '', id))
      throw new ApiError(400, msg.videoUploadAddress);
    // Parallel uploads joined by the server (the concatenation extension) are not offered.
    if (req.headers['upload-concat'] !== undefined)
      throw new ApiError(400, msg.videoUploadUnsupported);
    const row = id === null ? null : await ownUpload(id, coach.id);
    // Expired, cancelled or finished: no more bytes (an expired upload's quota is already freed).
    if (req.method === 'PATCH' && row && row.state !== 'uploading')
      throw new ApiError(410, msg.videoUploadGone);
    const refused = { type: false };
    const hasBody = req.method === 'POST' || req.method === 'PATCH';
    const body = hasBody ? await checkedBody(req, id, refused) : undefined;
    const call: Call = { coach, id };
    // tus sees the path of the checked upload alone.
    const url = new URL(id === null ? UPLOADS_PATH : `${UPLOADS_PATH}/${id}`, 'http://api.local');
    const request = new Request(url, {
      method: req.method,
      headers: req.raw.headers as Record<string, string>,
      ...(body ? { body: body as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
    const res = await calls.run(call, () => tus.handleWeb(request));
    if (refused.type) {
      // Not a video: the upload goes, and so does its reservation.
      const target = id ?? res.headers.get('location')?.split('/').pop() ?? '';
      if (ID.test(target)) {
        await db.query(
          `UPDATE lesson_uploads SET state = 'failed', reason = $2, updated_at = now()
           WHERE id = $1 AND state = 'uploading'`,
          [target, msg.videoType],
        );
        await removeTusFile(config.uploadDir, target);
      }
      throw new ApiError(415, msg.videoType);
    }
    if (call.error) throw call.error;
    if (res.status >= 400) throw tusError(res.status);
    if (req.method === 'DELETE' && id)
      await db.query(
        `UPDATE lesson_uploads SET state = 'cancelled', updated_at = now()
         WHERE id = $1 AND state = 'uploading'`,
        [id],
      );
    reply.code(res.status);
    res.headers.forEach((value, name) => {
      if (name !== 'content-length') reply.header(name, value);
    });
    return reply.send(res.status === 204 || req.method === 'HEAD' ? undefined : await res.text());
  }

  const tusError = (status: number) =>
    status === 413
      ? new ApiError(413, msg.videoTooLarge(Math.round(config.videoUploadLimit / MB)))
      : status === 404 || status === 410
        ? new ApiError(status, msg.videoUploadGone)
        : status === 409
          ? new ApiError(409, msg.videoUploadConflict)
          : status === 501
            ? new ApiError(400, msg.videoUploadUnsupported)
            : status < 500
              ? new ApiError(status, msg.invalidInput)
              : new ApiError(500, msg.videoUploadFailed);

  void app.register(async (scope) => {
    // tus bodies are raw bytes streamed to disk: Fastify must leave them unread.
    scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) =>
      done(null, undefined),
    );
    scope.post(UPLOADS_PATH, handle);
    scope.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: `${UPLOADS_PATH}/:id`,
      handler: handle,
    });
  });

  app.get(`${UPLOADS_PATH}/:id/status`, async (req) => {
    const p = parse(z.object({ id: z.string().regex(ID) }), req.params);
    const coach = await requireCoach(ctx, req);
    await ownUpload(p.id, coach.id);
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT id AS upload_id, class_id, lesson_id, state, reason, size::float8 AS size, mime,
       duration_sec, created_at, updated_at FROM lesson_uploads WHERE id = $1`,
      [p.id],
    );
    let offset: number | null = null;
    if (row!.state === 'uploading') {
      offset = await tus.datastore.getUpload(p.id).then(
        (u) => u.offset,
        () => 0,
      );
    }
    return ok({ ...row, offset });
  });

  // The queue starts with the server (services/jobs.ts); this instance works on jobs unless
  // MEDIA_WORKER=0.
  const media = videoJobs(
    ctx.jobs,
    config,
    config.mediaWorker
      ? (id, lastTry) => processVideo(ctx, id, lastTry, ctx.videoJobGate)
      : undefined,
  );
  ctx.mediaJobs = media;

  // Abandoned uploads expire (their reservation freed) at start and every 10 minutes.
  ctx.jobs.registerSchedule(VIDEO_UPLOAD_EXPIRY, '*/10 * * * *', () =>
    expireVideoUploads(db, config.uploadDir, config.videoUploadExpireMs),
  );
  // Uploads a crash left between steps are finished or failed, at start and every minute.
  ctx.jobs.registerSchedule(VIDEO_RECOVERY, '* * * * *', () =>
    recoverVideoUploads(db, ctx.jobs, media, config.uploadDir),
  );
}

/**
 * Tests only (test/crashRecovery.test.ts): TEST_KILL_AT=upload-finish kills the process with
 * SIGKILL right after a finished upload's state change, before its job is queued and committed.
 */
const killHook =
  process.env.TEST_KILL_AT === 'upload-finish' && process.env.NODE_ENV !== 'production'
    ? () => {
        process.kill(process.pid, 'SIGKILL');
      }
    : undefined;

// Photo uploads: POST /photo streams the file into the upload store (never into the database,
// never whole into memory) and records its metadata; GET /images/uploads/{id} streams it back
// (images only: the store's lesson videos and captions are not served here).
// Per-member and service-wide upload limits (counted in the database, shared by every instance)
// and a per-member daily byte quota keep one member from filling the disk or the event loop.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { advisoryXactLock } from '../db/locks.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError, badRequest, notFound, ok } from '../http/errors.ts';
import { requireUser, type Ctx } from '../http/context.ts';
import { counterKey, enforce } from '../http/ratelimit.ts';
import { parse, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { STAGED_MAX_AGE_MS, STAGED_SWEEP, STAGED_SWEEP_CRON } from '../services/uploadStore.ts';

const IMAGE_TYPES: [string, (b: Buffer) => boolean][] = [
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  [
    'image/png',
    (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  ],
  [
    'image/gif',
    (b) =>
      b.subarray(0, 6).toString('latin1') === 'GIF87a' ||
      b.subarray(0, 6).toString('latin1') === 'GIF89a',
  ],
  [
    'image/webp',
    (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
];

/** The image type of a file's first bytes, or null when it is not a JPG, PNG, GIF or WEBP. */
export function sniffImage(bytes: Buffer): string | null {
  return IMAGE_TYPES.find(([, test]) => bytes.length >= 12 && test(bytes))?.[0] ?? null;
}

const MB = 1024 * 1024;

export function uploadRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, config } = ctx;

  // Staged files left by a crash are deleted when the server starts (before it listens) and
  // every 10 minutes while it runs (a schedule on the job queue: one instance per occurrence).
  ctx.jobs.registerSchedule(STAGED_SWEEP, STAGED_SWEEP_CRON, async () => {
    await ctx.uploads.sweep?.(STAGED_MAX_AGE_MS);
  });

  /** Bytes the member uploaded in the last 24 hours. */
  const usedToday = async (q: Queryable, userId: number) =>
    (
      await q.query<{ used: number }>(
        `SELECT COALESCE(SUM(size), 0)::float8 AS used FROM uploads
         WHERE user_id = $1 AND created_at > now() - interval '1 day'`,
        [userId],
      )
    )[0]!.used;

  app.post('/photo', async (req, reply) => {
    const auth = await requireUser(ctx, req);
    if (!req.isMultipart()) throw new ApiError(415, msg.badMediaType);
    await enforce(ctx.counters, reply, [
      {
        key: counterKey('upload:user', String(auth.id)),
        limit: config.limits.uploadUser,
        message: msg.uploadTooMany,
      },
      { key: 'upload:global', limit: config.limits.uploadGlobal, message: msg.uploadBusy },
    ]);
    const quotaFull = () =>
      new ApiError(413, msg.uploadQuota(Math.round(config.uploadQuotaBytes / MB)));
    if ((await usedToday(db, auth.id)) >= config.uploadQuotaBytes) throw quotaFull();

    // A body busboy cannot read (no or empty boundary, a boundary that never comes, a cut-off
    // part) is the client's mistake: 400, never a 500. Size and count limits keep their 413.
    const malformed = (error: unknown): never => {
      const code = (error as { code?: string; statusCode?: number }) ?? {};
      if (
        error instanceof ApiError ||
        code.statusCode ||
        String(code.code ?? '').startsWith('FST_')
      )
        throw error;
      throw badRequest(msg.badForm);
    };
    const file = await req.file().catch(malformed);
    if (!file || file.fieldname !== 'photo') throw badRequest(msg.uploadMissing);
    const uploadId = randomBytes(12).toString('hex');
    const staged = await ctx.uploads.stage(uploadId, file.file).catch(malformed);
    try {
      if (file.file.truncated)
        throw new ApiError(413, msg.uploadTooLarge(Math.round(config.uploadLimit / MB)));
      const mime = sniffImage(staged.head);
      if (!mime) throw new ApiError(415, msg.uploadType);
      // Parallel uploads may each pass the check above. The total with this file is checked
      // again and the row written under a per-member lock, so they are counted one at a time
      // (on PostgreSQL across every instance): the quota is never overshot.
      let placed = false;
      try {
        await db.transaction(async (tx) => {
          await advisoryXactLock(tx, 'upload-quota', auth.id);
          if ((await usedToday(tx, auth.id)) + staged.size > config.uploadQuotaBytes)
            throw quotaFull();
          await tx.query('INSERT INTO uploads (id, user_id, mime, size) VALUES ($1, $2, $3, $4)', [
            uploadId,
            auth.id,
            mime,
            staged.size,
          ]);
          // The file is in place before the row can be seen; a failed rename rolls the row back.
          await staged.commit();
          placed = true;
        });
      } catch (error) {
        if (placed) await ctx.uploads.remove(uploadId);
        throw error;
      }
      return ok({ photo_url: ctx.img(`/images/uploads/${uploadId}`), mime, size: staged.size });
    } finally {
      await staged.discard();
    }
  });

  app.get('/images/uploads/:id', async (req, reply) => {
    const p = parse(z.object({ id: z.string().regex(/^[0-9a-f]{24}$/) }), req.params);
    // Images only: lesson videos and captions live in the same store but are served only through
    // the classroom's checked media route (issue 45), never here under a public, immutable cache.
    const rows = await db.query<{ mime: string; bytes: Uint8Array | null }>(
      `SELECT mime, bytes FROM uploads WHERE id = $1 AND mime LIKE 'image/%'
       AND NOT EXISTS (SELECT 1 FROM lesson_uploads WHERE id = $1)`,
      [p.id],
    );
    const row = rows[0];
    if (!row) throw notFound('이미지');
    reply
      .type(row.mime)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('X-Content-Type-Options', 'nosniff');
    // Written before the upload store: the bytes are still in the row.
    if (row.bytes) return reply.send(Buffer.from(row.bytes));
    const stored = await ctx.uploads.open(p.id);
    if (!stored) throw notFound('이미지');
    return reply.header('Content-Length', String(stored.size)).send(stored.stream);
  });
}

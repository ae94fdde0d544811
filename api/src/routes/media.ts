// Lesson media (issue 35): GET/HEAD /media/lessons/{lessonId}/{video|captions}?u&exp&sig streams a
// lesson's video or captions from the store, with HTTP Range (206, 416), ETag and private caching
// within the URL's lifetime. The signed URL comes from the lesson answer (routes/classroom.ts);
// each request checks again that the lesson exists and that its member may still watch it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rangeParser from 'range-parser';
import { ApiError, notFound } from '../http/errors.ts';
import type { Ctx } from '../http/context.ts';
import { INT_MAX, id } from '../http/validate.ts';
import { z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { checkMediaUrl, lessonMediaStore, mediaType } from '../services/lessonMedia.ts';
import { metered, recordServed } from '../services/lessonTaken.ts';

const request = z.object({
  lessonId: id(),
  asset: z.enum(['video', 'captions']),
  u: z.coerce.number().int().min(0).max(INT_MAX),
  exp: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 40),
  sig: z.string().max(100),
});

export function mediaRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const store = lessonMediaStore(ctx.uploads);

  const serve = async (req: FastifyRequest, reply: FastifyReply) => {
    const parsed = request.safeParse({
      ...(req.params as object),
      ...(req.query as object),
    });
    if (!parsed.success) throw new ApiError(403, msg.mediaLinkInvalid);
    const p = parsed.data;
    const maxAge = checkMediaUrl(ctx, p);
    if (maxAge === null) throw new ApiError(403, msg.mediaLinkInvalid);
    // The lesson still there, and the member still allowed (enrolled or the coach, an active
    // account), or the lesson a free preview of a class on sale.
    const rows = await db.query<{
      class_id: number;
      learner: boolean;
      media_key: string | null;
      captions_key: string | null;
      video_mime: string | null;
      captions_mime: string | null;
      allowed: boolean;
    }>(
      `SELECT l.class_id, l.media_key, l.captions_key, uv.mime AS video_mime, uc.mime AS captions_mime,
              ($2 > 0 AND c.coach_id <> $2
                AND EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = $2 AND e.class_id = c.id)) AS learner,
              (l.free_preview AND c.open_flag = 'Y')
              OR ($2 > 0 AND EXISTS (SELECT 1 FROM users u WHERE u.id = $2 AND u.status = 'active')
                  AND (c.coach_id = $2 OR EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = $2 AND e.class_id = c.id)))
              AS allowed
       FROM lessons l JOIN classes c ON c.id = l.class_id
       LEFT JOIN uploads uv ON uv.id = l.media_key LEFT JOIN uploads uc ON uc.id = l.captions_key
       WHERE l.id = $1`,
      [p.lessonId, p.u],
    );
    const lesson = rows[0];
    if (!lesson) throw notFound('강의');
    if (!lesson.allowed) throw new ApiError(403, msg.mediaLinkInvalid);
    const key = p.asset === 'video' ? lesson.media_key : lesson.captions_key;
    const type =
      key && mediaType(key, p.asset === 'video' ? lesson.video_mime : lesson.captions_mime);
    const found = key && type ? await store.stat(key) : null;
    if (!key || !type || !found) throw notFound(p.asset === 'video' ? '영상' : '자막');

    reply
      .type(type)
      .header('Accept-Ranges', 'bytes')
      .header('ETag', found.etag)
      .header('Cache-Control', `private, max-age=${maxAge}`)
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .header('Content-Security-Policy', "default-src 'none'; sandbox");
    if (req.headers['if-none-match'] === found.etag) return reply.code(304).send();

    // Range as `send` (and @fastify/static) answer it: one satisfiable range → 206; none inside
    // the file → 416; a malformed header or several ranges → the whole file (RFC 9110 allows it).
    // If-Range with another ETag (the file changed) → the whole file.
    let range: { start: number; end: number } | undefined;
    const header = req.headers.range;
    const ifRange = req.headers['if-range'];
    if (header && (ifRange === undefined || ifRange === found.etag)) {
      const ranges = rangeParser(found.size, header, { combine: true });
      if (ranges === -1) {
        reply.header('Content-Range', `bytes */${found.size}`);
        throw new ApiError(416, msg.mediaRange);
      }
      if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) range = ranges[0]!;
    }
    if (range) {
      reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${found.size}`)
        .header('Content-Length', String(range.end - range.start + 1));
    } else reply.header('Content-Length', String(found.size));
    if (req.method === 'HEAD') return reply.send();
    const opened = await store.open(key, range);
    if (!opened) throw notFound(p.asset === 'video' ? '영상' : '자막');
    // A learner's video: the bytes served count towards the lesson being taken (the refund rule).
    if (p.asset !== 'video' || !lesson.learner) return reply.send(opened.stream);
    const start = range?.start ?? 0;
    const body = metered(
      opened.stream,
      (bytes) =>
        recordServed(db, {
          userId: p.u,
          lessonId: p.lessonId,
          classId: lesson.class_id,
          mediaKey: key,
          size: found.size,
          start,
          end: start + bytes,
        }),
      (err) => req.log.warn({ err }, 'recording served lesson media failed'),
    );
    return reply.send(body);
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/lessons/:lessonId/:asset',
    exposeHeadRoute: false,
    handler: serve,
  });
}

// A lesson's caption file in the studio (issue 36): WebVTT only (UTF-8 starting with `WEBVTT`,
// ≤ 512 KB), kept in the upload store like a photo and served by the lesson's signed captions URL.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { CAPTIONS_MAX_BYTES, isWebVtt } from '@baeum/shared/validation';
import { ApiError, badRequest } from '../http/errors.ts';
import type { Ctx } from '../http/context.ts';
import { id, parse, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import { lessonOf } from '../services/classroom.ts';
import { ownClass, requireCoach } from '../services/studioClasses.ts';
import { curriculumEditor } from './studioCurriculum.ts';

const lessonParams = z.object({ classId: id(), lessonId: id() });

export function studioCaptionRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const { edit } = curriculumEditor(ctx);
  // A WebVTT caption file (multipart field `captions`), kept in the upload store like a photo.
  app.put('/new/studio/classes/:classId/lessons/:lessonId/captions', async (req) => {
    const p = parse(lessonParams, req.params);
    const coach = await requireCoach(ctx, req);
    await ownClass(db, coach.id, p.classId);
    await lessonOf(db, p.classId, p.lessonId);
    if (!req.isMultipart()) throw new ApiError(415, msg.badMediaType);
    const file = await req.file({ limits: { fileSize: CAPTIONS_MAX_BYTES } }).catch(() => {
      throw badRequest(msg.badForm);
    });
    if (!file || file.fieldname !== 'captions') throw badRequest(msg.studioCaptionsMissing);
    const bytes = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE')
        throw new ApiError(413, msg.studioCaptionsTooLarge);
      throw badRequest(msg.badForm);
    });
    if (!isWebVtt(bytes)) throw new ApiError(415, msg.studioCaptionsType);
    const key = randomBytes(12).toString('hex');
    const staged = await ctx.uploads.stage(key, Readable.from([bytes]));
    let old: string | null = null;
    let placed = false;
    try {
      const answer = await edit(req, p.classId, async (tx) => {
        const lesson = await lessonOf(tx, p.classId, p.lessonId);
        old = lesson.captions_key;
        await tx.query('INSERT INTO uploads (id, user_id, mime, size) VALUES ($1, $2, $3, $4)', [
          key,
          coach.id,
          'text/vtt; charset=utf-8',
          staged.size,
        ]);
        await tx.query('UPDATE lessons SET captions_key = $2, updated_at = now() WHERE id = $1', [
          p.lessonId,
          key,
        ]);
        await staged.commit();
        placed = true;
      });
      await forgetUpload(old);
      return answer;
    } catch (error) {
      // The file went into place but the change rolled back: it goes too.
      if (placed) await ctx.uploads.remove(key);
      throw error;
    } finally {
      await staged.discard();
    }
  });

  app.delete('/new/studio/classes/:classId/lessons/:lessonId/captions', async (req) => {
    const p = parse(lessonParams, req.params);
    let old: string | null = null;
    const answer = await edit(req, p.classId, async (tx) => {
      old = (await lessonOf(tx, p.classId, p.lessonId)).captions_key;
      await tx.query('UPDATE lessons SET captions_key = NULL, updated_at = now() WHERE id = $1', [
        p.lessonId,
      ]);
    });
    await forgetUpload(old);
    return answer;
  });

  /** A replaced caption file of the upload store goes (the seed's shared files stay). */
  const forgetUpload = async (key: string | null) => {
    if (!key || key.startsWith('seed/')) return;
    await db.query('DELETE FROM uploads WHERE id = $1', [key]);
    await ctx.uploads.remove(key);
  };
}

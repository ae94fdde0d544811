// Posting to the feed and editing one's own post.
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound, ok } from '../http/errors.ts';
import { requireUser, type Ctx } from '../http/context.ts';
import { id, parse, text, z } from '../http/validate.ts';
import { photoListSchema } from '../http/photoList.ts';
import { youtubeVideoId } from '@baeum/shared/validation';
import { msg } from '../messages.ts';
import { feedItemById } from '../services/feed.ts';

const POST_SECTIONS = ['daily', 'question', 'work'] as const;

export function feedPostRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const photoList = photoListSchema(ctx.config.publicBase);

  app.post('/app_comment', async (req) => {
    const b = parse(
      z.object({
        comment_id: id().optional(),
        content: text(2000, 1),
        class_id: id().optional(),
        section: z.enum(POST_SECTIONS).default('daily'),
        photo_list: photoList.optional(),
        photo: z.string().max(300).optional(),
        // Only a YouTube video link (the shared rule); anything else is refused, never stored.
        youtube_file: z
          .union([
            z.literal(''),
            z
              .string()
              .max(300)
              .refine((v) => youtubeVideoId(v) !== null, { message: msg.youtubeOnly }),
          ])
          .optional(),
      }),
      req.body,
    );
    const user = await requireUser(ctx, req);
    // The client may send one photo as `photo` instead of a list.
    if (b.photo) b.photo_list = [...(b.photo_list ?? []), ...parse(photoList, [b.photo])];
    if (b.class_id !== undefined) {
      const cls = await db.query('SELECT 1 FROM classes WHERE id = $1 AND NOT draft', [b.class_id]);
      if (!cls.length) throw notFound('클래스');
    }
    let commentId: number;
    if (b.comment_id !== undefined) {
      const rows = await db.query<{ user_id: number; parent_id: number | null }>(
        'SELECT user_id, parent_id FROM comments WHERE id = $1',
        [b.comment_id],
      );
      if (!rows[0]) throw notFound('글');
      if (rows[0].user_id !== user.id) throw forbidden(msg.notAuthor);
      await db.query(
        `UPDATE comments SET content = $2, class_id = COALESCE($3, class_id), section = $4,
           photo_list = COALESCE($5::jsonb, photo_list), youtube_file = COALESCE($6, youtube_file), updated_at = now()
         WHERE id = $1`,
        [
          b.comment_id,
          b.content,
          b.class_id ?? null,
          b.section,
          b.photo_list ? JSON.stringify(b.photo_list) : null,
          b.youtube_file ?? null,
        ],
      );
      commentId = b.comment_id;
    } else {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO comments (user_id, class_id, section, content, photo_list, youtube_file)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING id`,
        [
          user.id,
          b.class_id ?? null,
          b.section,
          b.content,
          JSON.stringify(b.photo_list ?? []),
          b.youtube_file ?? '',
        ],
      );
      commentId = rows[0]!.id;
    }
    return ok({ comment_id: commentId, comment: await feedItemById(ctx, commentId, user.id) });
  });
}

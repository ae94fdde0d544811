// Replies: replying to a post (or to a reply: the post's thread), editing and deleting one's own.
import type { FastifyInstance } from 'fastify';
import { ApiError, forbidden, notFound, ok } from '../http/errors.ts';
import { requireUser, type AuthUser, type Ctx } from '../http/context.ts';
import { id, parse, text, z } from '../http/validate.ts';
import { photoListSchema } from '../http/photoList.ts';
import { msg } from '../messages.ts';
import { refuseIfBlocked } from '../services/blocks.ts';
import { createNotification, PUSH_TYPE } from '../services/notifications.ts';
import { feedItemById } from '../services/feed.ts';

type PhotoList = string[] | undefined;

export function feedCommentRoutes(app: FastifyInstance, ctx: Ctx): void {
  const photoList = photoListSchema(ctx.config.publicBase);
  app.post('/squareComment/:commentId', async (req) => {
    const p = parse(z.object({ commentId: id() }), req.params);
    const b = parse(
      z.object({
        type: z.enum(['reply', 'update', 'delete']).default('reply'),
        reply_id: id().optional(),
        content: text(2000).optional(),
        photo_list: photoList.optional(),
      }),
      req.body,
    );
    // With reply_id the call edits (or deletes) that reply of the post.
    const targetId = b.reply_id ?? p.commentId;
    const type = b.reply_id !== undefined && b.type === 'reply' ? 'update' : b.type;
    const user = await requireUser(ctx, req);
    if (type === 'delete') {
      await deleteComment(ctx, user, targetId);
      return ok({ comment_id: targetId, deleted: true });
    }
    if (!b.content) throw new ApiError(400, '내용(content): 내용을 입력해주세요.');
    if (type === 'update') {
      await editComment(ctx, user, targetId, b.content, b.photo_list);
      return ok({ comment_id: targetId, comment: await feedItemById(ctx, targetId, user.id) });
    }
    const replyId = await addReply(ctx, user, p.commentId, b.content, b.photo_list);
    return ok({
      comment_id: replyId,
      parent_id: p.commentId,
      comment: await feedItemById(ctx, replyId, user.id),
    });
  });
}

/** Deletes the author's own post or reply; a reply's post counts one reply less. */
async function deleteComment(ctx: Ctx, user: AuthUser, targetId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{ user_id: number; parent_id: number | null }>(
      'SELECT user_id, parent_id FROM comments WHERE id = $1 FOR UPDATE',
      [targetId],
    );
    const row = rows[0];
    if (!row) throw notFound('글');
    if (row.user_id !== user.id) throw forbidden(msg.notAuthor);
    await tx.query('DELETE FROM comments WHERE id = $1', [targetId]);
    if (row.parent_id)
      await tx.query('UPDATE comments SET reply_cnt = reply_cnt - 1 WHERE id = $1', [
        row.parent_id,
      ]);
  });
}

/** Edits the author's own post or reply (the photos stay unless a new list is sent). */
async function editComment(
  ctx: Ctx,
  user: AuthUser,
  targetId: number,
  content: string,
  photos: PhotoList,
): Promise<void> {
  const rows = await ctx.db.query<{ user_id: number }>(
    'SELECT user_id FROM comments WHERE id = $1',
    [targetId],
  );
  if (!rows[0]) throw notFound('글');
  if (rows[0].user_id !== user.id) throw forbidden(msg.notAuthor);
  await ctx.db.query(
    'UPDATE comments SET content = $2, photo_list = COALESCE($3::jsonb, photo_list), updated_at = now() WHERE id = $1',
    [targetId, content, photos ? JSON.stringify(photos) : null],
  );
}

/**
 * Replies to a post or to one of its replies; the post's author is notified, and so is the author
 * of the reply answered. Returns the id.
 */
async function addReply(
  ctx: Ctx,
  user: AuthUser,
  commentId: number,
  content: string,
  photos: PhotoList,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{
      id: number;
      user_id: number;
      parent_id: number | null;
      section: string;
    }>('SELECT id, user_id, parent_id, section FROM comments WHERE id = $1 AND visible', [
      commentId,
    ]);
    const target = rows[0];
    if (!target) throw notFound('글');
    // A reply to a reply joins the thread of the post.
    const postId = target.parent_id ?? target.id;
    // Neither the replied-to member nor the post's author (below, in the same transaction) may
    // block or be blocked by the replier.
    await refuseIfBlocked(tx, user.id, target.user_id);
    const inserted = await tx.query<{ id: number }>(
      'INSERT INTO comments (user_id, parent_id, section, content, photo_list) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id',
      [user.id, postId, target.section, content, JSON.stringify(photos ?? [])],
    );
    const post = await tx.query<{ user_id: number }>(
      'UPDATE comments SET reply_cnt = reply_cnt + 1 WHERE id = $1 RETURNING user_id',
      [postId],
    );
    if (post[0] && post[0].user_id !== target.user_id)
      await refuseIfBlocked(tx, user.id, post[0].user_id);
    const notice = { actorId: user.id, pushType: PUSH_TYPE.reply, title: msg.noticeReplyTitle };
    const link = `/community/${postId}`;
    const image = `/images/avatar/${user.id}.webp`;
    if (post[0]) {
      await createNotification(tx, {
        ...notice,
        userId: post[0].user_id,
        content: msg.noticeReply(user.name, content),
        link,
        image,
      });
    }
    // The author of the reply answered (when not the post's author, who is told above).
    if (target.parent_id !== null && target.user_id !== post[0]?.user_id)
      await createNotification(tx, {
        ...notice,
        userId: target.user_id,
        content: msg.noticeReplyToReply(user.name, content),
        link,
        image,
      });
    return inserted[0]!.id;
  });
}

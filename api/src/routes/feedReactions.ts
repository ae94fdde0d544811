// Feed reactions: hiding and reporting a post (poorFeed), liking a post, a reply or a review.
import type { FastifyInstance } from 'fastify';
import { conflict, notFound, ok } from '../http/errors.ts';
import { requireUser, type Ctx } from '../http/context.ts';
import { id, parse, text, z } from '../http/validate.ts';
import type { Queryable } from '../db/types.ts';
import { msg } from '../messages.ts';
import { refuseIfBlocked } from '../services/blocks.ts';
import { createNotification, PUSH_TYPE } from '../services/notifications.ts';

/**
 * Toggles a like; returns the new state and the exact count (row-locked +1/-1). `mayAdd` runs
 * only when a like would be added (taking one back is always allowed) and throws to refuse it.
 */
export async function toggleLike(
  tx: Queryable,
  table: 'comment' | 'review',
  targetId: number,
  userId: number,
  mayAdd?: () => Promise<void>,
) {
  const likeTable = table === 'comment' ? 'comment_likes' : 'review_helpful';
  const col = table === 'comment' ? 'comment_id' : 'review_id';
  const counter = table === 'comment' ? 'like_cnt' : 'helpful_cnt';
  const parent = table === 'comment' ? 'comments' : 'reviews';
  const removed = await tx.query(
    `DELETE FROM ${likeTable} WHERE ${col} = $1 AND user_id = $2 RETURNING 1`,
    [targetId, userId],
  );
  let liked = false;
  let delta = 0;
  if (removed.length) delta = -1;
  else {
    await mayAdd?.();
    const added = await tx.query(
      `INSERT INTO ${likeTable} (${col}, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [targetId, userId],
    );
    liked = true;
    delta = added.length ? 1 : 0;
  }
  const rows = delta
    ? await tx.query<{ cnt: number }>(
        `UPDATE ${parent} SET ${counter} = ${counter} + $2 WHERE id = $1 RETURNING ${counter} AS cnt`,
        [targetId, delta],
      )
    : await tx.query<{ cnt: number }>(`SELECT ${counter} AS cnt FROM ${parent} WHERE id = $1`, [
        targetId,
      ]);
  return { liked, added: delta === 1, count: rows[0]?.cnt ?? 0 };
}

export function feedReactionRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  app.post('/poorFeed/:commentId', async (req) => {
    const p = parse(z.object({ commentId: id() }), req.params);
    const b = parse(
      z.object({ poor_flag: z.enum(['Y', 'N']).default('Y'), reason: text(500).optional() }),
      req.body,
    );
    const user = await requireUser(ctx, req);
    const result = await db.transaction(async (tx) => {
      // A withdrawn member's posts are hidden (visible false): gone for hiding, liking, replying.
      const exists = await tx.query<{ user_id: number }>(
        'SELECT user_id FROM comments WHERE id = $1 AND visible',
        [p.commentId],
      );
      if (!exists[0]) throw notFound('글');
      if (b.poor_flag === 'Y' && exists[0].user_id === user.id) throw conflict(msg.ownPostReport);
      const changed =
        b.poor_flag === 'Y'
          ? await tx.query(
              'INSERT INTO comment_reports (comment_id, user_id, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
              [p.commentId, user.id, b.reason ?? ''],
            )
          : await tx.query(
              'DELETE FROM comment_reports WHERE comment_id = $1 AND user_id = $2 RETURNING 1',
              [p.commentId, user.id],
            );
      // A second report of the same post (hidden first, reported later) keeps the newest reason.
      if (!changed.length && b.poor_flag === 'Y' && b.reason)
        await tx.query(
          'UPDATE comment_reports SET reason = $3 WHERE comment_id = $1 AND user_id = $2',
          [p.commentId, user.id, b.reason],
        );
      const rows = changed.length
        ? await tx.query<{ n: number }>(
            `UPDATE comments SET poor_cnt = poor_cnt ${b.poor_flag === 'Y' ? '+' : '-'} 1 WHERE id = $1 RETURNING poor_cnt AS n`,
            [p.commentId],
          )
        : await tx.query<{ n: number }>('SELECT poor_cnt AS n FROM comments WHERE id = $1', [
            p.commentId,
          ]);
      return rows[0]!.n;
    });
    return ok({ comment_id: p.commentId, poor_flag: b.poor_flag, poor_cnt: result });
  });

  app.post('/squareLike', async (req) => {
    const b = parse(
      z.object({
        comment_id: id(),
        type: z.union([z.string().trim().max(20), z.number()]).default('comment'),
      }),
      req.body,
    );
    const user = await requireUser(ctx, req);
    // `type` names what is liked; only a review is stored apart (its "helpful" count).
    const table = String(b.type).toLowerCase().includes('review') ? 'review' : 'comment';
    const result = await db.transaction(async (tx) => {
      const exists = await tx.query<{ user_id: number; class_id?: number; post_id?: number }>(
        `SELECT ${table === 'review' ? 'user_id, class_id FROM reviews' : 'user_id, COALESCE(parent_id, id) AS post_id FROM comments'} WHERE id = $1${table === 'review' ? '' : ' AND visible'}`,
        [b.comment_id],
      );
      if (!exists[0]) throw notFound(table === 'review' ? '후기' : '글');
      const author = exists[0].user_id;
      // No like of one's own post or review, none between members where either blocks the other.
      const liked = await toggleLike(tx, table, b.comment_id, user.id, async () => {
        if (author === user.id)
          throw conflict(table === 'review' ? msg.ownReviewHelpful : msg.ownPostLike);
        await refuseIfBlocked(tx, user.id, author);
      });
      // The author hears of a like once: taking it back and liking again tells nobody twice.
      if (liked.added)
        await createNotification(tx, {
          userId: author,
          actorId: user.id,
          pushType: PUSH_TYPE.like,
          title: msg.noticeLikeTitle,
          content: table === 'review' ? msg.noticeHelpful(user.name) : msg.noticeLike(user.name),
          link:
            table === 'review'
              ? `/class/${exists[0]!.class_id}/review/${b.comment_id}`
              : `/community/${exists[0]!.post_id}`,
          image: `/images/avatar/${user.id}.webp`,
          once: true,
        });
      return liked;
    });
    const yn = result.liked ? 'Y' : 'N';
    return ok({
      comment_id: b.comment_id,
      type: b.type,
      like_yn: yn,
      like_status: yn,
      like_cnt: result.count,
    });
  });
}

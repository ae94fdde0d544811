// Feed and square: paging, detail, replies, likes, reports, posting, replying, editing, deleting.
import type { FastifyInstance } from 'fastify';
import { ApiError, conflict, forbidden, notFound, ok } from '../http/errors.ts';
import { optionalUser, requireUser, type Ctx } from '../http/context.ts';
import { id, page, parse, text, z } from '../http/validate.ts';
import type { Queryable } from '../db/types.ts';
import { youtubeVideoId } from '@baeum/shared/validation';
import { msg } from '../messages.ts';
import { notifyFrom, refuseIfBlocked } from '../services/blocks.ts';
import { pageInfo } from '../services/cards.ts';
import {
  FEED_FROM,
  FEED_PAGE_SIZE,
  FEED_SELECT,
  feedItemById,
  feedItems,
  type FeedRow,
} from '../services/feed.ts';

export const FEED_SECTIONS = ['all', 'friend', 'daily', 'question', 'work', 'class'] as const;
const POST_SECTIONS = ['daily', 'question', 'work'] as const;

/** Photo URLs must be our own images (uploads or generated), stored without the public prefix. */
export function photoListSchema(publicBase: string) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      if (typeof v === 'string') {
        const t = v.trim();
        if (t.startsWith('[')) {
          try {
            return JSON.parse(t);
          } catch {
            return v;
          }
        }
        return t
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      }
      return v;
    },
    z
      .array(
        z
          .string()
          .max(300)
          .transform((s) =>
            publicBase && s.startsWith(`${publicBase}/images/`) ? s.slice(publicBase.length) : s,
          )
          .refine((s) => /^\/images\/[A-Za-z0-9_./-]+$/.test(s) && !s.includes('..'), {
            message: '사진은 배움에 올린 이미지 주소만 사용할 수 있습니다.',
          }),
      )
      .max(10, { message: '사진은 10장까지 올릴 수 있습니다.' }),
  );
}

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
  return { liked, count: rows[0]?.cnt ?? 0 };
}

export function feedRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const photoList = photoListSchema(ctx.config.publicBase);

  app.get('/squareWith_friend/:page', async (req) => {
    const p = parse(z.object({ page: page() }), req.params);
    const q = parse(z.object({ section: z.enum(FEED_SECTIONS).default('all') }), req.query);
    const viewer =
      q.section === 'friend' ? await requireUser(ctx, req) : await optionalUser(ctx, req);
    const conds = ['cm.parent_id IS NULL', 'cm.visible'];
    const params: unknown[] = [];
    if (q.section === 'friend') {
      params.push(viewer!.id);
      conds.push(
        `(cm.user_id IN (SELECT followee_id FROM follows WHERE follower_id = $${params.length}) OR cm.user_id = $${params.length})`,
      );
    } else if (q.section === 'class') conds.push('cm.class_id IS NOT NULL');
    else if (q.section !== 'all') {
      params.push(q.section);
      conds.push(`cm.section = $${params.length}`);
    }
    const where = conds.join(' AND ');
    // Two index-only-cheap statements: the page stops after its rows, the count needs no join.
    const rows = await db.query<FeedRow>(
      `SELECT ${FEED_SELECT} FROM ${FEED_FROM} WHERE ${where}
       ORDER BY cm.created_at DESC, cm.id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, (p.page - 1) * FEED_PAGE_SIZE, FEED_PAGE_SIZE],
    );
    const total = (
      await db.query<{ total: number }>(
        `SELECT COUNT(*)::int AS total FROM comments cm WHERE ${where}`,
        params,
      )
    )[0]!.total;
    return ok({
      section: q.section,
      list: await feedItems(ctx, rows, viewer?.id ?? null),
      ...pageInfo(p.page, total, FEED_PAGE_SIZE),
    });
  });

  app.get('/squareDetail/:commentId', async (req) => {
    const p = parse(z.object({ commentId: id() }), req.params);
    const viewer = await optionalUser(ctx, req);
    const item = await feedItemById(ctx, p.commentId, viewer?.id ?? null);
    if (!item) throw notFound('글');
    return ok(item);
  });

  app.get('/squareDetail_comment/:commentId/:page', async (req) => {
    const p = parse(z.object({ commentId: id(), page: page() }), req.params);
    const viewer = await optionalUser(ctx, req);
    const parent = await db.query<{ reply_cnt: number }>(
      'SELECT reply_cnt FROM comments WHERE id = $1 AND visible',
      [p.commentId],
    );
    if (!parent[0]) throw notFound('글');
    const [{ total }] = (await db.query<{ total: number }>(
      'SELECT COUNT(*)::int AS total FROM comments WHERE parent_id = $1 AND visible',
      [p.commentId],
    )) as [{ total: number }];
    const rows = await db.query<FeedRow>(
      `SELECT ${FEED_SELECT} FROM ${FEED_FROM} WHERE cm.parent_id = $1 AND cm.visible ORDER BY cm.created_at, cm.id OFFSET $2 LIMIT $3`,
      [p.commentId, (p.page - 1) * FEED_PAGE_SIZE, FEED_PAGE_SIZE],
    );
    return ok({
      comment_id: p.commentId,
      list: await feedItems(ctx, rows, viewer?.id ?? null),
      ...pageInfo(p.page, total, FEED_PAGE_SIZE),
    });
  });

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
      const exists = await tx.query<{ user_id: number }>(
        `SELECT user_id FROM ${table === 'review' ? 'reviews' : 'comments'} WHERE id = $1${table === 'review' ? '' : ' AND visible'}`,
        [b.comment_id],
      );
      if (!exists[0]) throw notFound(table === 'review' ? '후기' : '글');
      const author = exists[0].user_id;
      // No like of one's own post or review, none between members where either blocks the other.
      return toggleLike(tx, table, b.comment_id, user.id, async () => {
        if (author === user.id)
          throw conflict(table === 'review' ? msg.ownReviewHelpful : msg.ownPostLike);
        await refuseIfBlocked(tx, user.id, author);
      });
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
      await db.transaction(async (tx) => {
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
      return ok({ comment_id: targetId, deleted: true });
    }
    if (!b.content) throw new ApiError(400, '내용(content): 내용을 입력해주세요.');
    const content = b.content;
    if (type === 'update') {
      const rows = await db.query<{ user_id: number }>(
        'SELECT user_id FROM comments WHERE id = $1',
        [targetId],
      );
      if (!rows[0]) throw notFound('글');
      if (rows[0].user_id !== user.id) throw forbidden(msg.notAuthor);
      await db.query(
        'UPDATE comments SET content = $2, photo_list = COALESCE($3::jsonb, photo_list), updated_at = now() WHERE id = $1',
        [targetId, content, b.photo_list ? JSON.stringify(b.photo_list) : null],
      );
      return ok({ comment_id: targetId, comment: await feedItemById(ctx, targetId, user.id) });
    }
    const replyId = await db.transaction(async (tx) => {
      const rows = await tx.query<{
        id: number;
        user_id: number;
        parent_id: number | null;
        section: string;
      }>('SELECT id, user_id, parent_id, section FROM comments WHERE id = $1 AND visible', [
        p.commentId,
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
        [user.id, postId, target.section, content, JSON.stringify(b.photo_list ?? [])],
      );
      const post = await tx.query<{ user_id: number }>(
        'UPDATE comments SET reply_cnt = reply_cnt + 1 WHERE id = $1 RETURNING user_id',
        [postId],
      );
      if (post[0] && post[0].user_id !== target.user_id)
        await refuseIfBlocked(tx, user.id, post[0].user_id);
      if (post[0]) {
        await notifyFrom(tx, user.id, post[0].user_id, {
          pushType: 2,
          title: '새 댓글',
          content: `${user.name}님이 회원님의 글에 댓글을 남겼습니다: "${content.slice(0, 40)}"`,
          link: `/community/${postId}`,
          image: `/images/avatar/${user.id}.webp`,
        });
      }
      return inserted[0]!.id;
    });
    return ok({
      comment_id: replyId,
      parent_id: p.commentId,
      comment: await feedItemById(ctx, replyId, user.id),
    });
  });

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

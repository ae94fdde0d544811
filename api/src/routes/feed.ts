// Feed and square, reading: the feed's pages by section, a post, a post's replies. The writes
// are their own plugins: reports and likes (feedReactions.ts), replies and their edits
// (feedComments.ts), posts (feedPosts.ts).
import type { FastifyInstance } from 'fastify';
import { notFound, ok } from '../http/errors.ts';
import { optionalUser, requireUser, type Ctx } from '../http/context.ts';
import { id, page, parse, z } from '../http/validate.ts';
import { pageInfo } from '../services/cards.ts';
import {
  FEED_FROM,
  FEED_PAGE_SIZE,
  FEED_SELECT,
  feedItemById,
  feedItems,
  type FeedRow,
} from '../services/feed.ts';
import { feedReactionRoutes } from './feedReactions.ts';
import { feedCommentRoutes } from './feedComments.ts';
import { feedPostRoutes } from './feedPosts.ts';

export const FEED_SECTIONS = ['all', 'friend', 'daily', 'question', 'work', 'class'] as const;

export function feedRoutes(app: FastifyInstance, ctx: Ctx): void {
  feedReadRoutes(app, ctx);
  feedReactionRoutes(app, ctx);
  feedCommentRoutes(app, ctx);
  feedPostRoutes(app, ctx);
}

function feedReadRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

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
}

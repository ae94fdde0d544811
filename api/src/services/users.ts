// User-facing pieces shared by identity and profile routes: level and points (sessions and
// credentials: auth/sessions.ts).
import type { Queryable } from '../db/types.ts';

const LEVELS = [
  { level: 1, level_name: '새싹', min: 0 },
  { level: 2, level_name: '잎새', min: 3000 },
  { level: 3, level_name: '나무', min: 10000 },
  { level: 4, level_name: '숲', min: 30000 },
  { level: 5, level_name: '정원', min: 100000 },
];

/** Level from the points a user has ever earned (spending does not lower it). */
export function levelInfo(earned: number) {
  let i = 0;
  while (i + 1 < LEVELS.length && earned >= LEVELS[i + 1]!.min) i++;
  const cur = LEVELS[i]!;
  const next = LEVELS[i + 1];
  return {
    level: cur.level,
    level_name: cur.level_name,
    earned_point: earned,
    next_level: next?.level ?? null,
    next_level_name: next?.level_name ?? null,
    next_level_point: next ? next.min - earned : 0,
    progress: next ? Math.floor(((earned - cur.min) / (next.min - cur.min)) * 100) : 100,
  };
}

/** The end of the current month in Korean time (the product's clock is UTC+9). */
const END_OF_MONTH_KST =
  "(date_trunc('month', now() AT TIME ZONE 'Asia/Seoul') + interval '1 month') AT TIME ZONE 'Asia/Seoul'";

/**
 * Points: spendable total, ever earned (for the level; points given back by a failed order or a
 * refund are not earned again), expiring this month (KST), from reviews. A review reward taken
 * back by a refund (kind 'review_reclaim', negative, with the reward's expiry) cancels the reward
 * in every figure, and leaves the total together with it when it expires.
 */
export async function pointSummary(q: Queryable, userId: number) {
  const rows = await q.query<{
    total: number;
    earned: number;
    month_expire: number;
    review: number;
  }>(
    `SELECT COALESCE(SUM(amount) FILTER (WHERE expire_at IS NULL OR expire_at > now()), 0)::int AS total,
            COALESCE(SUM(amount) FILTER (WHERE (amount > 0 AND kind <> 'order_return') OR kind = 'review_reclaim'), 0)::int AS earned,
            COALESCE(SUM(amount) FILTER (WHERE (amount > 0 OR kind = 'review_reclaim') AND expire_at > now()
                                        AND expire_at < ${END_OF_MONTH_KST}), 0)::int AS month_expire,
            COALESCE(SUM(amount) FILTER (WHERE (kind = 'review' AND amount > 0) OR kind = 'review_reclaim'), 0)::int AS review
     FROM points WHERE user_id = $1`,
    [userId],
  );
  const r = rows[0]!;
  return {
    total_point: Math.max(0, r.total),
    earned: r.earned,
    month_expire_point: r.month_expire,
    review_point: r.review,
  };
}

/** What a viewer can be linked to in a list: each a query of the ids among $2 that user $1 is
 * linked to (liked, follows, blocked, reported, found helpful). */
const VIEWER_LINKS = {
  likedComments:
    'SELECT comment_id AS id FROM comment_likes WHERE user_id = $1 AND comment_id = ANY($2::int[])',
  reportedComments:
    'SELECT comment_id AS id FROM comment_reports WHERE user_id = $1 AND comment_id = ANY($2::int[])',
  helpfulReviews:
    'SELECT review_id AS id FROM review_helpful WHERE user_id = $1 AND review_id = ANY($2::int[])',
  followedUsers:
    'SELECT followee_id AS id FROM follows WHERE follower_id = $1 AND followee_id = ANY($2::int[])',
  blockedUsers:
    'SELECT blocked_id AS id FROM blocks WHERE blocker_id = $1 AND blocked_id = ANY($2::int[])',
} as const;

/** Which of `ids` the viewer is linked to; empty (and no query) without a viewer or ids. */
export async function viewerLinks(
  q: Queryable,
  link: keyof typeof VIEWER_LINKS,
  viewerId: number | null,
  ids: number[],
): Promise<Set<number>> {
  if (!viewerId || !ids.length) return new Set();
  const rows = await q.query<{ id: number }>(VIEWER_LINKS[link], [viewerId, ids]);
  return new Set(rows.map((r) => r.id));
}

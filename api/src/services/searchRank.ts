// The popular searches of search_rank (issue #33, item 8). One anonymous client once pushed a
// keyword to #1 with 2,200 searches in 3 s, and counts buffered in memory were lost when the
// process was killed. Now:
// - a keyword counts once per member (per client when signed out) per SEARCH_RANK_ONCE_MS, marked
//   in the database (rate_counters), so it holds across instances;
// - a member (or signed-out client) may add at most `searchRankClient` searches per window to the
//   counting; beyond it the search is answered but not counted;
// - the count is written in the request, before the answer: an acknowledged search is counted.
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../http/context.ts';
import { clientOf, counterKey } from '../http/ratelimit.ts';

/** How long one member's (or client's) search of a keyword counts only once. */
export const SEARCH_RANK_ONCE_MS = 60 * 60 * 1000;

/**
 * Counts a search of `keyword` (normalised; `display` is what search_rank shows) unless this
 * member or client has counted it within the hour or is over its limit. Answers whether it counted.
 */
export async function countSearch(
  ctx: Ctx,
  req: FastifyRequest,
  userId: number | null,
  keyword: string,
  display: string,
): Promise<boolean> {
  const who = userId !== null ? `member:${userId}` : `client:${clientOf(req)}`;
  const limit = ctx.config.limits.searchRankClient;
  const budget = counterKey('search:rank', who);
  const counts = await ctx.counters.hit([{ key: budget, windowMs: limit.windowMs }]);
  if ((counts.get(budget)?.n ?? 0) > limit.max) return false;
  // One statement: the "already counted" mark is set (a new or expired row) and, only then, the
  // keyword's score moves — parallel searches of one member mark once and count once.
  const rows = await ctx.db.query(
    `WITH first AS (
       INSERT INTO rate_counters AS r (key, n, reset_at)
       VALUES ($1, 1, now() + $2::float8 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET n = 1, reset_at = EXCLUDED.reset_at
         WHERE r.reset_at <= now()
       RETURNING 1
     )
     INSERT INTO popular_keywords AS p (keyword, score) SELECT $3, 1 FROM first
     ON CONFLICT (keyword) DO UPDATE SET score = p.score + 1
     RETURNING score`,
    [counterKey('search:rank-once', who, keyword), SEARCH_RANK_ONCE_MS, display],
  );
  return rows.length > 0;
}

// Class search over name, category, sub-category, coach name and keywords (Korean text, no
// stemming): every space-separated token must appear; match_score ranks name hits first.
import { SEARCH_ORDERS, type SearchOrder } from '@baeum/shared/validation';
import type { Ctx } from '../http/context.ts';
import { CARD_FROM, CARD_SELECT, cards, type Card, type CardRow } from './cards.ts';
import { cachedListPage } from './listCache.ts';

// The orders are the product's one list (shared with the search page's sort menu).
export { SEARCH_ORDERS, type SearchOrder };

const SALE = '(c.price * (100 - c.discount))';
const AVG = '(CASE WHEN c.review_cnt > 0 THEN c.review_sum::float8 / c.review_cnt ELSE 0 END)';

const ORDER_SQL: Record<SearchOrder, string> = {
  match_score: 'score DESC, c.signup_cnt DESC, c.id',
  popular: 'c.signup_cnt DESC, c.id',
  latest: 'c.created_at DESC, c.id DESC',
  rating: `${AVG} DESC, c.review_cnt DESC, c.id`,
  review: 'c.review_cnt DESC, c.id',
  price_low: `${SALE} ASC, c.id`,
  price_high: `${SALE} DESC, c.id`,
  discount: 'c.discount DESC, c.signup_cnt DESC, c.id',
};

/** LIKE pattern that matches the text literally (%, _ and \ escaped). */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function normalizeKeyword(raw: string): string {
  return raw.replace(/#/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

export interface SearchResult {
  total: number;
  list: Card[];
}

export async function searchClasses(
  ctx: Ctx,
  opts: { keyword: string; order: SearchOrder; start: number; end: number; userId: number | null },
): Promise<SearchResult> {
  const kw = normalizeKeyword(opts.keyword);
  const tokens = kw ? kw.split(' ').slice(0, 8) : [];
  const patterns = tokens.map((t) => `%${likeEscape(t)}%`);
  const where = `c.open_flag = 'Y' AND c.search_text LIKE ALL($1::text[])`;
  const score = `(
      CASE WHEN lower(c.name) = $2 THEN 100 ELSE 0 END
    + CASE WHEN $2 <> '' AND lower(c.name) LIKE $3 THEN 40 ELSE 0 END
    + CASE WHEN $2 <> '' AND lower(c.name) LIKE $4 THEN 20 ELSE 0 END
    + 10 * (SELECT COUNT(*) FROM unnest($1::text[]) p WHERE lower(c.name) LIKE p)
    + 5 * (SELECT COUNT(*) FROM unnest($1::text[]) p WHERE lower(c.keywords) LIKE p)
    + ln(1 + c.signup_cnt) + ${AVG})`;
  const page = await cachedListPage(
    ctx,
    `search:${opts.order}:${opts.start}:${opts.end}:${kw}`,
    async () => {
      // One statement: the page and, through the window, the total (a few hundred classes).
      const rows = await ctx.db.query<CardRow & { total: number }>(
        `SELECT ${CARD_SELECT}, ${score} AS score, (COUNT(*) OVER ())::int AS total FROM ${CARD_FROM}
       WHERE ${where} ORDER BY ${ORDER_SQL[opts.order]} OFFSET $5 LIMIT $6`,
        [
          patterns,
          kw,
          `%${likeEscape(kw)}%`,
          `${likeEscape(kw)}%`,
          opts.start,
          opts.end - opts.start,
        ],
      );
      if (rows.length === 0 && opts.start > 0) {
        const count = await ctx.db.query<{ total: number }>(
          `SELECT COUNT(*)::int AS total FROM classes c WHERE ${where}`,
          [patterns],
        );
        return { total: count[0]?.total ?? 0, rows: [] };
      }
      return { total: rows[0]?.total ?? 0, rows };
    },
  );
  return { total: page.total, list: await cards(ctx, page.rows, opts.userId) };
}

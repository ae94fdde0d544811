// Search on the recommendation server: class search, recent keywords, suggestions, rank.
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound, ok } from '../http/errors.ts';
import { optionalUser, requireSelf, type Ctx } from '../http/context.ts';
import { id, parse, text, z } from '../http/validate.ts';
import { msg } from '../messages.ts';
import {
  normalizeKeyword,
  parseFilters,
  searchClasses,
  searchState,
  SEARCH_ORDERS,
} from '../services/search.ts';
import { SuggestIndex } from '../services/suggest.ts';
import { countSearch } from '../services/searchRank.ts';
import { iso } from '../services/cards.ts';

export const MAX_PAGE = 50;
const RECENT_KEEP = 20;
const SUGGEST_SIZE = 10;

// 200 characters are accepted (a pasted sentence); the query layer reads the first 100.
const searchBody = z.object({
  keyword: text(200).default(''),
  order: z.enum(SEARCH_ORDERS).default('match_score'),
  start: z.coerce.number().int().min(0).max(100_000).default(0),
  end: z.coerce.number().int().min(1).max(100_050).optional(),
});

export function searchRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const suggestIndex = new SuggestIndex(db);

  app.post('/api/v2/class/search/:userId?', async (req) => {
    const p = parse(z.object({ userId: id().optional() }), req.params);
    const b = parse(searchBody, req.body);
    // Filters are read leniently: a malformed or out-of-range value is dropped, the rest kept.
    const filters = parseFilters((req.body ?? {}) as Record<string, unknown>);
    const end = b.end ?? b.start + 20;
    if (end <= b.start) throw new ApiError(400, `끝 위치(end): ${msg.rangeEnd}`);
    const cappedEnd = Math.min(end, b.start + MAX_PAGE);
    const user = await optionalUser(ctx, req);
    const signedIn = p.userId !== undefined && user !== null && user.id === p.userId ? user : null;
    const found = await searchClasses(ctx, {
      keyword: b.keyword,
      order: b.order,
      start: b.start,
      end: cappedEnd,
      userId: user?.id ?? null,
      filters,
      facets: b.start === 0,
    });
    const keyword = normalizeKeyword(b.keyword);
    const display = b.keyword.replace(/#/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 100);
    if (signedIn && display) {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO search_logs (user_id, keyword) VALUES ($1, $2)
           ON CONFLICT (user_id, keyword) DO UPDATE SET created_at = now()`,
          [signedIn.id, display],
        );
        await tx.query(
          `DELETE FROM search_logs WHERE user_id = $1 AND id NOT IN
             (SELECT id FROM search_logs WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${RECENT_KEEP})`,
          [signedIn.id],
        );
      });
    }
    // search_rank: a first page with results; once per member or client an hour, written now.
    if (keyword && found.total > 0 && b.start === 0 && display.length <= 30)
      await countSearch(ctx, req, user?.id ?? null, keyword, display);
    return ok({
      keyword: display,
      order: b.order,
      start: b.start,
      end: cappedEnd,
      total_length: found.total,
      list: found.list,
      // Issue 50: the filter values' counts (first page), and a corrected query when the typed
      // words found nothing as typed (이런 검색어는 어때요?).
      ...(found.facets ? { facets: found.facets } : {}),
      suggested_keyword: found.suggestedKeyword,
    });
  });

  app.get('/api/v1/log/search/:userId', async (req) => {
    const p = parse(z.object({ userId: id() }), req.params);
    await requireSelf(ctx, req, p.userId);
    const rows = await db.query<{ id: number; keyword: string; created_at: Date }>(
      'SELECT id, keyword, created_at FROM search_logs WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
      [p.userId],
    );
    return ok({
      list: rows.map((r) => ({ id: r.id, keyword: r.keyword, created_at: iso(r.created_at) })),
    });
  });

  app.delete('/api/v1/log/search/:userId/:keywordId', async (req) => {
    const p = parse(z.object({ userId: id(), keywordId: id() }), req.params);
    await requireSelf(ctx, req, p.userId);
    const rows = await db.query(
      'DELETE FROM search_logs WHERE user_id = $1 AND id = $2 RETURNING id',
      [p.userId, p.keywordId],
    );
    if (rows.length === 0) throw notFound('최근 검색어');
    return ok({ id: p.keywordId, deleted: true });
  });

  app.delete('/api/v1/log/search/:userId', async (req) => {
    const p = parse(z.object({ userId: id() }), req.params);
    await requireSelf(ctx, req, p.userId);
    const rows = await db.query('DELETE FROM search_logs WHERE user_id = $1 RETURNING id', [
      p.userId,
    ]);
    return ok({ deleted_count: rows.length });
  });

  app.post('/api/v1/class/search_suggest', async (req) => {
    const b = parse(z.object({ keyword: text(100).default('') }), req.body);
    const kw = normalizeKeyword(b.keyword);
    if (!kw) return ok({ keyword: '', data_list: [] });
    const terms = await suggestIndex.suggest(
      b.keyword,
      SUGGEST_SIZE,
      await searchState(db).vocabulary(),
    );
    return ok({ keyword: b.keyword, data_list: terms.map((key) => ({ key })) });
  });

  app.get('/api/v1/search_rank', async () => {
    const rows = await db.query<{ keyword: string }>(
      'SELECT keyword FROM popular_keywords ORDER BY score DESC, keyword LIMIT 10',
    );
    return ok({ search_list: rows.map((r, i) => ({ rank: i + 1, keyword: r.keyword })) });
  });
}

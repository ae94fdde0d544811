// Categories and the category class list; the catalog's other routes stand beside this file
// (class detail, the app's main data, the learner's library) and are registered from here.
import type { FastifyInstance } from 'fastify';
import { ok, notFound } from '../http/errors.ts';
import { optionalUser, type Ctx } from '../http/context.ts';
import { count, id, offset, parse, text, z } from '../http/validate.ts';
import { CARD_FROM, CARD_SELECT, cards, type CardRow } from '../services/cards.ts';
import { cachedListPage, cachedPublic } from '../services/listCache.ts';
import { parseFilters, searchClasses, type SearchOrder } from '../services/search.ts';
import { classDetailRoutes } from './classDetail.ts';
import { pilotRoutes } from './pilot.ts';
import { libraryRoutes } from './library.ts';

const SORT_SQL: Record<string, [string, 'asc' | 'desc']> = {
  popular: ['c.signup_cnt', 'desc'],
  latest: ['c.created_at', 'desc'],
  rating: [
    '(CASE WHEN c.review_cnt > 0 THEN c.review_sum::float8 / c.review_cnt ELSE 0 END)',
    'desc',
  ],
  review: ['c.review_cnt', 'desc'],
  price: ['(c.price * (100 - c.discount))', 'asc'],
  discount: ['c.discount', 'desc'],
};

const categoryClassQuery = z.object({
  category: id().optional(),
  sub_category: id().optional(),
  sort_item: z.enum(Object.keys(SORT_SQL) as [string, ...string[]]).default('popular'),
  order: z.enum(['asc', 'desc']).optional(),
  skip: offset(),
  limit: count(50, 20),
  // Issue 50: a keyword searched inside the category (the Korean query layer), and filters.
  keyword: text(200).optional(),
});

/** The category list's sort as the search's order (price follows its direction). */
function searchOrder(sort: string, dir: string): SearchOrder {
  if (sort === 'price') return dir === 'DESC' ? 'price_high' : 'price_low';
  return sort as SearchOrder;
}

export function catalogRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  classDetailRoutes(app, ctx);
  pilotRoutes(app, ctx);
  libraryRoutes(app, ctx);

  app.get('/category', async (req) => {
    const q = parse(z.object({ category: id().optional() }), req.query);
    const cats = await cachedPublic(ctx, 'categories', () =>
      db.query<{ id: number; name: string; icon: string; class_cnt: number }>(
        `SELECT k.id, k.name, k.icon, (SELECT COUNT(*)::int FROM classes c WHERE c.category_id = k.id AND c.open_flag = 'Y') AS class_cnt
         FROM categories k ORDER BY k.sort`,
      ),
    );
    const categoryList = cats.map((c) => ({
      category: c.id,
      category_name: c.name,
      icon: ctx.img(c.icon),
      class_cnt: c.class_cnt,
    }));
    if (q.category === undefined) return ok({ categoryList });
    const cat = cats.find((c) => c.id === q.category);
    if (!cat) throw notFound('카테고리');
    const subs = await cachedPublic(ctx, `sub_categories:${q.category}`, () =>
      db.query<{ id: number; name: string; class_cnt: number }>(
        `SELECT s.id, s.name, (SELECT COUNT(*)::int FROM classes c WHERE c.sub_category_id = s.id AND c.open_flag = 'Y') AS class_cnt
         FROM sub_categories s WHERE s.category_id = $1 ORDER BY s.sort`,
        [q.category],
      ),
    );
    return ok({
      category: cat.id,
      category_name: cat.name,
      icon: ctx.img(cat.icon),
      totalCount: cat.class_cnt,
      subCategoryList: subs.map((s) => ({
        sub_category: s.id,
        sub_category_name: s.name,
        class_cnt: s.class_cnt,
      })),
      categoryList,
    });
  });

  app.get('/category/class', async (req) => {
    const q = parse(categoryClassQuery, req.query);
    const user = await optionalUser(ctx, req);
    const [expr, natural] = SORT_SQL[q.sort_item]!;
    const dir = (q.order ?? natural).toUpperCase();
    const { category: _c, sub_category: _s, ...rest } = req.query as Record<string, unknown>;
    const filters = parseFilters(rest);
    if (q.keyword?.trim() || Object.keys(filters).length > 0) {
      const found = await searchClasses(ctx, {
        keyword: q.keyword ?? '',
        order:
          q.keyword?.trim() && q.sort_item === 'popular' && q.order === undefined
            ? 'match_score'
            : searchOrder(q.sort_item, dir),
        start: q.skip,
        end: q.skip + q.limit,
        userId: user?.id ?? null,
        filters: {
          ...filters,
          ...(q.category !== undefined ? { category: q.category } : {}),
          ...(q.sub_category !== undefined ? { subCategory: q.sub_category } : {}),
        },
        facets: q.skip === 0,
      });
      return ok({
        total_count: found.total,
        class_list: found.list,
        ...(found.facets ? { facets: found.facets } : {}),
        suggested_keyword: found.suggestedKeyword,
      });
    }
    const where = `c.open_flag = 'Y' AND ($1::int IS NULL OR c.category_id = $1) AND ($2::int IS NULL OR c.sub_category_id = $2)`;
    const params = [q.category ?? null, q.sub_category ?? null];
    const page = await cachedListPage(ctx, `category:${JSON.stringify(q)}`, async () => {
      // One statement: the page and, through the window, the total.
      const rows = await db.query<CardRow & { total: number }>(
        `SELECT ${CARD_SELECT}, (COUNT(*) OVER ())::int AS total FROM ${CARD_FROM} WHERE ${where}
         ORDER BY ${expr} ${dir}, c.id OFFSET $3 LIMIT $4`,
        [...params, q.skip, q.limit],
      );
      if (rows.length > 0 || q.skip === 0) return { total: rows[0]?.total ?? 0, rows };
      // Past the end the window has no row to carry the total.
      const count = await db.query<{ total: number }>(
        `SELECT COUNT(*)::int AS total FROM classes c WHERE ${where}`,
        params,
      );
      return { total: count[0]?.total ?? 0, rows: [] };
    });
    return ok({
      total_count: page.total,
      class_list: await cards(ctx, page.rows, user?.id ?? null),
    });
  });
}

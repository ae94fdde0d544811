// Class search (issue 50) over the search columns the Korean query layer writes
// (services/koreanQuery.ts): every alternative of the query (the literal words, spacing, 한/영
// slips, synonyms, the syllable being composed, 초성, misspellings) is one CASE in the score, so
// a class's score is its best alternative: tier first (a literal match is above every expansion),
// then the field (name > keywords > coach and description), then exact > prefix > inside;
// popularity only breaks ties. A query that matches nothing finds nothing.
// Filters (price, level, total length, rating, free preview, category) narrow the list, and the
// facets count each filter's values for the current query with the other filters applied.
import { SEARCH_ORDERS, type SearchOrder } from '@baeum/shared/validation';
import type { Ctx } from '../http/context.ts';
import type { Db, Queryable } from '../db/types.ts';
import { msg } from '../messages.ts';
import { CARD_FROM, CARD_SELECT, cards, type Card, type CardRow } from './cards.ts';
import { cachedPublic } from './listCache.ts';
import {
  analyzeQuery,
  choseongLookup,
  classSearchForms,
  jamoOf,
  normalizeQuery,
  synonyms,
  TIER,
  Vocabulary,
  type Alternative,
  type Term,
} from './koreanQuery.ts';

// The orders are the product's one list (shared with the search page's sort menu).
export { SEARCH_ORDERS, type SearchOrder };

const SALE = '(c.price * (100 - c.discount) / 10000 * 100)';
const AVG = '(CASE WHEN c.review_cnt > 0 THEN c.review_sum::float8 / c.review_cnt ELSE 0 END)';

const ORDER_SQL: Record<SearchOrder, string> = {
  match_score: 's.score DESC, c.signup_cnt DESC, c.id',
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

/** The keyword as recorded in search logs and search_rank. */
export function normalizeKeyword(raw: string): string {
  return normalizeQuery(raw);
}

// ---- filters and facets ----

export const LEVELS = ['입문', '초급', '중급', '고급'] as const;
export type Level = (typeof LEVELS)[number];

interface Bucket {
  key: string;
  label: string;
  min?: number;
  max?: number;
}

/** Monthly sale price in won. */
export const PRICE_BUCKETS: readonly Bucket[] = [
  { key: 'under_10000', label: msg.searchPriceUnder10k, max: 10_000 },
  { key: '10000_20000', label: msg.searchPrice10kTo20k, min: 10_000, max: 20_000 },
  { key: '20000_30000', label: msg.searchPrice20kTo30k, min: 20_000, max: 30_000 },
  { key: 'over_30000', label: msg.searchPriceOver30k, min: 30_000 },
];

/** The lessons' total length in seconds. */
export const LENGTH_BUCKETS: readonly Bucket[] = [
  { key: 'under_1h', label: msg.searchLengthUnder1h, max: 3600 },
  { key: '1h_3h', label: msg.searchLength1hTo3h, min: 3600, max: 3 * 3600 },
  { key: '3h_6h', label: msg.searchLength3hTo6h, min: 3 * 3600, max: 6 * 3600 },
  { key: 'over_6h', label: msg.searchLengthOver6h, min: 6 * 3600 },
];

export const RATING_STEPS = [4.5, 4, 3.5] as const;

export interface SearchFilters {
  priceMin?: number;
  priceMax?: number;
  levels?: Level[];
  lengths?: string[];
  ratingMin?: number;
  freePreview?: boolean;
  category?: number;
  subCategory?: number;
}

const list = (v: unknown): unknown[] =>
  Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v === undefined ? [] : [v];
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};
const intIn = (v: unknown, min: number, max: number): number | undefined => {
  const n = num(v);
  return n !== undefined && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

/**
 * The filters of a request (body or address). A value that is malformed or out of range is
 * dropped and the others are kept: a shared address with one bad value still answers.
 */
export function parseFilters(input: Record<string, unknown>): SearchFilters {
  const f: SearchFilters = {};
  const priceMin = intIn(input.price_min, 0, 10_000_000);
  const priceMax = intIn(input.price_max, 0, 10_000_000);
  if (priceMin !== undefined) f.priceMin = priceMin;
  if (priceMax !== undefined && (priceMin === undefined || priceMax >= priceMin))
    f.priceMax = priceMax;
  const levels = list(input.level)
    .map((v) => (typeof v === 'string' ? v.trim() : v))
    .filter((v): v is Level => LEVELS.includes(v as Level));
  if (levels.length) f.levels = [...new Set(levels)];
  const lengths = list(input.length).filter(
    (v): v is string => typeof v === 'string' && LENGTH_BUCKETS.some((b) => b.key === v.trim()),
  );
  if (lengths.length) f.lengths = [...new Set(lengths.map((v) => v.trim()))];
  const rating = num(input.rating_min);
  if (rating !== undefined && rating > 0 && rating <= 5) f.ratingMin = rating;
  const preview = input.free_preview;
  if (preview === true || preview === 'Y' || preview === 'true' || preview === '1')
    f.freePreview = true;
  const category = intIn(input.category, 1, 2_147_483_647);
  if (category !== undefined) f.category = category;
  const sub = intIn(input.sub_category, 1, 2_147_483_647);
  if (sub !== undefined) f.subCategory = sub;
  return f;
}

type FacetName = 'price' | 'level' | 'length' | 'rating' | 'free_preview' | 'category';

const bucketSql = (expr: string, b: Bucket) =>
  [
    ...(b.min !== undefined ? [`${expr} >= ${b.min}`] : []),
    ...(b.max !== undefined ? [`${expr} < ${b.max}`] : []),
  ].join(' AND ') || 'true';

/** SQL conditions per facet (numbers are validated integers and fixed lists: inlined). */
function filterSql(f: SearchFilters): Partial<Record<FacetName | 'sub', string>> {
  const out: Partial<Record<FacetName | 'sub', string>> = {};
  const price: string[] = [];
  if (f.priceMin !== undefined) price.push(`${SALE} >= ${f.priceMin}`);
  if (f.priceMax !== undefined) price.push(`${SALE} <= ${f.priceMax}`);
  if (price.length) out.price = price.join(' AND ');
  if (f.levels) out.level = `c.level IN (${f.levels.map((l) => `'${l}'`).join(', ')})`;
  if (f.lengths)
    out.length = f.lengths
      .map(
        (k) =>
          `(${bucketSql(
            'c.total_sec',
            LENGTH_BUCKETS.find((b) => b.key === k)!,
          )})`,
      )
      .join(' OR ');
  if (f.ratingMin !== undefined) out.rating = `${AVG} >= ${Number(f.ratingMin)}`;
  if (f.freePreview) out.free_preview = 'c.has_preview';
  if (f.category !== undefined) out.category = `c.category_id = ${f.category}`;
  if (f.subCategory !== undefined) out.sub = `c.sub_category_id = ${f.subCategory}`;
  return out;
}

export interface FacetValue {
  key: string;
  label: string;
  count: number;
}
export type Facets = Record<FacetName, FacetValue[]>;

// ---- search columns ----

/** Writes the search columns of classes that have none (new or changed since). */
export async function refreshSearchColumns(db: Queryable): Promise<number> {
  const stale = await db.query<{
    id: number;
    name: string;
    keywords: string;
    summary: string;
    description: string;
    category: string;
    sub_category: string;
    coach: string;
  }>(
    `SELECT c.id, c.name, c.keywords, c.summary, c.description, k.name AS category,
       s.name AS sub_category, COALESCE(u.nickname, u.name) AS coach
     FROM classes c JOIN categories k ON k.id = c.category_id
       JOIN sub_categories s ON s.id = c.sub_category_id JOIN users u ON u.id = c.coach_id
     WHERE c.search_name IS NULL`,
  );
  for (let i = 0; i < stale.length; i += 500) {
    const chunk = stale.slice(i, i + 500).map((r) => ({
      id: r.id,
      ...classSearchForms({
        name: r.name,
        keywords: r.keywords,
        category: r.category,
        subCategory: r.sub_category,
        coach: r.coach,
        summary: r.summary,
        description: r.description,
      }),
    }));
    await db.query(
      `UPDATE classes c SET search_name = v.n, search_name_x = v.nx, search_keywords = v.k,
         search_keywords_x = v.kx, search_other = v.o, search_all = v.a
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
         AS v(id, n, nx, k, kx, o, a)
       WHERE c.id = v.id`,
      [
        chunk.map((r) => r.id),
        chunk.map((r) => r.search_name),
        chunk.map((r) => r.search_name_x),
        chunk.map((r) => r.search_keywords),
        chunk.map((r) => r.search_keywords_x),
        chunk.map((r) => r.search_other),
        chunk.map((r) => r.search_all),
      ],
    );
  }
  return stale.length;
}

/**
 * Per database: the search columns are brought up to date before each search (a class edited in
 * the studio is found by its new name at once), and the catalogue's words (for misspellings) are
 * read again at most once a minute or after such a change.
 */
class SearchState {
  readonly #db: Db;
  #checking: Promise<void> | null = null;
  #vocab: Vocabulary | null = null;
  #vocabAt = 0;
  #vocabLoading: Promise<Vocabulary> | null = null;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Writes stale search columns first (one indexed look-up when none is stale). */
  async fresh(): Promise<void> {
    this.#checking ??= refreshSearchColumns(this.#db)
      .then((n) => {
        if (n > 0) this.#vocabAt = 0;
      })
      .finally(() => {
        this.#checking = null;
      });
    await this.#checking;
  }

  #categories: Promise<{ id: number; name: string }[]> | null = null;
  #categoriesAt = 0;

  categories(): Promise<{ id: number; name: string }[]> {
    if (!this.#categories || Date.now() - this.#categoriesAt > 60_000) {
      this.#categoriesAt = Date.now();
      this.#categories = this.#db
        .query<{ id: number; name: string }>('SELECT id, name FROM categories ORDER BY sort')
        .catch((err: unknown) => {
          this.#categories = null;
          throw err;
        });
    }
    return this.#categories;
  }

  /** The catalogue's words (the suggestions read them without waiting for fresh columns). */
  async vocabulary(): Promise<Vocabulary> {
    if (this.#vocab && Date.now() - this.#vocabAt < 60_000) return this.#vocab;
    this.#vocabLoading ??= this.#db
      .query<{ w: string; phrase: boolean }>(
        `SELECT DISTINCT w, phrase FROM (
           SELECT unnest(string_to_array(name, ' ')) AS w, false AS phrase FROM classes WHERE open_flag = 'Y'
           UNION ALL SELECT unnest(string_to_array(keywords, ',')), true FROM classes WHERE open_flag = 'Y'
           UNION ALL SELECT name, true FROM categories UNION ALL SELECT name, true FROM sub_categories) t`,
      )
      .then((rows) => {
        this.#vocab = new Vocabulary(
          rows.filter((r) => !r.phrase).map((r) => r.w),
          rows.filter((r) => r.phrase).map((r) => r.w),
        );
        this.#vocabAt = Date.now();
        return this.#vocab;
      })
      .finally(() => {
        this.#vocabLoading = null;
      });
    return this.#vocabLoading;
  }
}

const states = new WeakMap<Db, SearchState>();
export function searchState(db: Db): SearchState {
  let s = states.get(db);
  if (!s) states.set(db, (s = new SearchState(db)));
  return s;
}

// ---- the score ----

/** One CASE per alternative; its parameters are appended to `params`. */
function scoreSql(alts: Alternative[], params: unknown[]): string {
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const anywhere = (t: Term) => `%${likeEscape(t.value)}%`;
  const fieldCase = (t: Term, P: string) =>
    t.form === 'text'
      ? `CASE WHEN c.search_name LIKE ${P} THEN 3 WHEN c.search_keywords LIKE ${P} THEN 2 WHEN c.search_other LIKE ${P} THEN 1 ELSE 0 END`
      : `CASE WHEN c.search_name_x LIKE ${P} THEN 3 WHEN c.search_keywords_x LIKE ${P} THEN 2 ELSE 0 END`;
  const cases = alts.map((a) => {
    const base = a.tier * 100;
    if (a.terms.length === 1) {
      const t = a.terms[0]!;
      const P = p(anywhere(t));
      if (t.form === 'text') {
        const quality = `CASE WHEN c.search_name = ${p(t.value)} THEN 5 WHEN c.search_name LIKE ${p(`${likeEscape(t.value)}%`)} THEN 3 WHEN c.search_name LIKE ${p(`% ${likeEscape(t.value)}%`)} THEN 1 ELSE 0 END`;
        return `CASE WHEN c.search_name LIKE ${P} THEN ${base + 30} + ${quality} WHEN c.search_keywords LIKE ${P} THEN ${base + 20} WHEN c.search_other LIKE ${P} THEN ${base + 10} ELSE 0 END`;
      }
      // x columns: the compact form comes first after the separator (prefix = starts there).
      const start = p(`%\u001f${likeEscape(t.value)}%`);
      return `CASE WHEN c.search_name_x LIKE ${start} THEN ${base + 32} WHEN c.search_name_x LIKE ${P} THEN ${base + 30} WHEN c.search_keywords_x LIKE ${P} THEN ${base + 20} ELSE 0 END`;
    }
    const fields = a.terms.map((t) => fieldCase(t, p(anywhere(t))));
    const phrase = a.terms.map((t) => t.value).join(' ');
    const quality = `CASE WHEN c.search_name = ${p(phrase)} THEN 5 WHEN c.search_name LIKE ${p(`${likeEscape(phrase)}%`)} THEN 3 ELSE 0 END`;
    return `(SELECT CASE WHEN LEAST(${fields.map((_, i) => `f${i}`).join(', ')}) = 0 THEN 0
        ELSE ${base} + (${fields.map((_, i) => `f${i}`).join(' + ')}) * 10 / ${fields.length} + ${quality} END
      FROM (SELECT ${fields.map((f, i) => `${f} AS f${i}`).join(', ')}) f)`;
  });
  return cases.length === 1 ? cases[0]! : `GREATEST(${cases.join(', ')})`;
}

/**
 * The rows that can match some alternative: each alternative's terms, in jamo, looked up in
 * search_all (every form in jamo) through its trigram index; an alternative whose terms are all
 * too short for a trigram (ui, 3d, 요) is looked for in the short name and keyword columns.
 */
function candidatesSql(alts: Alternative[], params: unknown[]): string {
  const p = (v: string) => {
    params.push(v);
    return `$${params.length}`;
  };
  const long = new Map<string, string>();
  const short = new Set<string>();
  for (const a of alts) {
    const forms = a.terms.map((t) => ({
      value: t.value,
      lookup: /^[\u1100-\u1112]+$/.test(t.value) ? choseongLookup(t.value) : jamoOf(t.value),
    }));
    // Every term that makes a trigram must be there (a bitmap AND); else the longest, unindexed.
    const indexed = forms.filter((f) => [...f.lookup].length >= 3);
    if (indexed.length > 0) {
      const key = indexed.map((f) => f.lookup).join('\u0000');
      if (!long.has(key))
        long.set(
          key,
          indexed.map((f) => `search_all LIKE ${p(`%${likeEscape(f.lookup)}%`)}`).join(' AND '),
        );
    } else {
      const best = forms.reduce((m, f) => (f.value.length > m.value.length ? f : m));
      short.add(`%${likeEscape(best.value)}%`);
    }
  }
  const parts: string[] = [];
  if (long.size)
    parts.push(
      `SELECT id FROM classes WHERE ${[...long.values()].map((c) => `(${c})`).join(' OR ')}`,
    );
  if (short.size)
    parts.push(
      `SELECT id FROM classes WHERE ${[...short]
        .map((v) => {
          const P = p(v);
          return `search_name LIKE ${P} OR search_keywords LIKE ${P} OR search_name_x LIKE ${P} OR search_keywords_x LIKE ${P}`;
        })
        .join(' OR ')}`,
    );
  return `c.id IN (${parts.join(' UNION ')})`;
}

/** The open classes some alternative matches, with their scores. */
async function matches(db: Db, alts: Alternative[]): Promise<{ id: number; score: number }[]> {
  const params: unknown[] = [];
  const score = scoreSql(alts, params);
  const where = candidatesSql(alts, params);
  return db.transaction(async (tx) => {
    // For this statement only: no sequential scan of the long jamo text, and no JIT (the
    // disabled scan's nominal cost would otherwise make PostgreSQL compile the query, for seconds).
    await tx.query(
      "SELECT set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)",
    );
    return tx.query<{ id: number; score: number }>(
      `SELECT id, score FROM (SELECT c.id, (${score})::float8 AS score FROM classes c
         WHERE c.open_flag = 'Y' AND ${where}) m WHERE score > 0`,
      params,
    );
  });
}

export interface SearchOptions {
  keyword: string;
  order: SearchOrder;
  start: number;
  end: number;
  userId: number | null;
  filters?: SearchFilters;
  /** Count the filters' values (the search page's filter sheet). */
  facets?: boolean;
}

export interface SearchResult {
  total: number;
  list: Card[];
  facets?: Facets;
  /** A query that finds more than the one typed (이런 검색어는 어때요?), when the typed words found nothing. */
  suggestedKeyword: string | null;
}

interface Page {
  total: number;
  rows: CardRow[];
  topScore: number;
  facets?: Facets;
}

export async function searchClasses(ctx: Ctx, opts: SearchOptions): Promise<SearchResult> {
  const state = searchState(ctx.db);
  await state.fresh();
  const vocab = await state.vocabulary();
  const q = analyzeQuery(opts.keyword, vocab);
  const blank = q.norm === '';
  // Words with no letter or digit (%, emoji): nothing to look for, nothing found.
  if (!blank && q.alternatives.length === 0)
    return {
      total: 0,
      list: [],
      suggestedKeyword: null,
      ...(opts.facets ? { facets: emptyFacets(await categoryNames(ctx)) } : {}),
    };
  const filters = opts.filters ?? {};
  const conds = filterSql(filters);
  const key = `search:${opts.order}:${opts.start}:${opts.end}:${q.norm}:${JSON.stringify(filters)}:${opts.facets ? 1 : 0}`;
  const page = await cachedPublic(ctx, key, async (): Promise<Page> => {
    // The matching classes and their scores: looked up through the trigram index (the planner,
    // counting a LIKE as cheap, would read every row's long jamo text instead), then the page
    // and the facets are read for those ids only.
    let matched: string;
    let params: unknown[];
    if (blank) {
      matched = `SELECT id, 0::float8 AS score FROM classes WHERE open_flag = 'Y'`;
      params = [];
    } else {
      const found = await matches(ctx.db, q.alternatives);
      matched = 'SELECT * FROM unnest($1::int[], $2::float8[]) AS m(id, score)';
      params = [found.map((r) => r.id), found.map((r) => r.score)];
    }
    const all = Object.values(conds).join(' AND ') || 'true';
    const pageParams = [...params, opts.start, opts.end - opts.start];
    const [rows, facetRows] = await Promise.all([
      ctx.db.query<CardRow & { total: number; score: number }>(
        `WITH s AS MATERIALIZED (${matched})
         SELECT ${CARD_SELECT}, s.score, (COUNT(*) OVER ())::int AS total
         FROM s JOIN ${CARD_FROM} ON c.id = s.id
         WHERE ${all}
         ORDER BY ${ORDER_SQL[opts.order]} OFFSET $${pageParams.length - 1} LIMIT $${pageParams.length}`,
        pageParams,
      ),
      opts.facets ? facetCounts(ctx, matched, params, filters) : null,
    ]);
    // Past the end the window has no row to carry the total: the counts do.
    const counted =
      facetRows ??
      (rows.length === 0 && opts.start > 0
        ? await facetCounts(ctx, matched, params, filters)
        : null);
    let total = rows[0]?.total ?? 0;
    let topScore = rows.reduce((m, r) => Math.max(m, Number(r.score)), 0);
    if (rows.length === 0 && counted) {
      total = counted.total;
      topScore = counted.topScore;
    }
    return { total, rows, topScore, ...(opts.facets && counted ? { facets: counted.facets } : {}) };
  });
  let suggestedKeyword: string | null = null;
  if (!blank && page.total > 0 && Math.floor(page.topScore / 100) < TIER.literal) {
    // The typed words found nothing as typed: the best correction made of the catalogue's words.
    const real = (t: string) => vocab.contains(t) || synonyms().of(t).length > 0;
    const fix = q.alternatives.find(
      (a) =>
        (a.kind === 'keyboard' || a.kind === 'fuzzy' || a.kind === 'spacing') &&
        a.text !== q.norm &&
        a.text.split(' ').every(real),
    );
    suggestedKeyword = fix?.text ?? null;
  }
  return {
    total: page.total,
    list: await cards(ctx, page.rows, opts.userId),
    suggestedKeyword,
    ...(page.facets ? { facets: page.facets } : {}),
  };
}

/** The categories' ids and names (seeded, not edited by the app): read once a minute. */
async function categoryNames(ctx: Ctx): Promise<{ id: number; name: string }[]> {
  return searchState(ctx.db).categories();
}

function emptyFacets(categories: { id: number; name: string }[]): Facets {
  return {
    price: PRICE_BUCKETS.map((b) => ({ key: b.key, label: b.label, count: 0 })),
    level: LEVELS.map((l) => ({ key: l, label: l, count: 0 })),
    length: LENGTH_BUCKETS.map((b) => ({ key: b.key, label: b.label, count: 0 })),
    rating: RATING_STEPS.map((r) => ({
      key: r.toFixed(1),
      label: `${r.toFixed(1)}${msg.searchRatingOver}`,
      count: 0,
    })),
    free_preview: [{ key: 'Y', label: msg.searchFreePreview, count: 0 }],
    category: categories.map((k) => ({ key: String(k.id), label: k.name, count: 0 })),
  };
}

/**
 * Each facet's counts for the matched classes with every filter applied but its own, grouped by
 * category (the category filter is applied to the other facets when the groups are summed).
 */
async function facetCounts(
  ctx: Ctx,
  matched: string,
  params: unknown[],
  filters: SearchFilters,
): Promise<{ total: number; topScore: number; facets: Facets }> {
  const conds = filterSql(filters);
  const except = (facet: FacetName) =>
    Object.entries(conds)
      .filter(([k]) => k !== facet && k !== 'category')
      .map(([, v]) => `(${v})`)
      .join(' AND ') || 'true';
  const cols: string[] = [];
  const add = (name: string, where: string) =>
    cols.push(`(COUNT(*) FILTER (WHERE ${where}))::int AS "${name}"`);
  add('all', except('category'));
  PRICE_BUCKETS.forEach((b, i) => add(`price${i}`, `${except('price')} AND ${bucketSql(SALE, b)}`));
  LEVELS.forEach((l, i) => add(`level${i}`, `${except('level')} AND c.level = '${l}'`));
  LENGTH_BUCKETS.forEach((b, i) =>
    add(`length${i}`, `${except('length')} AND ${bucketSql('c.total_sec', b)}`),
  );
  RATING_STEPS.forEach((r, i) => add(`rating${i}`, `${except('rating')} AND ${AVG} >= ${r}`));
  add('preview', `${except('free_preview')} AND c.has_preview`);
  const rows = await ctx.db.query<
    { category_id: number; top: number; all: number; preview: number } & Record<string, number>
  >(
    `WITH s AS MATERIALIZED (${matched})
     SELECT c.category_id, MAX(s.score)::float8 AS top, ${cols.join(', ')}
     FROM s JOIN classes c ON c.id = s.id GROUP BY c.category_id`,
    params,
  );
  const cats = await categoryNames(ctx);
  const facets = emptyFacets(cats);
  let total = 0;
  let topScore = 0;
  for (const r of rows) {
    const inCategory = filters.category === undefined || r.category_id === filters.category;
    const cat = facets.category.find((k) => k.key === String(r.category_id));
    if (cat) cat.count = r.all;
    const n = (k: string) => r[k] ?? 0;
    if (!inCategory) continue;
    total += r.all;
    topScore = Math.max(topScore, r.top);
    facets.price.forEach((v, i) => (v.count += n(`price${i}`)));
    facets.level.forEach((v, i) => (v.count += n(`level${i}`)));
    facets.length.forEach((v, i) => (v.count += n(`length${i}`)));
    facets.rating.forEach((v, i) => (v.count += n(`rating${i}`)));
    facets.free_preview[0]!.count += r.preview;
  }
  return { total, topScore, facets };
}

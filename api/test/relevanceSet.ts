// The relevance set of issue 50 (fixtures/relevance.json) and its measures: recall@5 (the share
// of a query's wanted classes in the first five, out of at most five) and MRR (1 / the rank of
// the first wanted class in the first ten). Used by test/relevance.test.ts and bench/bench.ts.
import { readFileSync } from 'node:fs';

export interface RelevanceQuery {
  kind: string;
  query: string;
  intent: string;
  ids: number[];
}

export const RELEVANCE: RelevanceQuery[] = (
  JSON.parse(readFileSync(new URL('./fixtures/relevance.json', import.meta.url), 'utf8')) as {
    queries: RelevanceQuery[];
  }
).queries;

export interface Measure {
  queries: number;
  recall5: number;
  mrr: number;
}

/** Measures a search (query → class ids in order, the first ten at least) per kind and overall. */
export async function measureRelevance(
  search: (query: string) => Promise<number[]>,
): Promise<{ all: Measure; byKind: Record<string, Measure>; misses: string[] }> {
  const sums = new Map<string, { n: number; recall: number; rr: number }>();
  const misses: string[] = [];
  for (const q of RELEVANCE) {
    const found = (await search(q.query)).slice(0, 10);
    const wanted = new Set(q.ids);
    const hits = found.slice(0, 5).filter((id) => wanted.has(id)).length;
    const recall = hits / Math.min(5, wanted.size);
    const first = found.findIndex((id) => wanted.has(id));
    const rr = first < 0 ? 0 : 1 / (first + 1);
    if (recall < 1 || rr < 1)
      misses.push(`${q.kind} ${q.query}: recall@5 ${recall.toFixed(2)}, rr ${rr.toFixed(2)}`);
    for (const key of ['all', q.kind]) {
      const s = sums.get(key) ?? { n: 0, recall: 0, rr: 0 };
      s.n += 1;
      s.recall += recall;
      s.rr += rr;
      sums.set(key, s);
    }
  }
  const measure = (s: { n: number; recall: number; rr: number }): Measure => ({
    queries: s.n,
    recall5: s.recall / s.n,
    mrr: s.rr / s.n,
  });
  const byKind: Record<string, Measure> = {};
  for (const [k, s] of sums) if (k !== 'all') byKind[k] = measure(s);
  return { all: measure(sums.get('all')!), byKind, misses };
}

// Autocomplete from an in-memory copy of the suggestion terms: the terms change only with the
// seed, so a copy refreshed every minute answers in microseconds instead of a database query.
// The keyword goes through the Korean query layer (services/koreanQuery.ts) like the search:
// while a syllable is being composed (요ㄱ), typed as 초성 (ㅇㅅ), with the keyboard in English
// mode (dyrk), written apart or together, by a synonym or misspelt, suggestions still come.
import type { Db } from '../db/types.ts';
import {
  analyzeQuery,
  choseongOf,
  choseongKey,
  jamoOf,
  normalizeQuery,
  type Alternative,
  type Vocabulary,
} from './koreanQuery.ts';

interface Term {
  term: string;
  norm: string;
  compact: string;
  jamo: string;
  choseong: string;
  weight: number;
}

/** Where the alternative is found in the term: 0 = at the start, 1 = inside, -1 = not. */
function position(t: Term, alt: Alternative): number {
  let pos = 0;
  for (const part of alt.terms) {
    let at: number;
    if (part.form === 'text') at = t.norm.indexOf(part.value);
    else if (/^[\u1100-\u1112]+$/.test(part.value)) at = t.choseong.indexOf(part.value);
    else {
      const c = t.compact.indexOf(part.value);
      at = c >= 0 ? c : t.jamo.indexOf(part.value);
    }
    if (at < 0) return -1;
    if (at > 0) pos = 1;
  }
  return pos;
}

export class SuggestIndex {
  readonly #db: Db;
  readonly #ttlMs: number;
  #terms: Term[] = [];
  #loadedAt = 0;
  #loading: Promise<void> | null = null;

  constructor(db: Db, ttlMs = 60_000) {
    this.#db = db;
    this.#ttlMs = ttlMs;
  }

  async #ensure(): Promise<void> {
    if (Date.now() - this.#loadedAt < this.#ttlMs) return;
    this.#loading ??= this.#db
      .query<{ term: string; weight: number }>('SELECT term, weight FROM suggest_terms')
      .then((rows) => {
        this.#terms = rows
          .map((r) => {
            const norm = normalizeQuery(r.term);
            const compact = norm.replace(/ /g, '');
            return {
              term: r.term,
              norm,
              compact,
              jamo: jamoOf(compact),
              choseong: choseongKey(choseongOf(compact)),
              weight: r.weight,
            };
          })
          .sort(
            (a, b) =>
              b.weight - a.weight || a.term.length - b.term.length || (a.term < b.term ? -1 : 1),
          );
        this.#loadedAt = Date.now();
      })
      .finally(() => {
        this.#loading = null;
      });
    await this.#loading;
  }

  /**
   * Up to `limit` terms for the keyword: by the best alternative's tier (the words as typed
   * first), prefix before inside, then by weight.
   */
  async suggest(
    keyword: string,
    limit: number,
    vocab: Vocabulary | null = null,
  ): Promise<string[]> {
    await this.#ensure();
    const q = analyzeQuery(keyword, vocab, { singleChoseong: true });
    if (q.alternatives.length === 0) return [];
    const found: { term: string; rank: number; i: number }[] = [];
    this.#terms.forEach((t, i) => {
      let rank = -1;
      for (const alt of q.alternatives) {
        if (alt.tier * 2 + 1 <= rank) break;
        const pos = position(t, alt);
        if (pos >= 0) rank = Math.max(rank, alt.tier * 2 + (pos === 0 ? 1 : 0));
      }
      if (rank >= 0) found.push({ term: t.term, rank, i });
    });
    return found
      .sort((a, b) => b.rank - a.rank || a.i - b.i)
      .slice(0, limit)
      .map((f) => f.term);
  }
}

// Autocomplete from an in-memory copy of the suggestion terms: the terms change only with the
// seed, so a copy refreshed every minute answers in microseconds instead of a database query.
import type { Db } from '../db/types.ts';
import { choseong, isChoseongOnly } from '../seed/hangul.ts';

interface Term {
  term: string;
  lower: string;
  choseong: string;
  weight: number;
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
      .query<{ term: string; term_lower: string; choseong: string; weight: number }>(
        'SELECT term, term_lower, choseong, weight FROM suggest_terms',
      )
      .then((rows) => {
        this.#terms = rows
          .map((r) => ({
            term: r.term,
            lower: r.term_lower,
            choseong: r.choseong,
            weight: r.weight,
          }))
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

  /** Up to `limit` terms containing the keyword: prefix matches first, then by weight. */
  async suggest(keyword: string, limit: number): Promise<string[]> {
    await this.#ensure();
    const jamo = isChoseongOnly(keyword);
    const needle = jamo ? choseong(keyword) : keyword;
    const prefix: string[] = [];
    const contains: string[] = [];
    for (const t of this.#terms) {
      const hay = jamo ? t.choseong : t.lower;
      const at = hay.indexOf(needle);
      if (at === 0) {
        prefix.push(t.term);
        if (prefix.length >= limit) break;
      } else if (at > 0 && contains.length < limit) contains.push(t.term);
    }
    return [...prefix, ...contains].slice(0, limit);
  }
}

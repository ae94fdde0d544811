// Seeded search-suggestion terms (with 초성) from class names, coaches and popular keywords.
import type { Rec } from './types.ts';
import { displayName } from './people.ts';

import { POPULAR_KEYWORDS } from './data.ts';
import { CATEGORIES } from './categoryData.ts';
import { choseong } from './hangul.ts';

export function makeSuggestTerms(classes: Rec[], users: Rec[]) {
  const terms = new Map<string, number>();
  const add = (term: string, weight: number) => {
    const t = term.trim();
    if (t.length < 1 || t.length > 60) return;
    terms.set(t, Math.max(terms.get(t) ?? 0, weight));
  };
  POPULAR_KEYWORDS.forEach((k, i) => add(k, 5000 - i * 100));
  CATEGORIES.forEach((c) => {
    add(c.name, 3000);
    c.subs.forEach((s) => {
      add(s.name, 2000);
      s.keywords.forEach((k) => add(k, 1000));
      s.subjects.forEach((k) => add(k, 800));
    });
  });
  for (const c of classes) add(c.name as string, 100 + Math.floor((c.signup_cnt as number) / 10));
  for (const u of users) if (u.coach_yn === 'Y') add(displayName(u), 50);
  return [...terms.entries()].map(([term, weight]) => ({
    term,
    term_lower: term.toLowerCase(),
    choseong: choseong(term),
    weight,
  }));
}

/** Fills an empty, migrated database. Runs in one transaction: nothing is half-seeded. */

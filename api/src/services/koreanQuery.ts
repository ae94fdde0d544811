// The Korean query layer (issue 50), built once and used by the class search, the suggestions and
// the category search. A query is normalised (NFC, width, case, zero-width and repeated spaces)
// and expanded into alternatives, each with a tier: the literal words first, then their spacing
// variants, 한/영 keyboard slips, synonyms (src/data/searchSynonyms.json, operators extend it),
// the last syllable as a jamo prefix while it is being composed (요ㄱ, 욕 → 요가), 초성 (ㄱㅌ → 기타)
// and misspellings within a small edit distance measured on jamo. Hangul is taken apart by
// es-hangul (disassembly, 초성, keyboard conversion), not by tables of our own.
import { readFileSync } from 'node:fs';
import {
  canBeChoseong,
  combineCharacter,
  convertHangulToQwerty,
  convertQwertyToHangul,
  disassemble,
  getChoseong,
} from 'es-hangul';

export type AltKind =
  'literal' | 'spacing' | 'keyboard' | 'synonym' | 'composing' | 'choseong' | 'fuzzy';

/** Where a term is looked for: the normalised text, or the compact/jamo/초성 forms ("x"). */
export type TermForm = 'text' | 'x';

export interface Term {
  form: TermForm;
  /** The substring to find (not escaped). */
  value: string;
}

export interface Alternative {
  kind: AltKind;
  /** Higher is better; a literal match is always above every expansion. */
  tier: number;
  /** Every term must be found (in any field). */
  terms: Term[];
  /** The alternative as a query a person would type (for "이런 검색어는 어때요?"). */
  text: string;
}

export interface AnalyzedQuery {
  /** The normalised query ('' when blank). */
  norm: string;
  /** The words that carry meaning (letters or digits), at most MAX_TOKENS. */
  tokens: string[];
  alternatives: Alternative[];
}

export const TIER: Record<AltKind, number> = {
  literal: 9,
  spacing: 7,
  keyboard: 7,
  synonym: 6,
  composing: 4,
  choseong: 4,
  fuzzy: 2,
};

const MAX_TOKENS = 8;
const MAX_QUERY = 100;
const MAX_ALTERNATIVES = 24;
/** Separates the parts of a compact/jamo/초성 column: no query term can contain it. */
export const PART_SEP = '\u001f';

const WIDTH_FORMS = /[\u3000\uff01-\uffef]/g;
const ZERO_WIDTH = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;
const CONTROL = /[\p{Cc}\u200e\u200f\u2028-\u202e\u2061-\u2064]/gu;
const HANGUL_SYLLABLE = /[\uac00-\ud7a3]/;
const HANGUL_ANY = /[\uac00-\ud7a3\u3131-\u318e]/;
const JAMO = /[\u3131-\u318e]/;
const MEANINGFUL = /[\p{L}\p{N}]/u;

/** NFC, full/half width → normal width, zero-width and control characters out, lower case, '#' and runs of spaces → one space. */
export function normalizeText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(WIDTH_FORMS, (ch) => ch.normalize('NFKC'))
    .normalize('NFC')
    .replace(ZERO_WIDTH, '')
    .replace(CONTROL, ' ')
    .toLowerCase()
    .replace(/[#\s]+/g, ' ')
    .trim();
}

/** A query normalised (normalizeText), of at most MAX_QUERY characters. */
export function normalizeQuery(raw: string): string {
  return normalizeText(raw).slice(0, MAX_QUERY).trim();
}

/** The same, keeping the case (the keyboard conversion needs Shift: Tmfmf → 쓰르르). */
function normalizeKeepCase(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(WIDTH_FORMS, (ch) => ch.normalize('NFKC'))
    .normalize('NFC')
    .replace(ZERO_WIDTH, '')
    .replace(CONTROL, ' ')
    .replace(/[#\s]+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY)
    .trim();
}

const compact = (s: string) => s.replace(/\s+/g, '');

/** The jamo of a text (es-hangul disassembly: 과 → ㄱㅗㅏ); other characters stay. */
export function jamoOf(s: string): string {
  return disassemble(s);
}

/** The 초성 of a text's syllables (통기타 → ㅌㄱㅌ); non-Hangul characters are dropped. */
export function choseongOf(s: string): string {
  return [...s]
    .filter((ch) => HANGUL_SYLLABLE.test(ch))
    .map((ch) => getChoseong(ch))
    .join('');
}

/**
 * 초성 as stored and searched: the syllable-initial letters (U+1100 block) rather than the
 * compatibility jamo the keyboard types, so a 초성 query (ㄱㅌ) never matches a final consonant
 * followed by an initial in the jamo form (주식투자 → ㅈㅜㅅㅣㄱㅌㅜㅈㅏ).
 */
export function choseongKey(s: string): string {
  return [...s]
    .map((ch) => {
      const syllable = HANGUL_SYLLABLE.test(ch)
        ? ch
        : canBeChoseong(ch)
          ? combineCharacter(ch, 'ㅏ')
          : null;
      if (syllable === null) return '';
      return String.fromCharCode(0x1100 + Math.floor((syllable.charCodeAt(0) - 0xac00) / 588));
    })
    .join('');
}

/** True when every character is a consonant that can start a syllable (the user typed 초성). */
export function isChoseongQuery(s: string): boolean {
  const t = compact(s);
  return t.length > 0 && [...t].every((ch) => canBeChoseong(ch));
}

/** 초성 keys as search_all holds them: each letter twice. */
export function choseongLookup(key: string): string {
  return [...key].map((ch) => ch + ch).join('');
}

/** The compact, jamo and 초성 forms of one phrase, as stored in the "x" columns. */
export function phraseForms(phrase: string): string {
  const c = compact(normalizeText(phrase));
  if (!c) return '';
  const cho = choseongKey(choseongOf(c));
  return [c, jamoOf(c), ...(cho.length >= 2 ? [cho] : [])].join(PART_SEP);
}

export interface ClassSearchSource {
  name: string;
  keywords: string;
  category: string;
  subCategory: string;
  coach: string;
  summary: string;
  description: string;
}

export interface ClassSearchForms {
  search_name: string;
  search_name_x: string;
  search_keywords: string;
  search_keywords_x: string;
  search_other: string;
  /** Every form of every field in jamo: the trigram-indexed column a query's terms are first looked up in. */
  search_all: string;
}

/** What the classes table keeps for search (written by services/search.ts when stale). */
export function classSearchForms(src: ClassSearchSource): ClassSearchForms {
  const phrases = [...src.keywords.split(','), src.category, src.subCategory].filter((p) =>
    p.trim(),
  );
  const keywords = [...new Set(phrases.map((p) => normalizeText(p)))];
  const forms = {
    search_name: normalizeText(src.name),
    search_name_x: `${PART_SEP}${phraseForms(src.name)}${PART_SEP}`,
    search_keywords: keywords.join(' , '),
    search_keywords_x: `${PART_SEP}${keywords.map(phraseForms).join(PART_SEP)}${PART_SEP}`,
    search_other: normalizeText(`${src.coach} ${src.summary} ${src.description}`),
  };
  // 초성 in search_all are doubled (ᄀᄀᄐᄐ), so that even two of them make a trigram the index
  // can look up (see choseongLookup).
  const cho = [src.name, ...keywords].map((p) =>
    choseongLookup(choseongKey(choseongOf(compact(normalizeText(p))))),
  );
  return {
    ...forms,
    search_all: [
      jamoOf([forms.search_name, forms.search_keywords, forms.search_other].join(PART_SEP)),
      forms.search_name_x,
      forms.search_keywords_x,
      ...cho,
    ].join(PART_SEP),
  };
}

// ---- synonyms (data) ----

const SYNONYM_FILE = new URL('../data/searchSynonyms.json', import.meta.url);

export class SynonymTable {
  readonly #groups = new Map<string, string[]>();

  constructor(groups: readonly (readonly string[])[]) {
    for (const group of groups) {
      const words = [...new Set(group.map(normalizeText).filter(Boolean))];
      for (const w of words) {
        const others = words.filter((o) => o !== w);
        for (const key of [w, compact(w)]) {
          const had = this.#groups.get(key) ?? [];
          this.#groups.set(key, [...new Set([...had, ...others])]);
        }
      }
    }
  }

  static fromFile(file: URL = SYNONYM_FILE): SynonymTable {
    const data = JSON.parse(readFileSync(file, 'utf8')) as { groups: string[][] };
    return new SynonymTable(data.groups);
  }

  /** The other words of the phrase's group(s) ([] when none). */
  of(phrase: string): string[] {
    const n = normalizeQuery(phrase);
    return this.#groups.get(n) ?? this.#groups.get(compact(n)) ?? [];
  }
}

let defaultSynonyms: SynonymTable | null = null;
export function synonyms(): SynonymTable {
  defaultSynonyms ??= SynonymTable.fromFile();
  return defaultSynonyms;
}

// ---- vocabulary (for misspellings) ----

/** Edit distance between two strings, giving up (answering max + 1) past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(
        prev[j]! + 1,
        cur[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Jamo edit distance allowed for a word of this many jamo (short words get none). */
export function allowedTypos(jamoLength: number): number {
  if (jamoLength < 5) return 0;
  return jamoLength < 9 ? 1 : 2;
}

/** The words of the catalogue (names and keywords), to correct misspellings against. */
export class Vocabulary {
  readonly #words: { word: string; jamo: string }[];
  readonly #all: string;

  /** `texts` give their words; `phrases` (keywords, categories) also their compact form. */
  constructor(texts: Iterable<string>, phrases: Iterable<string> = []) {
    const set = new Set<string>();
    const addWords = (n: string) => {
      for (const part of n.split(' '))
        if ([...part].length >= 2 && MEANINGFUL.test(part)) set.add(part);
    };
    for (const w of texts) addWords(normalizeText(w));
    for (const p of phrases) {
      const n = normalizeText(p);
      addWords(n);
      if (n.includes(' ')) set.add(compact(n));
    }
    this.#words = [...set].sort().map((word) => ({ word, jamo: jamoOf(word) }));
    this.#all = `\n${this.#words.map((w) => w.word).join('\n')}\n`;
  }

  get size(): number {
    return this.#words.length;
  }

  /** Some catalogue word contains the token as it is. */
  contains(token: string): boolean {
    return this.#all.includes(token);
  }

  /** Catalogue words within the allowed jamo distance of the token, nearest first. */
  nearest(token: string, limit = 3): string[] {
    const jamo = jamoOf(token);
    const max = allowedTypos(jamo.length);
    if (max === 0) return [];
    const found: { word: string; d: number }[] = [];
    for (const w of this.#words) {
      const d = editDistance(jamo, w.jamo, max);
      if (d > 0 && d <= max) found.push({ word: w.word, d });
    }
    return found
      .sort((a, b) => a.d - b.d || a.word.length - b.word.length || (a.word < b.word ? -1 : 1))
      .slice(0, limit)
      .map((f) => f.word);
  }
}

// ---- expansion ----

/** A Latin-letter word typed with the keyboard in English mode → its Hangul (dyrk → 요가), else null. */
export function keyboardToHangul(word: string): string | null {
  if (!/^[a-zA-Z]+$/.test(word)) return null;
  let h: string;
  try {
    h = convertQwertyToHangul(word);
  } catch {
    // es-hangul 2.4 throws on some key runs (photoshop: ㅗ + ㅗㅐ): no Hangul reading then.
    return null;
  }
  return HANGUL_SYLLABLE.test(h) && !/[a-zA-Z]/.test(h) ? h : null;
}

/** A Hangul word typed with the keyboard in Korean mode → its Latin letters (ㅔㅛ소ㅐㅜ → python), else null. */
export function keyboardToLatin(word: string): string | null {
  if (!HANGUL_ANY.test(word) || !/^[\uac00-\ud7a3\u3131-\u318e]+$/.test(word)) return null;
  let l: string;
  try {
    l = convertHangulToQwerty(word).toLowerCase();
  } catch {
    return null;
  }
  return /^[a-z]{2,}$/.test(l) ? l : null;
}

interface Base {
  kind: 'literal' | 'spacing' | 'keyboard' | 'synonym' | 'fuzzy';
  tokens: string[];
}

/**
 * The query's alternatives, best tier first. `vocab` (the catalogue's words) enables the
 * misspelling and Hangul→Latin keyboard alternatives; without it they are skipped.
 */
export function analyzeQuery(
  raw: string,
  vocab: Vocabulary | null = null,
  options: { table?: SynonymTable; singleChoseong?: boolean } = {},
): AnalyzedQuery {
  const table = options.table ?? synonyms();
  const norm = normalizeQuery(raw);
  const cased = normalizeKeepCase(raw).split(' ');
  const words = norm ? norm.split(' ') : [];
  const keep = words.map((w) => MEANINGFUL.test(w));
  const tokens = words.filter((_, i) => keep[i]).slice(0, MAX_TOKENS);
  const casedTokens = cased.filter((_, i) => keep[i]).slice(0, MAX_TOKENS);
  if (tokens.length === 0) return { norm, tokens, alternatives: [] };

  const bases: Base[] = [{ kind: 'literal', tokens }];
  // Mixed scripts written together (python기초): split where the script changes.
  const split = tokens.flatMap((t) =>
    /[a-z0-9]/.test(t) && HANGUL_ANY.test(t) ? (t.match(/[a-z]+|[0-9]+|[^a-z0-9]+/g) ?? [t]) : [t],
  );
  if (split.length > tokens.length) bases.push({ kind: 'spacing', tokens: split });
  // 한/영 slips: every Latin word read as Hangul keys, or Hangul as Latin keys.
  const known = (t: string) => vocab === null || vocab.contains(t);
  const toHangul = casedTokens.map((t) => keyboardToHangul(t));
  if (toHangul.some((h) => h !== null))
    bases.push({ kind: 'keyboard', tokens: tokens.map((t, i) => toHangul[i] ?? t) });
  const toLatin = tokens.map((t) => (vocab && !known(t) ? keyboardToLatin(t) : null));
  if (toLatin.some((l) => l !== null))
    bases.push({ kind: 'keyboard', tokens: tokens.map((t, i) => toLatin[i] ?? t) });
  // Synonyms of the whole phrase, then of each word.
  for (const base of bases.slice()) {
    const phrase = base.tokens.join(' ');
    for (const s of table.of(phrase)) bases.push({ kind: 'synonym', tokens: s.split(' ') });
    base.tokens.forEach((t, i) => {
      if (base.tokens.length === 1) return;
      for (const s of table.of(t))
        bases.push({ kind: 'synonym', tokens: base.tokens.map((o, j) => (j === i ? s : o)) });
    });
  }
  // Misspellings: a word the catalogue does not contain, replaced by its nearest words.
  if (vocab) {
    for (const base of bases.filter((b) => b.kind !== 'synonym')) {
      base.tokens.forEach((t, i) => {
        if (vocab.contains(t) || isChoseongQuery(t)) return;
        for (const w of vocab.nearest(t, 2)) {
          const fixed = base.tokens.map((o, j) => (j === i ? w : o));
          bases.push({ kind: 'fuzzy', tokens: fixed });
          for (const s of table.of(fixed.join(' ')))
            bases.push({ kind: 'fuzzy', tokens: s.split(' ') });
        }
      });
    }
  }

  const alts: Alternative[] = [];
  const seen = new Set<string>();
  const add = (kind: AltKind, terms: Term[], text: string, tier = TIER[kind]) => {
    // Lone jamo are in the jamo forms only: a text term holding one can match nothing.
    if (terms.some((t) => t.form === 'text' && JAMO.test(t.value))) return;
    const key = terms.map((t) => `${t.form}:${t.value}`).join('|');
    if (terms.some((t) => !t.value) || seen.has(key)) return;
    seen.add(key);
    alts.push({ kind, tier, terms, text });
  };
  const text = (v: string): Term => ({ form: 'text', value: v });
  const x = (v: string): Term => ({ form: 'x', value: v });
  for (const base of bases) {
    const phrase = base.tokens.join(' ');
    const tier = TIER[base.kind];
    add(base.kind, base.tokens.map(text), phrase, tier);
    // Spacing: the words written together match the phrase written apart and the other way
    // (not for lone jamo, which belong to the composing alternative).
    const joined = compact(phrase);
    if (!JAMO.test(joined))
      add(
        base.kind === 'literal' ? 'spacing' : base.kind,
        [x(joined)],
        phrase,
        Math.min(tier, TIER.spacing) - (base.kind === 'literal' ? 0 : 1),
      );
    // Composing: the last word's jamo as a prefix (요ㄱ, 욕 → 요가; 홈베ㅇ → 홈베이킹).
    const last = base.tokens.at(-1)!;
    if (HANGUL_ANY.test(last.at(-1) ?? '') && !isChoseongQuery(last)) {
      const jamo = jamoOf(base.tokens.length === 1 ? joined : last);
      if (jamo.length >= 2)
        add(
          'composing',
          [...base.tokens.slice(0, -1).map(text), x(jamo)],
          phrase,
          Math.min(tier, TIER.composing),
        );
    }
  }
  // 초성: the whole query (ㅎㅂㅇㅋ), or a word of it (ㄱㅌ 코드).
  const shortest = options.singleChoseong ? 1 : 2;
  if (tokens.some(isChoseongQuery)) {
    if (isChoseongQuery(norm) && compact(norm).length >= shortest)
      add('choseong', [x(choseongKey(compact(norm)))], norm);
    else if (tokens.every((t) => !isChoseongQuery(t) || t.length >= 2))
      add(
        'choseong',
        tokens.map((t) => (isChoseongQuery(t) ? x(choseongKey(t)) : text(t))),
        norm,
      );
  }
  alts.sort((a, b) => b.tier - a.tier);
  return { norm, tokens, alternatives: alts.slice(0, MAX_ALTERNATIVES) };
}

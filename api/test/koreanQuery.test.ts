// Issue 50: the Korean query layer, one expansion at a time (no database).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  analyzeQuery,
  classSearchForms,
  editDistance,
  isChoseongQuery,
  keyboardToHangul,
  keyboardToLatin,
  normalizeQuery,
  SynonymTable,
  synonyms,
  Vocabulary,
  type AnalyzedQuery,
} from '../src/services/koreanQuery.ts';

const vocab = new Vocabulary(
  ['요가', '기타', '통기타', '파이썬', '필라테스', '포토샵', '엑셀', '홈베이킹', '마카롱', '코드'],
  ['홈 베이킹', '영어 회화'],
);

/** The alternatives' texts of one kind. */
const kinds = (q: AnalyzedQuery, kind: string) =>
  q.alternatives.filter((a) => a.kind === kind).map((a) => a.terms.map((t) => t.value).join(' '));

describe('normalising', () => {
  it('NFC, full-width, case, zero-width characters, # and repeated spaces', () => {
    assert.equal(normalizeQuery('ＥＸＣＥＬ'), 'excel');
    assert.equal(normalizeQuery('Ｐｙｔｈｏｎ　기초'), 'python 기초');
    assert.equal(normalizeQuery('요\u200b가\ufeff'), '요가');
    assert.equal(normalizeQuery('  #수채화   풍경화\t'), '수채화 풍경화');
    // Decomposed Hangul (NFD, as some keyboards send it) is composed.
    assert.equal(normalizeQuery('요가'.normalize('NFD')), '요가');
    assert.equal(normalizeQuery('ｶ'), 'カ');
    assert.equal(normalizeQuery('가'.repeat(300)).length, 100);
  });

  it('words without a letter or digit carry nothing: %, _, emoji, only spaces', () => {
    for (const q of ['%', '_', '%_%', '🎸', '😀 😀', '   ', '\u200b'])
      assert.deepEqual(analyzeQuery(q, vocab).alternatives, [], q);
    const mixed = analyzeQuery('기타 🎸', vocab);
    assert.deepEqual(mixed.tokens, ['기타']);
  });
});

describe('expansions', () => {
  it('초성: a query of initial consonants (ㄱㅌ → 기타)', () => {
    assert.equal(isChoseongQuery('ㄱㅌ'), true);
    assert.equal(isChoseongQuery('기ㅌ'), false);
    assert.equal(kinds(analyzeQuery('ㄱㅌ', vocab), 'choseong').length, 1);
    // One consonant is too little for the search, enough for the suggestions.
    assert.equal(kinds(analyzeQuery('ㅋ', vocab), 'choseong').length, 0);
    assert.equal(kinds(analyzeQuery('ㅋ', vocab, { singleChoseong: true }), 'choseong').length, 1);
  });

  it('composing: the last syllable as a jamo prefix (요ㄱ, 욕 → ㅇㅛㄱ…)', () => {
    assert.deepEqual(kinds(analyzeQuery('요ㄱ', vocab), 'composing'), ['ㅇㅛㄱ']);
    assert.deepEqual(kinds(analyzeQuery('욕', vocab), 'composing'), ['ㅇㅛㄱ']);
    assert.ok(kinds(analyzeQuery('통기타 코ㄷ', vocab), 'composing').includes('통기타 ㅋㅗㄷ'));
  });

  it('한/영 keyboard slips both ways (dyrk → 요가, ㅔㅛ소ㅐㅜ → python)', () => {
    assert.equal(keyboardToHangul('dyrk'), '요가');
    assert.equal(keyboardToHangul('vkdlTjs'), '파이썬');
    assert.equal(keyboardToHangul('요가'), null);
    assert.equal(keyboardToLatin('ㅔㅛ소ㅐㅜ'), 'python');
    assert.ok(kinds(analyzeQuery('dyrk', vocab), 'keyboard').includes('요가'));
    assert.ok(kinds(analyzeQuery('ㅔㅛ소ㅐㅜ', vocab), 'keyboard').includes('python'));
    // es-hangul throws on some key runs; the layer answers without a Hangul reading.
    assert.doesNotThrow(() => analyzeQuery('photoshop', vocab));
  });

  it('spacing: written together or apart, and mixed scripts split (python기초)', () => {
    assert.deepEqual(kinds(analyzeQuery('홈 베이킹', vocab), 'spacing'), ['홈베이킹']);
    assert.deepEqual(kinds(analyzeQuery('홈베이킹', vocab), 'spacing'), ['홈베이킹']);
    assert.ok(kinds(analyzeQuery('python기초', vocab), 'spacing').includes('python 기초'));
  });

  it('misspellings within a small jamo distance (파이선 → 파이썬, 필라태스 → 필라테스)', () => {
    assert.equal(editDistance('ㅍㅏㅇㅣㅅㅓㄴ', 'ㅍㅏㅇㅣㅆㅓㄴ', 2), 1);
    assert.ok(kinds(analyzeQuery('파이선', vocab), 'fuzzy').includes('파이썬'));
    assert.ok(kinds(analyzeQuery('필라태스', vocab), 'fuzzy').includes('필라테스'));
    // A short word is not corrected (요리 is not 요가), and a known word is not "corrected".
    assert.deepEqual(kinds(analyzeQuery('요리', vocab), 'fuzzy'), []);
    assert.deepEqual(kinds(analyzeQuery('파이썬', vocab), 'fuzzy'), []);
  });

  it('synonyms come from data (guitar ↔ 기타) and a table can be extended', () => {
    assert.ok(synonyms().of('guitar').includes('기타'));
    assert.ok(synonyms().of('기타').includes('guitar'));
    assert.ok(kinds(analyzeQuery('guitar', vocab), 'synonym').includes('기타'));
    const table = new SynonymTable([['우쿨렐레', 'ukulele']]);
    assert.ok(kinds(analyzeQuery('ukulele', vocab, { table }), 'synonym').includes('우쿨렐레'));
  });

  it('a literal alternative is always the first and the highest tier', () => {
    for (const q of ['요가', 'dyrk', '파이선', '홈 베이킹', 'guitar']) {
      const [first, ...rest] = analyzeQuery(q, vocab).alternatives;
      assert.equal(first!.kind, 'literal', q);
      assert.ok(
        rest.every((a) => a.tier < first!.tier),
        q,
      );
    }
  });

  it('nonsense expands to nothing the catalogue has', () => {
    for (const q of ['asdfgh', '쀍뚫', 'qwerty']) {
      const q2 = analyzeQuery(q, vocab);
      assert.deepEqual(kinds(q2, 'fuzzy'), [], q);
    }
  });
});

describe('search forms', () => {
  it('keeps the normalised text, the compact, jamo and 초성 forms of name and keywords', () => {
    const f = classSearchForms({
      name: '통기타 코드 연주',
      keywords: '기타,통기타,코드',
      category: '음악',
      subCategory: '기타',
      coach: '기타치는',
      summary: '요약',
      description: '설명',
    });
    assert.equal(f.search_name, '통기타 코드 연주');
    assert.ok(f.search_name_x.includes('통기타코드연주'));
    assert.ok(f.search_name_x.includes('ㅌㅗㅇㄱㅣㅌㅏ'));
    assert.ok(f.search_keywords.includes('음악'));
    assert.ok(f.search_other.includes('기타치는'));
    assert.ok(f.search_all.length > f.search_name.length);
  });
});

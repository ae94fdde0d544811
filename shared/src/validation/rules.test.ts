// The name rule shared by the sign-up and profile screens and the API (issue #33, item 10).
import { cleanName, isReservedName, isValidName, nameKey, nameProblem } from './rules';

describe('names: visible characters only', () => {
  it('accepts Hangul, Latin letters, digits, single inner spaces and . _ -', () => {
    for (const name of ['김배움', '이코치', '배움러12', 'Kim Baeum', 'jo_ah.kim-2', 'ㅋㅋ맨', 'AB'])
      expect(nameProblem(name)).toBeNull();
  });

  it.each([
    ['U+3164 HANGUL FILLER', '이코치\u3164'],
    ['U+3164 only', '\u3164\u3164'],
    ['U+115F CHOSEONG FILLER', '이\u115f코치'],
    ['U+2800 BRAILLE BLANK', '이코치\u2800'],
    ['U+00AD SOFT HYPHEN', '이\u00ad코치'],
    ['U+180E MONGOLIAN VOWEL SEPARATOR', '이코\u180e치'],
    ['U+034F COMBINING GRAPHEME JOINER', '이코치\u034f'],
    ['a trailing combining mark', '이코치\u0301'],
    ['an accented Latin letter', 'Jose\u0301'],
    ['Cyrillic that looks Latin', '\u0430dmin1'],
    ['full-width Latin', 'ＫＩＭ'],
    ['emoji', '김배움🌱'],
    ['punctuation only', '.._'],
  ])('refuses %s', (_label, name) => {
    expect(nameProblem(name)).toBe('characters');
  });

  it('removes zero-width and bidirectional controls, composes jamo, collapses spaces', () => {
    expect(cleanName('\u200b김배움\u200b')).toBe('김배움');
    expect(cleanName('\u1100\u1161\u11a8\u1100\u1161')).toBe('각가');
    expect(cleanName('  김   배움 ')).toBe('김 배움');
  });

  it('counts length after cleaning: 2–20', () => {
    expect(nameProblem('김')).toBe('length');
    expect(nameProblem('\u200b김\u200b')).toBe('length');
    expect(nameProblem('가'.repeat(20))).toBeNull();
    expect(nameProblem('가'.repeat(21))).toBe('length');
  });
});

describe('names: reserved, official-looking', () => {
  it.each([
    '관리자',
    '배움 운영팀',
    'admin',
    'ADMIN',
    'a.d.m.i.n',
    'Admin_Kim',
    '배움',
    'BAEUM',
    '공식계정',
  ])('refuses %s', (name) => {
    expect(isReservedName(name)).toBe(true);
    expect(nameProblem(name)).toBe('reserved');
  });

  it('leaves ordinary names that merely share a syllable alone', () => {
    for (const name of ['김배움', '배움러12', '관리왕', '운영하는사람'])
      expect(isReservedName(name)).toBe(false);
  });
});

describe('nameKey: the form names are compared in', () => {
  it('folds case, width and spacing', () => {
    expect(nameKey('Happy Cat')).toBe(nameKey('happycat'));
    expect(nameKey('ＨａｐｐｙＣａｔ')).toBe('happycat');
    expect(nameKey('이.코치')).toBe(nameKey('이코치'));
    expect(nameKey('이코치')).not.toBe(nameKey('이코치2'));
  });

  it('isValidName is nameProblem() === null', () => {
    expect(isValidName('김배움')).toBe(true);
    expect(isValidName('관리자')).toBe(false);
  });
});

// The one source of the input rules that the sign-up and profile screens check before a request
// and that the reference API enforces (api/src/http/validate.ts imports this file). Plain
// TypeScript with no imports, so Node runs it as it is on the API side.

/** Korean mobile numbers: 010 always has 8 digits after the prefix; the older 011/016–019 7 or 8. */
export const MOBILE_DIGITS = /^(?:010\d{8}|01[16789]\d{7,8})$/;

/** The number's digits when it is a valid mobile number (spaces and hyphens ignored), else null. */
export function mobileDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return MOBILE_DIGITS.test(digits) ? digits : null;
}

/** 01012345678 → 010-1234-5678, 0111234567 → 011-123-4567 (the form the servers store). */
export function formatMobile(digits: string): string {
  const middle = digits.length === 11 ? 4 : 3;
  return `${digits.slice(0, 3)}-${digits.slice(3, 3 + middle)}-${digits.slice(3 + middle)}`;
}

// 8–64: long enough to resist guessing, long enough for a password manager's phrase.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export interface PasswordChecks {
  length: boolean;
  letterAndDigit: boolean;
  noSpace: boolean;
  /** Letters, digits and the printable ASCII specials only (no Hangul, no control characters). */
  allowedCharacters: boolean;
}

export function passwordChecks(password: string): PasswordChecks {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    letterAndDigit: /[A-Za-z]/.test(password) && /\d/.test(password),
    noSpace: password.length > 0 && !/\s/.test(password),
    allowedCharacters: /^[!-~]*$/.test(password),
  };
}

export function isValidPassword(password: string): boolean {
  const c = passwordChecks(password);
  return c.length && c.letterAndDigit && c.noSpace && c.allowedCharacters;
}

/**
 * A member's name and a nickname (both are shown as the member's name): 2–20 characters (code
 * points) after cleaning, visible characters only, not official-looking, and unique among members
 * compared by `nameKey` (the API's unique index; issue #33 item 10).
 */
export const NAME_MIN = 2;
export const NAME_MAX = 20;

// Zero-width and bidirectional controls: invisible, and able to make a name read as another.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  /[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;

/**
 * The name as it will be stored: invisible and control characters removed, composed (NFC: Hangul
 * typed as separate jamo becomes syllables), runs of spaces made one, trimmed.
 */
export function cleanName(input: string): string {
  return input.replace(INVISIBLE, '').normalize('NFC').replace(/ {2,}/g, ' ').trim();
}

/**
 * The characters a name may have, an allow-list of what displays: Hangul syllables, the modern
 * compatibility jamo (ㄱ–ㅣ; not the fillers U+3164, U+115F, U+1160), Latin letters, digits,
 * single inner spaces and `.` `_` `-`. Everything else — blank-looking characters (U+2800,
 * U+00AD, U+180E, U+034F), combining marks, other scripts that mimic Latin — is refused.
 */
const NAME_CHARS = /^[가-힣ㄱ-ㅣA-Za-z0-9 ._-]+$/u;
const NAME_LETTER = /[가-힣ㄱ-ㅣA-Za-z0-9]/u;

/**
 * The form names are compared in (uniqueness, the reserved list): NFKC (full-width letters are
 * the ASCII ones), lower case, without spaces, `.`, `_` and `-`. The API's unique index computes
 * the same in SQL: `lower(translate(normalize(name, NFKC), ' ._-', ''))` (migration 011).
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[ ._-]/g, '')
    .toLowerCase();
}

// Official-looking names, compared by nameKey: a name containing one of the first list, or equal to
// one of the second, is the service's to use.
const RESERVED_PARTS = [
  '관리자',
  '운영자',
  '운영진',
  '운영팀',
  '고객센터',
  '공식',
  '배움팀',
  '배움운영',
  'admin',
  'baeumteam',
  'official',
  'moderator',
  'operator',
];
const RESERVED_NAMES = [
  '배움',
  '운영',
  '관리',
  '매니저',
  '공지',
  '공지사항',
  '알림',
  '시스템',
  '고객지원',
  'baeum',
  'root',
  'system',
  'staff',
  'manager',
  'support',
  'notice',
  'help',
];

export function isReservedName(name: string): boolean {
  const key = nameKey(name);
  return RESERVED_NAMES.includes(key) || RESERVED_PARTS.some((part) => key.includes(part));
}

/** Why a name cannot be used (after cleaning), or null when it can. */
export type NameProblem = 'length' | 'characters' | 'reserved';

export function nameProblem(input: string): NameProblem | null {
  const name = cleanName(input);
  const length = [...name].length;
  if (length < NAME_MIN || length > NAME_MAX) return 'length';
  if (!NAME_CHARS.test(name) || !NAME_LETTER.test(name)) return 'characters';
  if (isReservedName(name)) return 'reserved';
  return null;
}

export function isValidName(input: string): boolean {
  return nameProblem(input) === null;
}

/** The code an SMS carries. */
export const SMS_CODE = /^\d{6}$/;

/** The app-push settings flags of spec §3, each OFF by default (the API stores them per member). */
export const APP_PUSH_FLAGS = [
  'advertising',
  'helpful',
  'cheer',
  'point',
  'friend',
  'reply',
  'chat',
  'community',
] as const;

export type AppPushFlag = (typeof APP_PUSH_FLAGS)[number];

/** The parsed address when `value` is an absolute http(s) URL, else null. */
export function httpUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/**
 * A YouTube video id from a link, or null: youtube.com (www, m) watch, shorts, embed and live
 * links and youtu.be links, http(s) only, with an 11-character id ([A-Za-z0-9_-]). A post's
 * YouTube link is accepted (API and write screen) only when this finds an id, and only the id
 * reaches the page.
 */
export function youtubeVideoId(url: string | undefined): string | null {
  if (!url) return null;
  const parsed = httpUrl(url);
  if (!parsed) return null;
  const host = parsed.hostname.replace(/^(www|m)\./, '');
  const candidate =
    host === 'youtu.be'
      ? parsed.pathname.slice(1)
      : host === 'youtube.com'
        ? parsed.pathname === '/watch'
          ? parsed.searchParams.get('v')
          : /^\/(shorts|embed|live)\/([^/]+)/.exec(parsed.pathname)?.[2]
        : null;
  return candidate && /^[A-Za-z0-9_-]{11}$/.test(candidate) ? candidate : null;
}

/** Class search `order` (spec §5: match_score by default): the API's enum and the sort menu. */
export const SEARCH_ORDERS = [
  'match_score',
  'popular',
  'latest',
  'rating',
  'review',
  'price_low',
  'price_high',
  'discount',
] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

// ── Studio (issue 36): a class's form, the curriculum editor and the API check the same rules. ──

/** Limits of a class's fields; lengths are characters (code points) after `cleanClassText`. */
export const CLASS_RULES = {
  title: { min: 5, max: 60 },
  summary: { min: 0, max: 80 },
  description: { min: 0, max: 5000 },
  price: { min: 0, max: 10_000_000 },
  discount: { min: 0, max: 90 },
  months: { min: 1, max: 24 },
  sectionTitle: { min: 1, max: 100 },
  lessonTitle: { min: 1, max: 200 },
  lessonNotes: { min: 0, max: 10_000 },
  durationSec: { min: 0, max: 86_400 },
} as const;

export type ClassRuleField = keyof typeof CLASS_RULES;

/** The fields that are text, and which of them may hold line breaks. */
const CLASS_TEXT_FIELDS: Partial<Record<ClassRuleField, 'line' | 'multiline'>> = {
  title: 'line',
  summary: 'line',
  description: 'multiline',
  sectionTitle: 'line',
  lessonTitle: 'line',
  lessonNotes: 'multiline',
};

// Control characters other than the line break (a tab becomes a space; CR LF becomes LF).
const CLASS_CONTROL =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  /[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

/**
 * Class text as it will be stored: composed (NFC), line breaks made `\n`, tabs made spaces,
 * trimmed. Plain text: it is shown as text, never as HTML.
 */
export function cleanClassText(input: string): string {
  return input.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ').trim();
}

/** Why a class field's value cannot be used (text after cleaning), or null when it can. */
export type ClassFieldProblem = 'type' | 'length' | 'characters' | 'lines' | 'range' | 'integer';

export function classFieldProblem(field: ClassRuleField, value: unknown): ClassFieldProblem | null {
  const rule = CLASS_RULES[field];
  const kind = CLASS_TEXT_FIELDS[field];
  if (kind) {
    if (typeof value !== 'string') return 'type';
    const text = cleanClassText(value);
    const length = [...text].length;
    if (length < rule.min || length > rule.max) return 'length';
    if (CLASS_CONTROL.test(text)) return 'characters';
    if (kind === 'line' && text.includes('\n')) return 'lines';
    return null;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'type';
  if (!Number.isInteger(value)) return 'integer';
  if (value < rule.min || value > rule.max) return 'range';
  return null;
}

export function isValidClassField(field: ClassRuleField, value: unknown): boolean {
  return classFieldProblem(field, value) === null;
}

/** Lesson kinds: a video (uploaded later) or a text lesson. */
export const LESSON_KINDS = ['video', 'text'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** Class levels (as the seed and the class page use them). */
export const CLASS_LEVELS = ['입문', '초급', '중급', '고급'] as const;

/**
 * A WebVTT caption file: UTF-8, starting (after an optional BOM) with `WEBVTT` followed by a
 * space, a tab, a line break or the end (the WebVTT file signature), at most 512 KB.
 */
export const CAPTIONS_MAX_BYTES = 512 * 1024;
export function isWebVtt(bytes: Uint8Array): boolean {
  if (bytes.length > CAPTIONS_MAX_BYTES) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return /^\ufeff?WEBVTT(?:[ \t\r\n]|$)/.test(text) && !text.includes('\u0000');
}

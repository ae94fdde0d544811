import { uiMessages } from '../messages/ui';

// Spec §9: the server speaks Korean time and the client clock is shifted to UTC+9, so a
// timestamp without a zone is read as KST and the fallback date is the KST calendar date.
export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const NAIVE_DATE_TIME =
  /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

export type TimeInput = Date | string | number;

/** Epoch milliseconds of a server timestamp; zone-less strings are Korean time. NaN if unreadable. */
export function parseKstTimestamp(input: TimeInput): number {
  if (input instanceof Date) return input.getTime();
  if (typeof input === 'number') return input;
  const text = input.trim();
  const naive = NAIVE_DATE_TIME.exec(text);
  if (naive) {
    const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = naive;
    const asUtc = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s, +ms.padEnd(3, '0'));
    return asUtc - KST_OFFSET_MS;
  }
  return Date.parse(text);
}

/** The KST calendar date of an instant, as 2026.11.02. */
export function formatKstDate(input: TimeInput): string {
  const time = parseKstTimestamp(input);
  if (Number.isNaN(time)) return '';
  // Shift to UTC+9 and read the UTC fields, so the machine's own zone never matters.
  const kst = new Date(time + KST_OFFSET_MS);
  const mm = String(kst.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(kst.getUTCDate()).padStart(2, '0');
  return `${kst.getUTCFullYear()}.${mm}.${dd}`;
}

/**
 * Time-ago of spec §9: under 1 minute 방금 전, then N분 전, N시간 전, N일 전 under 7 days,
 * N주 전 under 28 days, otherwise the date. "Up to 7 / 28 days" is read as "before the 7th /
 * 28th day is complete": exactly 7 days is 1주 전 and exactly 28 days shows the date.
 * A timestamp slightly in the future (clock skew) is 방금 전.
 */
export function formatTimeAgo(input: TimeInput, now: number | Date = Date.now()): string {
  const time = parseKstTimestamp(input);
  if (Number.isNaN(time)) return '';
  const elapsed = (now instanceof Date ? now.getTime() : now) - time;
  const t = uiMessages.time;
  if (elapsed < MINUTE) return t.justNow;
  if (elapsed < HOUR) return t.minutesAgo(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return t.hoursAgo(Math.floor(elapsed / HOUR));
  if (elapsed < WEEK) return t.daysAgo(Math.floor(elapsed / DAY));
  if (elapsed < 28 * DAY) return t.weeksAgo(Math.floor(elapsed / WEEK));
  return formatKstDate(time);
}

import { formatKstDate, formatTimeAgo, parseKstTimestamp } from './timeAgo';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// 2026-11-10 12:00 in Korea.
const NOW = Date.parse('2026-11-10T12:00:00+09:00');
const ago = (ms: number) => formatTimeAgo(NOW - ms, NOW);

describe('formatTimeAgo (spec §9)', () => {
  it('says 방금 전 under one minute, up to 59 s', () => {
    expect(ago(0)).toBe('방금 전');
    expect(ago(59 * SECOND)).toBe('방금 전');
    expect(ago(59.999 * SECOND)).toBe('방금 전');
  });

  it('says 방금 전 for a timestamp a little in the future (clock skew)', () => {
    expect(ago(-30 * SECOND)).toBe('방금 전');
  });

  it('counts whole minutes from 1 minute to 59 minutes', () => {
    expect(ago(60 * SECOND)).toBe('1분 전');
    expect(ago(59 * MINUTE + 59 * SECOND)).toBe('59분 전');
  });

  it('counts whole hours from 1 hour to 23 hours', () => {
    expect(ago(HOUR)).toBe('1시간 전');
    expect(ago(23 * HOUR + 59 * MINUTE)).toBe('23시간 전');
  });

  it('counts days from 1 day while under 7 days', () => {
    expect(ago(DAY)).toBe('1일 전');
    expect(ago(7 * DAY - SECOND)).toBe('6일 전');
  });

  it('switches to weeks at exactly 7 days', () => {
    expect(ago(7 * DAY)).toBe('1주 전');
    expect(ago(14 * DAY - SECOND)).toBe('1주 전');
    expect(ago(14 * DAY)).toBe('2주 전');
  });

  it('shows weeks while under 28 days and the date from exactly 28 days', () => {
    expect(ago(28 * DAY - SECOND)).toBe('3주 전');
    expect(ago(28 * DAY)).toBe('2026.10.13');
    expect(ago(400 * DAY)).toBe('2025.10.06');
  });

  it('reads a server timestamp without a zone as Korean time (UTC+9)', () => {
    expect(formatTimeAgo('2026-11-10 11:58:30', NOW)).toBe('1분 전');
    expect(formatTimeAgo('2026-11-10T09:00:00', NOW)).toBe('3시간 전');
    expect(parseKstTimestamp('2026-11-10 00:00:00')).toBe(Date.parse('2026-11-09T15:00:00Z'));
  });

  it('keeps an explicit zone as given', () => {
    expect(formatTimeAgo('2026-11-10T02:00:00Z', NOW)).toBe('1시간 전');
  });

  it('dates by the Korean calendar across midnight, whatever the machine zone', () => {
    // 00:30 on 3 November in Korea is still 2 November in UTC.
    const justAfterKoreanMidnight = Date.parse('2026-11-02T15:30:00Z');
    expect(formatKstDate(justAfterKoreanMidnight)).toBe('2026.11.03');
    expect(formatTimeAgo('2026-11-03 00:30:00', Date.parse('2026-12-25T00:00:00Z'))).toBe(
      '2026.11.03',
    );
    // 23:59 on 2 November in Korea.
    expect(formatKstDate('2026-11-02T14:59:00Z')).toBe('2026.11.02');
  });

  it('formats the fallback date as yyyy.mm.dd with zero padding', () => {
    expect(formatKstDate('2026-01-05 08:00:00')).toBe('2026.01.05');
  });

  it('returns an empty string for an unreadable timestamp instead of "NaN"', () => {
    expect(formatTimeAgo('not a date', NOW)).toBe('');
    expect(formatKstDate('')).toBe('');
  });

  it('accepts Date objects for both the time and now', () => {
    expect(formatTimeAgo(new Date(NOW - 5 * MINUTE), new Date(NOW))).toBe('5분 전');
  });
});

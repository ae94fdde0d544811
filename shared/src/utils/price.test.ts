import { formatMonthlyPrice, formatNumber, formatWon, toWholeNumber } from './price';

describe('price formatting', () => {
  it('adds thousands separators', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-12300)).toBe('-12,300');
  });

  it('shows the won suffix', () => {
    expect(formatWon(12300)).toBe('12,300원');
  });

  it('shows the price monthly with the won suffix (spec §9)', () => {
    expect(formatMonthlyPrice(12300)).toBe('월 12,300원');
    expect(formatMonthlyPrice('12300')).toBe('월 12,300원');
    expect(formatMonthlyPrice('12,300')).toBe('월 12,300원');
  });

  it('rounds fractional won from a divided price', () => {
    expect(formatMonthlyPrice(149000 / 12)).toBe('월 12,417원');
  });

  it('shows nothing rather than "NaN원" for a missing or malformed price', () => {
    expect(formatMonthlyPrice(null)).toBe('');
    expect(formatMonthlyPrice(undefined)).toBe('');
    expect(formatMonthlyPrice('')).toBe('');
    expect(formatWon('abc')).toBe('');
    expect(toWholeNumber(Number.NaN)).toBeNull();
  });
});

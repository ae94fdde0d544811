import { formatRating, roundUpRating } from './rating';

describe('roundUpRating (spec §5: rounded up to one decimal)', () => {
  it('rounds 4.01 up to 4.1', () => {
    expect(roundUpRating(4.01)).toBe(4.1);
  });

  it('leaves a value already at one decimal unchanged despite floating point', () => {
    // 1.1 * 10 is 11.000000000000002 in IEEE 754; a bare ceil would give 1.2.
    expect(roundUpRating(1.1)).toBe(1.1);
    expect(roundUpRating(4.1)).toBe(4.1);
    expect(roundUpRating(2.3)).toBe(2.3);
    expect(roundUpRating(4.7)).toBe(4.7);
  });

  it('rounds up, never to nearest', () => {
    expect(roundUpRating(4.91)).toBe(5);
    expect(roundUpRating(4.44)).toBe(4.5);
    expect(roundUpRating(3.0001)).toBe(3.1);
  });

  it('reads ratings sent as strings', () => {
    expect(roundUpRating('4.01')).toBe(4.1);
  });

  it('treats missing, negative and non-numeric ratings as 0 and caps at 5', () => {
    expect(roundUpRating(null)).toBe(0);
    expect(roundUpRating(undefined)).toBe(0);
    expect(roundUpRating('abc')).toBe(0);
    expect(roundUpRating(-1)).toBe(0);
    expect(roundUpRating(5.2)).toBe(5);
  });

  it('formats with exactly one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.01)).toBe('4.1');
  });
});

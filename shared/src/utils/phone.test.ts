import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('formats 010 mobiles, bare or already hyphenated (never 010--12-34-5678)', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
    expect(formatPhone(' 010 1234 5678 ')).toBe('010-1234-5678');
  });

  it('formats 011 numbers with a three- or four-digit middle', () => {
    expect(formatPhone('0111234567')).toBe('011-123-4567');
    expect(formatPhone('01112345678')).toBe('011-1234-5678');
    expect(formatPhone('011-123-4567')).toBe('011-123-4567');
  });

  it('formats 02 (Seoul) numbers with their two-digit prefix', () => {
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('02-1234-56789')).toBe('02-1234-5678');
  });

  it('formats 070 numbers', () => {
    expect(formatPhone('07012345678')).toBe('070-1234-5678');
    expect(formatPhone('0701234567')).toBe('070-123-4567');
  });

  it('formats a number being typed as far as it goes, and caps its length', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('01')).toBe('01');
    expect(formatPhone('010')).toBe('010');
    expect(formatPhone('0101')).toBe('010-1');
    expect(formatPhone('0101234')).toBe('010-123-4');
    expect(formatPhone('010123456789')).toBe('010-1234-5678');
  });
});

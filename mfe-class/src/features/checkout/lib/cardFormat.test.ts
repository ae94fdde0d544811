import { expiryProblem, formatCardNumber, formatExpiry } from './cardFormat';

describe('card fields', () => {
  it('groups the card number by four as it is typed', () => {
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12/295')).toBe('12/29');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12', '12/')).toBe('12');
  });

  it('knows a malformed or past expiry', () => {
    const now = new Date(2030, 5, 15);
    expect(expiryProblem('13/31', now)).toBe('format');
    expect(expiryProblem('1231', now)).toBe('format');
    expect(expiryProblem('05/30', now)).toBe('past');
    expect(expiryProblem('06/30', now)).toBeNull();
    expect(expiryProblem('01/31', now)).toBeNull();
  });
});

// The card fields as the learner types (issue #37): the number in groups of four, the expiry as
// MM/YY. What is sent is the digits (number) and MM/YY (expiry).

/** 4242424242424242 → 4242 4242 4242 4242 (digits only, at most 19). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export const cardDigits = (value: string) => value.replace(/\D/g, '');

/**
 * 1 → 1, 12 → 12/, 1229 → 12/29; a first digit over 1 is a month of its own (4 → 04/).
 * Deleting the slash (`12/` → `12`) keeps the digits as they are.
 */
export function formatExpiry(input: string, previous = ''): string {
  let digits = input.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  const deleting = input.length < previous.length;
  if (digits.length < 2 || (digits.length === 2 && deleting)) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** MM/YY with a real month, not before this month (the card company checks the rest). */
export function expiryProblem(value: string, now = new Date()): 'format' | 'past' | null {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!m) return 'format';
  const year = 2000 + Number(m[2]);
  const month = Number(m[1]);
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  return year < thisYear || (year === thisYear && month < thisMonth) ? 'past' : null;
}

// One Korean phone formatter (issue #37): whatever the input — the stored `010-1234-5678`, bare
// digits, a half-typed number — the same hyphenated form. Used to prefill and while typing.

/**
 * 01012345678 → 010-1234-5678, 0111234567 → 011-123-4567, 0212345678 → 02-1234-5678,
 * 021234567 → 02-123-4567, 07012345678 → 070-1234-5678. Non-digits are dropped first, so a
 * formatted number stays as it is; a partial number is formatted as far as it goes
 * (0101234 → 010-123-4, the middle block grows to four digits with the eleventh).
 */
export function formatPhone(input: string | null | undefined): string {
  const all = (input ?? '').replace(/\D/g, '');
  // 02 (서울) has a two-digit prefix and at most 10 digits; the rest (010, 011, 031, 070, …) 3 and 11.
  const head = all.startsWith('02') ? 2 : 3;
  const digits = all.slice(0, head + 8);
  const rest = digits.slice(head);
  if (!rest) return digits;
  const prefix = digits.slice(0, head);
  if (rest.length <= 3) return `${prefix}-${rest}`;
  const middle = rest.length >= 8 ? 4 : 3;
  return `${prefix}-${rest.slice(0, middle)}-${rest.slice(middle)}`;
}

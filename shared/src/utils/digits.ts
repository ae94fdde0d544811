/**
 * Thousands separators, the Korean way: 1234567 → "1,234,567". Not `toLocaleString('ko-KR')`:
 * its first call loads the locale's number data, a ~200 ms task on a slow phone during start-up.
 */
export function groupDigits(n: number): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(Math.trunc(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

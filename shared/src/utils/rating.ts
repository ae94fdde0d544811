/**
 * Spec §5: a rating is rounded UP to one decimal (4.01 → 4.1). The product of ×10 is first
 * trimmed to 9 decimals, because 1.1 × 10 is 11.000000000000002 in binary floating point and
 * a bare Math.ceil would show 1.2.
 */
export function roundUpRating(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  if (!Number.isFinite(n) || n <= 0) return 0;
  const tenths = Math.ceil(Number((n * 10).toFixed(9)));
  return Math.min(tenths, 50) / 10;
}

/** The rating as shown: always one decimal, "4.0", "4.1". */
export function formatRating(value: number | string | null | undefined): string {
  return roundUpRating(value).toFixed(1);
}

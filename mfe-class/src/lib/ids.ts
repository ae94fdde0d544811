/** A route's numeric id, or 0 for anything else (then the page shows its not-found state). */
export function parseId(value: string | undefined): number {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 0;
}

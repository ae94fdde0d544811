/**
 * The items of every loaded page, each once: an entry added since page 1 was read (a follow,
 * a coupon) shifts the later pages by one, and must never show twice.
 */
export function uniqueItems<T>(
  pages: ReadonlyArray<{ list?: T[] | null | undefined }>,
  idOf: (item: T) => number,
): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.list ?? []) {
      if (seen.has(idOf(item))) continue;
      seen.add(idOf(item));
      items.push(item);
    }
  }
  return items;
}

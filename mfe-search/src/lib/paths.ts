// The URLs this remote owns (spec section 2) and the rules of the search keyword (section 5).

/** Spec section 5: # characters are removed from the keyword; surrounding blanks go too. */
export function cleanKeyword(raw: string): string {
  return raw.replace(/#/g, '').trim();
}

export function searchPath(keyword: string, order?: string | null): string {
  const params = new URLSearchParams({ keyword: cleanKeyword(keyword) });
  if (order) params.set('order', order);
  return `/search?${params.toString()}`;
}

export function categoryPath(
  categoryId: number | string,
  subCategoryId?: number | string | null,
): string {
  const params = new URLSearchParams({ categoryId: String(categoryId) });
  if (subCategoryId !== undefined && subCategoryId !== null && subCategoryId !== '') {
    params.set('sub', String(subCategoryId));
  }
  return `/category?${params.toString()}`;
}

/** A positive page number from the URL (page=3), or 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? Math.min(page, 50) : 1;
}

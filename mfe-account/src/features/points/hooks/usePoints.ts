import { useInfiniteQuery } from '@baeum/shared';
import type { InfiniteData, PointPageWire } from '@baeum/shared';
import { pointsQuery } from '../queries';
import { uniqueItems } from '../../../lib/uniquePages';

export type PointPages = InfiniteData<PointPageWire, number>;

export interface PointTotals {
  total: number;
  monthExpire: number;
  review: number;
}

/** `coin_point/{page}` page by page (20 a page): the totals of the first page, the history of all. */
export function usePoints(userId: number) {
  const query = useInfiniteQuery(pointsQuery(userId));
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const totals: PointTotals | null = first
    ? {
        total: first.total_point ?? 0,
        monthExpire: first.month_expire_point ?? 0,
        review: first.review_point ?? 0,
      }
    : null;
  // A new entry (a coupon) shifts the pages by one: never show an entry twice.
  const entries = uniqueItems(pages, (entry) => entry.id);
  return { query, totals, entries };
}

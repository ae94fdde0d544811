// The member's points (README "Data"): `coin_point/{page}`, 20 a page.
import { fetchPoints, infiniteQueryOptions } from '@baeum/shared';
import type { PointPageWire } from '@baeum/shared';
import { accountQueries } from '../../lib/queries';

export const pointsQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: [...accountQueries.all(userId), 'points'],
    queryFn: ({ pageParam }) => fetchPoints(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: PointPageWire) =>
      last.page < last.total_page ? last.page + 1 : undefined,
  });

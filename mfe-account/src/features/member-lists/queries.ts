// The member's three lists (README "Data"): following, followers, blocked.
import {
  fetchBlockedUsers,
  fetchFollowers,
  fetchFollowing,
  infiniteQueryOptions,
} from '@baeum/shared';
import type { MemberPageWire } from '@baeum/shared';
import { accountQueries } from '../../lib/queries';
import type { MemberListKind } from '../../lib/queries';

const fetchPage: Record<MemberListKind, (userId: number, page: number) => Promise<MemberPageWire>> =
  {
    following: (userId, page) => fetchFollowing(userId, { page }),
    followers: (userId, page) => fetchFollowers(userId, { page }),
    blocked: (_userId, page) => fetchBlockedUsers({ page }),
  };

/** One list, 20 a page from page 1 (spec §9). */
export const memberListQuery = (userId: number, kind: MemberListKind) =>
  infiniteQueryOptions({
    queryKey: [...accountQueries.all(userId), 'members', kind],
    queryFn: ({ pageParam }) => fetchPage[kind](userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: MemberPageWire) =>
      last.page < last.total_page ? last.page + 1 : undefined,
  });

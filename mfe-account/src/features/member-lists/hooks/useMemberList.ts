import { fetchBlockedUsers, fetchFollowers, fetchFollowing, useInfiniteQuery } from '@baeum/shared';
import type { InfiniteData, MemberPageWire } from '@baeum/shared';
import { accountKeys } from '../../../lib/accountKeys';
import { uniqueItems } from '../../../lib/uniquePages';
import type { MemberListKind } from '../../../lib/accountKeys';

export type MemberPages = InfiniteData<MemberPageWire, number>;

const fetchPage: Record<MemberListKind, (userId: number, page: number) => Promise<MemberPageWire>> =
  {
    following: (userId, page) => fetchFollowing(userId, { page }),
    followers: (userId, page) => fetchFollowers(userId, { page }),
    blocked: (_userId, page) => fetchBlockedUsers({ page }),
  };

/** One of the member's three lists, 20 a page from page 1 (spec §9), as one query. */
export function useMemberList(userId: number, kind: MemberListKind) {
  const query = useInfiniteQuery({
    queryKey: accountKeys.members(userId, kind),
    queryFn: ({ pageParam }) => fetchPage[kind](userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
  });
  const pages = query.data?.pages ?? [];
  // A follow made since page 1 was read shifts the later pages: never show a member twice.
  const members = uniqueItems(pages, (member) => member.user_id);
  return { query, members, total: pages[0]?.total_count ?? members.length };
}

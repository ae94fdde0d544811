import { useInfiniteQuery } from '@baeum/shared';
import type { InfiniteData, MemberPageWire } from '@baeum/shared';
import { uniqueItems } from '../../../lib/uniquePages';
import type { MemberListKind } from '../../../lib/queries';
import { memberListQuery } from '../queries';

export type MemberPages = InfiniteData<MemberPageWire, number>;

/** One of the member's three lists, 20 a page from page 1 (spec §9), as one query. */
export function useMemberList(userId: number, kind: MemberListKind) {
  const query = useInfiniteQuery(memberListQuery(userId, kind));
  const pages = query.data?.pages ?? [];
  // A follow made since page 1 was read shifts the later pages: never show a member twice.
  const members = uniqueItems(pages, (member) => member.user_id);
  return { query, members, total: pages[0]?.total_count ?? members.length };
}

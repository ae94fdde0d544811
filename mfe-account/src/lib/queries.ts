// The account's server data read by more than one feature (README "Data"). Every key of the
// signed-in member's data starts with ['account', userId] (`accountQueries.all`), so one
// member's answers are never shown to the next person who signs in on the same page, and a
// change on one screen can refresh the others (a coupon refreshes the point total and the
// counts on /my; a follow refreshes the counts and the other lists). Each feature's own
// answers are queryOptions factories in its `queries.ts`, under this root.
import { fetchUserSubInfo, queryOptions } from '@baeum/shared';
import type { QueryClient } from '@baeum/shared';

export type MemberListKind = 'following' | 'followers' | 'blocked';

export const accountQueries = {
  /** Everything of one member (what leaving, a saved profile or a refund refreshes). */
  all: (userId: number) => ['account', userId] as const,
  /** `profile_app`: level, points and the counts of /my. Other screens refresh it. */
  subInfo: (userId: number) =>
    queryOptions({ queryKey: ['account', userId, 'subInfo'], queryFn: fetchUserSubInfo }),
};

/** The counts of /my (points, coupons, bookmarks, follows) are out of date. */
export function refreshCounts(qc: QueryClient, userId: number): void {
  void qc.invalidateQueries({ queryKey: accountQueries.subInfo(userId).queryKey });
}

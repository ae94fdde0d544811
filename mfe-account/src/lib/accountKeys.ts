// Query keys of the signed-in member's data. Every key starts with ['account', userId], so one
// member's answers are never shown to the next person who signs in on the same page, and a
// change on one screen can refresh the others (a coupon refreshes the point total and the
// counts on /my; a follow refreshes the counts and the other lists).
import type { QueryClient } from '@baeum/shared';

export type MemberListKind = 'following' | 'followers' | 'blocked';

export const accountKeys = {
  all: (userId: number) => ['account', userId] as const,
  subInfo: (userId: number) => ['account', userId, 'subInfo'] as const,
  points: (userId: number) => ['account', userId, 'points'] as const,
  members: (userId: number, kind: MemberListKind) => ['account', userId, 'members', kind] as const,
  bookmarks: (userId: number, limit: number) => ['account', userId, 'bookmarks', limit] as const,
  recent: (userId: number, limit: number) => ['account', userId, 'recent', limit] as const,
  withdrawalCheck: (userId: number) => ['account', userId, 'withdrawalCheck'] as const,
  /** `/new/user/data`: the registered and the managed classes. */
  userData: (userId: number) => ['account', userId, 'userData'] as const,
  /** The business server's company and compulsory classes (null: not a company learner). */
  company: (userId: number) => ['account', userId, 'company'] as const,
  editProfile: (userId: number) => ['account', userId, 'editProfile'] as const,
  pushSettings: (userId: number) => ['account', userId, 'pushSettings'] as const,
  /** Issue #38: 마케팅 정보 수신 동의 and its date. */
  marketingConsent: (userId: number) => ['account', userId, 'marketingConsent'] as const,
};

/** The counts of /my (points, coupons, bookmarks, follows) are out of date. */
export function refreshCounts(qc: QueryClient, userId: number): void {
  void qc.invalidateQueries({ queryKey: accountKeys.subInfo(userId) });
}

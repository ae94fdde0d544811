// Follow and block: the member lists and the four actions (spec sections 4 and 7).
import { apiGet, apiPostForm } from './client';
import { seg } from './path';
import type { Id, Paged, YN } from './types';

/** Spec section 9: follower, following and blocked lists page by 20 from page 1. */
export const MEMBER_PAGE_SIZE = 20;

export interface MemberPage {
  page?: number;
  limit_no?: number;
}

/** A user in the follow, follower and block lists. */
export interface MemberWire {
  user_id: number;
  user_name: string;
  user_photo: string;
  profile_comment?: string;
  coach_yn?: YN;
  follower_cnt?: number;
  /** 'Y' when the viewer follows them. */
  friend_yn?: YN;
  /** 'Y' in the block list. */
  block_flag?: YN;
  created_at?: string;
}

export interface MemberPageWire extends Paged<MemberWire> {
  total_count?: number;
}

function memberQuery({ page = 1, limit_no = MEMBER_PAGE_SIZE }: MemberPage) {
  return { page, limit_no };
}

/** Whom `userId` follows (spec: member.follow). */
export function fetchFollowing(userId: Id, paging: MemberPage = {}): Promise<MemberPageWire> {
  return apiGet<MemberPageWire>(`following/${seg(userId)}`, memberQuery(paging));
}

/** Who follows `userId` (spec: member.follower). */
export function fetchFollowers(userId: Id, paging: MemberPage = {}): Promise<MemberPageWire> {
  return apiGet<MemberPageWire>(`follower/${seg(userId)}`, memberQuery(paging));
}

/** The signed-in user's block list (`GET poor`; spec: member.blocked). */
export function fetchBlockedUsers(paging: MemberPage = {}): Promise<MemberPageWire> {
  return apiGet<MemberPageWire>('poor', memberQuery(paging));
}

export interface FollowAnswer {
  user_id: number;
  friend_yn: YN;
  /** Their follower count after the change. */
  follower_cnt?: number;
}

export interface BlockAnswer {
  user_id: number;
  block_flag: YN;
}

/** Spec section 4: friend relation, add by posting. */
export function follow(userId: Id): Promise<FollowAnswer> {
  return apiPostForm<FollowAnswer>(`friend/${seg(userId)}`);
}

/** Spec section 4: friend relation, remove with mode delete. */
export function unfollow(userId: Id): Promise<FollowAnswer> {
  return apiPostForm<FollowAnswer>(`friend/${seg(userId)}`, { mode: 'delete' });
}

/** Spec section 4: block, add. (Blocking also ends the follow both ways.) */
export function block(userId: Id): Promise<BlockAnswer> {
  return apiPostForm<BlockAnswer>(`poorUser/${seg(userId)}`);
}

/** Spec section 4: block, remove with mode delete. */
export function unblock(userId: Id): Promise<BlockAnswer> {
  return apiPostForm<BlockAnswer>(`poorUser/${seg(userId)}`, { mode: 'delete' });
}

/**
 * Reports a member without a post (issue #38: from their profile). `reason` is the reason code
 * and the reporter's words, up to 500 characters. Reports of posts and replies are `reportFeed`.
 */
export function reportUser(
  userId: Id,
  reason: string,
): Promise<{ user_id: number; reported: YN; created_at: string }> {
  return apiPostForm(`reportUser/${seg(userId)}`, { reason });
}

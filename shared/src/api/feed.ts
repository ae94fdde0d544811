// The community feed ("square"): posts, replies, likes and hiding (spec section 7).
// Follow and unfollow (`friend/{userId}`) are in user.ts with block and unblock.
import { apiGet, apiPost, apiPostForm } from './client';
import type { FormFields } from './client';
import { seg } from './path';
import type { Id, Paged, YN } from './types';

/** A feed post (spec section 3, "Feed: Selected item"). */
export interface FeedItemWire {
  user_id: number;
  comment_id: number;
  user_photo: string;
  user_name: string;
  friend_status?: YN | string;
  created_at: string;
  content: string;
  class_name?: string;
  like_status?: YN | string;
  like_cnt: number;
  like_yn?: YN;
  reply_cnt: number;
  mcClass_id?: number;
  block_flag?: YN;
  blocked?: YN | boolean;
  youtube_file?: string;
  photo?: string;
  photo_list?: string[];
  class_photo?: string;
  class_signup_data?: unknown;
  user_info?: {
    active_list?: unknown[];
    friend_status?: YN | string;
    gender?: string;
    mcFriend_cnt?: number;
    user_id: number;
    user_name: string;
    user_photo: string;
  };
}

export interface FeedReplyWire {
  comment_id: number;
  user_id: number;
  user_name: string;
  user_photo: string;
  content: string;
  created_at: string;
  [field: string]: unknown;
}

/** One page of the feed (`squareWith_friend/{page}`), optionally of one section. */
export function fetchFeed(page = 1, section?: string): Promise<Paged<FeedItemWire>> {
  return apiGet<Paged<FeedItemWire>>(`squareWith_friend/${seg(page)}`, { section });
}

export function fetchFeedDetail(commentId: Id): Promise<FeedItemWire> {
  return apiGet<FeedItemWire>(`squareDetail/${seg(commentId)}`);
}

export function fetchFeedReplies(commentId: Id, page = 1): Promise<Paged<FeedReplyWire>> {
  return apiGet<Paged<FeedReplyWire>>(`squareDetail_comment/${seg(commentId)}/${seg(page)}`);
}

/** Hides (poor_flag Y) or shows again (N) a post for the signed-in user. */
export function setFeedHidden(commentId: Id, hidden: boolean): Promise<unknown> {
  return apiPost(`poorFeed/${seg(commentId)}`, { poor_flag: hidden ? 'Y' : 'N' });
}

/** Likes or unlikes; `type` is what is liked (a post, a reply, a review). */
export function likeFeed(commentId: Id, type: string): Promise<unknown> {
  return apiPost('squareLike', { comment_id: commentId, type });
}

/** Creates or updates a reply under a post (`squareComment/{commentId}`, form). */
export function saveReply(commentId: Id, fields: FormFields): Promise<unknown> {
  return apiPostForm(`squareComment/${seg(commentId)}`, fields);
}

/** Deletes a reply: the same path, with type=delete. */
export function deleteReply(commentId: Id): Promise<unknown> {
  return apiPostForm(`squareComment/${seg(commentId)}`, { type: 'delete' });
}

export interface FeedPostFields {
  content: string;
  class_id?: Id;
  photo?: string;
  youtube_file?: string;
  [field: string]: string | number | boolean | null | undefined;
}

/** Writes a new post (`app_comment`, form). */
export function createFeedPost(fields: FeedPostFields): Promise<unknown> {
  return apiPostForm('app_comment', fields);
}

/** Edits an existing post (`app_comment`, form, with its comment_id). */
export function updateFeedPost(commentId: Id, fields: FeedPostFields): Promise<unknown> {
  return apiPostForm('app_comment', { ...fields, comment_id: commentId });
}

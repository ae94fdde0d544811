// The community feed ("square"): posts, replies, likes and reports (spec section 7).
// Follow and unfollow (`friend/{userId}`) are in user.ts with block and unblock.
import { apiGet, apiPost, apiPostForm } from './client';
import type { FormFields } from './client';
import { seg } from './path';
import type { Id, Paged, YN } from './types';

/** Feed sections of `squareWith_friend` (friend = people the user follows, and the user). */
export type FeedSection = 'all' | 'friend' | 'daily' | 'question' | 'work' | 'class';

/** Sections a post can be written in. */
export type FeedPostSection = 'daily' | 'question' | 'work';

/** A feed post or reply (spec section 3, "Feed: Selected item"). */
export interface FeedItemWire {
  user_id: number;
  comment_id: number;
  /** The post a reply belongs to; null for a post. */
  parent_id?: number | null;
  section?: string;
  user_photo: string;
  user_name: string;
  coach_yn?: YN;
  /** 'Y' when the viewer follows the author. */
  friend_status?: YN | string;
  created_at: string;
  updated_at?: string;
  content: string;
  class_name?: string;
  like_status?: YN | string;
  like_cnt: number;
  like_yn?: YN;
  reply_cnt: number;
  mcClass_id?: number | null;
  /** 'Y' when the viewer blocked the author. */
  block_flag?: YN;
  blocked?: YN | boolean;
  /** 'Y' when the viewer reported the post (poorFeed). */
  poor_flag?: YN;
  /** 'Y' when the viewer wrote it. */
  mine?: YN;
  youtube_file?: string;
  photo?: string;
  photo_list?: string[];
  class_photo?: string;
  class_signup_data?: unknown;
  user_info?: {
    active_list?: Array<{ class_id: number; class_name: string }>;
    friend_status?: YN | string;
    gender?: string;
    mcFriend_cnt?: number;
    user_id: number;
    user_name: string;
    user_photo: string;
  };
}

export interface FeedPageWire extends Paged<FeedItemWire> {
  total_count?: number;
  section?: FeedSection;
}

export interface LikeAnswer {
  comment_id: number;
  type: string;
  like_yn: YN;
  like_status: YN;
  like_cnt: number;
}

/** What a write answers: the id and the item as it now is. */
export interface CommentAnswer {
  comment_id: number;
  parent_id?: number;
  comment?: FeedItemWire | null;
  deleted?: boolean;
}

/** One page of the feed (`squareWith_friend/{page}`), optionally of one section. */
export function fetchFeed(page = 1, section?: FeedSection): Promise<FeedPageWire> {
  return apiGet<FeedPageWire>(`squareWith_friend/${seg(page)}`, { section });
}

export function fetchFeedDetail(commentId: Id): Promise<FeedItemWire> {
  return apiGet<FeedItemWire>(`squareDetail/${seg(commentId)}`);
}

/** The replies of a post, one page at a time. */
export function fetchFeedReplies(commentId: Id, page = 1): Promise<FeedPageWire> {
  return apiGet<FeedPageWire>(`squareDetail_comment/${seg(commentId)}/${seg(page)}`);
}

/** Reports a post (poor_flag Y), or takes the report back (N). */
export function reportFeed(
  commentId: Id,
  report = true,
  /** Why (a reason code and the reporter's words, up to 500 characters); kept with the report. */
  reason?: string,
): Promise<{ comment_id: number; poor_flag: YN; poor_cnt: number }> {
  return apiPost(`poorFeed/${seg(commentId)}`, {
    poor_flag: report ? 'Y' : 'N',
    ...(reason ? { reason } : {}),
  });
}

/** Likes or unlikes (the server toggles); `type` is what is liked ('comment', 'review'). */
export function likeFeed(commentId: Id, type = 'comment'): Promise<LikeAnswer> {
  return apiPost<LikeAnswer>('squareLike', { comment_id: commentId, type });
}

export interface CommentFields {
  /** 'reply' (default) writes a reply under the post; 'update' edits `reply_id` or the comment itself. */
  type?: 'reply' | 'update';
  reply_id?: Id;
  content: string;
  /** Our own image URLs (uploaded with uploadPhoto). */
  photo_list?: string[];
}

/** Spec section 4, "Comment": create or update (`squareComment/{commentId}`, form). */
export function saveComment(
  commentId: Id,
  { photo_list, ...fields }: CommentFields,
): Promise<CommentAnswer> {
  return apiPostForm<CommentAnswer>(`squareComment/${seg(commentId)}`, {
    ...fields,
    photo_list: photo_list ? JSON.stringify(photo_list) : undefined,
  });
}

/** Spec section 4, "Comment": delete with type delete (a post or a reply, by its id). */
export function deleteComment(commentId: Id): Promise<CommentAnswer> {
  return apiPostForm<CommentAnswer>(`squareComment/${seg(commentId)}`, { type: 'delete' });
}

export interface FeedPostFields {
  content: string;
  section?: FeedPostSection;
  class_id?: Id;
  photo_list?: string[];
  youtube_file?: string;
}

function postForm({ photo_list, ...fields }: FeedPostFields): FormFields {
  return { ...fields, photo_list: photo_list ? JSON.stringify(photo_list) : undefined };
}

/** Writes a new post (`app_comment`, form). */
export function createFeedPost(fields: FeedPostFields): Promise<CommentAnswer> {
  return apiPostForm<CommentAnswer>('app_comment', postForm(fields));
}

/** Edits one's own post (`app_comment`, form, with its comment_id). */
export function updateFeedPost(commentId: Id, fields: FeedPostFields): Promise<CommentAnswer> {
  return apiPostForm<CommentAnswer>('app_comment', { ...postForm(fields), comment_id: commentId });
}

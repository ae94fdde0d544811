// Reviews: a class's reviews, the user's own, and writing or editing one.
import type { ReviewStatis } from './class';
import { apiGet, apiPost, apiPut } from './client';
import { seg } from './path';
import type { ClassCardData, Id, Paged, YN } from './types';
import type { ReviewListFields } from './wire';

export type { ReviewStatis };

/** A review (spec section 3, "Review: selectedReview"). */
export interface ReviewWire extends ReviewListFields {
  review_id: number;
  id: number;
  /** Review format version (2). */
  version: number;
  review_score: number;
  media_id: string | null;
  thumbnail_link: string;
  /** 'Y' when the viewer found it helpful. */
  helpful_yn: YN;
  coach_reply: string;
  /** 'Y' when hidden (the author is blocked by the viewer, or the review was blocked). */
  blocked: YN;
  mine: YN;
  created_at: string;
  updated_at: string;
}

export interface ClassReviewPageWire extends Paged<ReviewWire> {
  class_id?: number;
  total_count?: number;
  statis?: ReviewStatis;
}

/** Spec section 3, "userReviewList". */
export interface UserReviewListWire {
  reviewed_list: ReviewWire[];
  not_reviewed_list: ClassCardData[];
}

export interface ReviewFields {
  /** 1 to 5. */
  score: number;
  pros_content: string;
  cons_content?: string;
  suggestions?: string;
  photo_list?: string[];
}

export interface ReviewSaved {
  review_id: number;
  /** Points earned for a new review. */
  review_point?: number;
  review: ReviewWire;
}

export const REVIEW_SORTS = ['latest', 'helpful', 'score'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Which of a class's reviews to list (our addition to the call): the statistics stay whole. */
export interface ReviewListFilter {
  sort?: ReviewSort;
  /** Only reviews with photos. */
  photoOnly?: boolean;
  /** Only reviews of this many stars (1–5). */
  score?: number;
}

export function fetchClassReviews(
  classId: Id,
  page = 1,
  { sort, photoOnly, score }: ReviewListFilter = {},
): Promise<ClassReviewPageWire> {
  return apiGet<ClassReviewPageWire>(`review/class/${seg(classId)}/${seg(page)}`, {
    ...(sort && sort !== 'latest' ? { sort } : {}),
    ...(photoOnly ? { photo: 'Y' } : {}),
    ...(score ? { score } : {}),
  });
}

/** The signed-in user's reviews, and the classes they have not reviewed yet. */
export function fetchMyReviews(): Promise<UserReviewListWire> {
  return apiGet<UserReviewListWire>('review/my');
}

export function fetchReview(reviewId: Id): Promise<ReviewWire> {
  return apiGet<ReviewWire>(`review/${seg(reviewId)}`);
}

/** Writes a review of a class the user takes. */
export function createReview(classId: Id, fields: ReviewFields): Promise<ReviewSaved> {
  return apiPost<ReviewSaved>(`review/class/${seg(classId)}`, fields);
}

/** Edits one's own review; fields left out stay as they are. */
export function updateReview(reviewId: Id, fields: Partial<ReviewFields>): Promise<ReviewSaved> {
  return apiPut<ReviewSaved>(`review/${seg(reviewId)}`, fields);
}

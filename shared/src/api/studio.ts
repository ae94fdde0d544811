// The coach's studio: the dashboard, the feedback on a managed class, replies to reviews.
import { apiGet, apiPost } from './client';
import { seg } from './path';
import type { ClassCardData, Id, Paged } from './types';
import type { InboxReviewFields, StudioClassReviewFields } from './wire';

export interface ManagedClass extends ClassCardData {
  no_reply_review_count: number;
  suggestions_count: number;
}

/** Spec section 3, "Studio: dashboard". 403 for a non-coach. */
export interface StudioDashboardWire {
  management_class: ManagedClass[];
  user_info: { user_id: number; user_name: string; user_photo: string; follower_cnt?: number };
  summary?: {
    class_cnt: number;
    signup_cnt: number;
    review_cnt: number;
    review_score: number;
    no_reply_review_count: number;
  };
}

export interface StudioSuggestion {
  review_id: number;
  user_name: string;
  suggestions: string;
  score: number;
  created_at: string;
}

/** Spec section 3, "Studio: feedback". */
export interface StudioFeedbackWire {
  class_id?: number;
  /** Added by the reference API for the studio's class screen. */
  class_name?: string;
  score_distribution?: { score: number; count: number }[];
  /** The last reviews' scores, oldest first. */
  recent_scores?: { review_id: number; score: number; created_at: string }[];
  content_review_count: number;
  no_reply_review_count: number;
  review_count: number;
  review_score: number;
  suggestions_count: number;
  suggestions: StudioSuggestion[];
}

export function fetchStudioDashboard(): Promise<StudioDashboardWire> {
  return apiGet<StudioDashboardWire>('studio/dashboard');
}

export function fetchStudioFeedback(classId: Id): Promise<StudioFeedbackWire> {
  return apiGet<StudioFeedbackWire>(`studio/feedback/${seg(classId)}`);
}

/** The coach's answer under a review of one of their classes. */
export function replyToReview(
  reviewId: Id,
  content: string,
): Promise<{ review_id: number; coach_reply: string }> {
  return apiPost(`studio/review/${seg(reviewId)}/reply`, { content });
}

/** One unanswered review in the coach's queue. */
export interface InboxReviewWire extends InboxReviewFields {
  review_id: number;
  created_at: string;
}

export interface StudioInboxWire extends Paged<InboxReviewWire> {
  total_count: number;
}

/** Every unanswered review across the coach's classes, oldest first (`GET studio/inbox`). */
export function fetchStudioInbox(page = 1): Promise<StudioInboxWire> {
  return apiGet<StudioInboxWire>('studio/inbox', { page });
}

export type StudioReviewFilter = 'all' | 'unanswered' | 'suggestions' | 'low';

/** One review of a managed class, with the coach's reply when there is one. */
export interface StudioClassReviewWire extends StudioClassReviewFields {
  review_id: number;
  created_at: string;
}

export interface StudioClassReviewsWire extends Paged<StudioClassReviewWire> {
  filter: StudioReviewFilter;
  total_count: number;
}

/** A managed class's reviews, newest first, filtered (`GET studio/class/{id}/reviews`). */
export function fetchStudioClassReviews(
  classId: Id,
  filter: StudioReviewFilter = 'all',
  page = 1,
): Promise<StudioClassReviewsWire> {
  return apiGet<StudioClassReviewsWire>(`studio/class/${seg(classId)}/reviews`, { filter, page });
}

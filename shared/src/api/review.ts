// Reviews of a class.
import { apiGet } from './client';
import { seg } from './path';
import type { Id, Paged, YN } from './types';

export interface ReviewWire {
  review_id: number;
  class_id: number;
  user_id: number;
  user_name: string;
  user_photo: string;
  review_score: number;
  pros_content: string;
  cons_content: string;
  suggestions?: string;
  photo_list?: string[];
  progress?: number;
  blocked?: YN | boolean;
  created_at: string;
}

/** Score distribution and averages of a class's reviews. */
export type ReviewStatis = Record<string, unknown>;

export interface ClassReviewPageWire extends Paged<ReviewWire> {
  statis?: ReviewStatis;
}

export function fetchClassReviews(classId: Id, page = 1): Promise<ClassReviewPageWire> {
  return apiGet<ClassReviewPageWire>(`review/class/${seg(classId)}/${seg(page)}`);
}

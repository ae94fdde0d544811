// The coach's studio: the dashboard and the feedback on a managed class.
import { apiGet } from './client';
import { seg } from './path';
import type { ClassCardData, Id } from './types';

export interface StudioDashboardWire {
  management_class: ClassCardData[];
  user_info: { user_id: number; user_name: string; user_photo: string; [field: string]: unknown };
}

export interface StudioFeedbackWire {
  content_review_count: number;
  no_reply_review_count: number;
  review_count: number;
  review_score: number;
  suggestions_count: number;
  suggestions: unknown[];
}

export function fetchStudioDashboard(): Promise<StudioDashboardWire> {
  return apiGet<StudioDashboardWire>('studio/dashboard');
}

export function fetchStudioFeedback(classId: Id): Promise<StudioFeedbackWire> {
  return apiGet<StudioFeedbackWire>(`studio/feedback/${seg(classId)}`);
}

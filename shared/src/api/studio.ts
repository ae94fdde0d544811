// The coach's studio: the dashboard, the feedback on a managed class, replies to reviews; and
// (issue 36) the coach's classes, their curriculum, learners and sales (`/new/studio/…`).
import { apiDelete, apiGet, apiPatch, apiPost, apiPut } from './client';
import { seg } from './path';
import type { ClassCardData, Id, Paged } from './types';
import type { InboxReviewFields, StudioClassReviewFields } from './wire';

export interface ManagedClass extends ClassCardData {
  no_reply_review_count: number;
  suggestions_count: number;
  /** 임시 저장 · 공개 중 · 판매 종료 (the dashboard's cards). */
  status?: 'draft' | 'published' | 'closed';
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

// ── Issue 36: classes, curriculum, learners, sales (api/README "Studio") ──

export type StudioClassStatus = 'draft' | 'published' | 'closed';

/** A class as its coach edits it (`GET /new/studio/classes/{id}`). */
export interface StudioClassWire {
  class_id: number;
  title: string;
  summary: string;
  description: string;
  category: number;
  sub_category: number;
  /** The cover's URL (an uploaded photo, or the generated cover). */
  photo: string;
  price: number;
  discount: number;
  months: number;
  level: string;
  keywords: string[];
  status: StudioClassStatus;
  curriculum_cnt: number;
  signup_cnt: number;
  /** The class page; a draft shows there to its coach only (미리보기). */
  preview_link: string;
  created_at: string;
  updated_at: string;
}

/** What a coach writes; `photo` is `POST photo`'s `photo_url`, or null for the generated cover. */
export interface StudioClassFields {
  title: string;
  summary: string;
  description: string;
  category: number;
  sub_category: number;
  photo: string | null;
  price: number;
  discount: number;
  months: number;
  level: string;
  keywords: string[];
}

const classPath = (classId: Id) => `/next/studio/classes/${seg(classId)}`;

/** The coach's classes, every state, last changed first. */
export async function fetchStudioClasses(): Promise<StudioClassWire[]> {
  return (await apiGet<{ list: StudioClassWire[] }>('/next/studio/classes')).list;
}

export function fetchStudioClass(classId: Id): Promise<StudioClassWire> {
  return apiGet<StudioClassWire>(classPath(classId));
}

/** A new class, as a draft. */
export function createStudioClass(
  fields: Omit<StudioClassFields, 'level' | 'keywords'> & Partial<StudioClassFields>,
): Promise<StudioClassWire> {
  return apiPost<StudioClassWire>('/next/studio/classes', fields);
}

/** Any subset of the fields. */
export function updateStudioClass(
  classId: Id,
  fields: Partial<StudioClassFields>,
): Promise<StudioClassWire> {
  return apiPatch<StudioClassWire>(classPath(classId), fields);
}

/** 공개 (from a draft, or again after closing); 409 when a summary, description or lesson is missing. */
export function publishStudioClass(classId: Id): Promise<StudioClassWire> {
  return apiPost<StudioClassWire>(`${classPath(classId)}/publish`);
}

/** 판매 종료: hidden and not sold; its learners keep the classroom. */
export function closeStudioClass(classId: Id): Promise<StudioClassWire> {
  return apiPost<StudioClassWire>(`${classPath(classId)}/close`);
}

export type StudioLessonKind = 'video' | 'text';

export interface StudioLessonWire {
  lesson_id: number;
  seq: number;
  title: string;
  kind: StudioLessonKind;
  duration_sec: number;
  notes: string;
  free_preview: boolean;
  has_video: boolean;
  has_captions: boolean;
}

export interface StudioSectionWire {
  section_id: number;
  seq: number;
  title: string;
  lessons: StudioLessonWire[];
}

/** The outline; also the answer of every curriculum write. */
export interface StudioCurriculumWire {
  class_id: number;
  lesson_cnt: number;
  sections: StudioSectionWire[];
}

export interface StudioLessonFields {
  section_id: number;
  title: string;
  kind: StudioLessonKind;
  duration_sec: number;
  notes: string;
  free_preview: boolean;
}

export function fetchStudioCurriculum(classId: Id): Promise<StudioCurriculumWire> {
  return apiGet<StudioCurriculumWire>(`${classPath(classId)}/curriculum`);
}

export function addStudioSection(classId: Id, title: string): Promise<StudioCurriculumWire> {
  return apiPost<StudioCurriculumWire>(`${classPath(classId)}/sections`, { title });
}

export function renameStudioSection(
  classId: Id,
  sectionId: Id,
  title: string,
): Promise<StudioCurriculumWire> {
  return apiPatch<StudioCurriculumWire>(`${classPath(classId)}/sections/${seg(sectionId)}`, {
    title,
  });
}

/** Removes a section and its lessons. */
export function deleteStudioSection(classId: Id, sectionId: Id): Promise<StudioCurriculumWire> {
  return apiDelete<StudioCurriculumWire>(`${classPath(classId)}/sections/${seg(sectionId)}`);
}

export function addStudioLesson(
  classId: Id,
  lesson: Pick<StudioLessonFields, 'section_id' | 'title' | 'kind'> & Partial<StudioLessonFields>,
): Promise<StudioCurriculumWire> {
  return apiPost<StudioCurriculumWire>(`${classPath(classId)}/lessons`, lesson);
}

export function updateStudioLesson(
  classId: Id,
  lessonId: Id,
  fields: Partial<StudioLessonFields>,
): Promise<StudioCurriculumWire> {
  return apiPatch<StudioCurriculumWire>(`${classPath(classId)}/lessons/${seg(lessonId)}`, fields);
}

export function deleteStudioLesson(classId: Id, lessonId: Id): Promise<StudioCurriculumWire> {
  return apiDelete<StudioCurriculumWire>(`${classPath(classId)}/lessons/${seg(lessonId)}`);
}

/** The whole outline in its new order; 409 when it is not the class's outline (a stale editor). */
export function orderStudioCurriculum(
  classId: Id,
  sections: { section_id: number; lesson_ids: number[] }[],
): Promise<StudioCurriculumWire> {
  return apiPut<StudioCurriculumWire>(`${classPath(classId)}/curriculum/order`, { sections });
}

/** A WebVTT caption file (multipart field `captions`; ≤ 512 KB; 415 when not WebVTT). */
export function uploadStudioCaptions(
  classId: Id,
  lessonId: Id,
  file: Blob,
  fileName = 'captions.vtt',
): Promise<StudioCurriculumWire> {
  const form = new FormData();
  form.append('captions', file, fileName);
  return apiPut<StudioCurriculumWire>(
    `${classPath(classId)}/lessons/${seg(lessonId)}/captions`,
    form,
  );
}

export function deleteStudioCaptions(classId: Id, lessonId: Id): Promise<StudioCurriculumWire> {
  return apiDelete<StudioCurriculumWire>(`${classPath(classId)}/lessons/${seg(lessonId)}/captions`);
}

export interface StudioLearnerWire {
  user_id: number;
  nickname: string;
  user_photo: string;
  enrolled_at: string;
  /** Done lessons of the class's lessons now, in percent (as the classroom counts). */
  progress: number;
  done_lessons: number;
  last_studied_at: string | null;
}

export interface StudioLearnersWire extends Paged<StudioLearnerWire> {
  class_id: number;
  class_name: string;
  lesson_cnt: number;
  q: string;
  total_count: number;
}

/** A class's learners, newest enrolment first, 20 a page; `q` matches the shown name. */
export function fetchStudioLearners(classId: Id, q = '', page = 1): Promise<StudioLearnersWire> {
  return apiGet<StudioLearnersWire>(`${classPath(classId)}/learners`, { q: q || undefined, page });
}

export type SalesPeriod = 'day' | 'week' | 'month';

export interface StudioSalesWire {
  period: SalesPeriod;
  from: string;
  to: string;
  class_id: number | null;
  /** Every period from `from` to `to` (Seoul calendar, weeks from Monday), empty ones 0. */
  buckets: { start: string; amount: number; count: number }[];
  classes: { class_id: number; class_name: string; amount: number; count: number }[];
  total: { amount: number; count: number };
}

export function fetchStudioSales(query: {
  period: SalesPeriod;
  from?: string;
  to?: string;
  classId?: Id | null;
}): Promise<StudioSalesWire> {
  return apiGet<StudioSalesWire>('/next/studio/sales', {
    period: query.period,
    from: query.from,
    to: query.to,
    class_id: query.classId ?? undefined,
  });
}

// The class pages' server data read by more than one feature (README "Data"): queryOptions
// factories; each feature's own answers are in its `queries.ts`. The class keys start with
// ['class'] (shared's classQueries: what a payment or a refund elsewhere marks out of date).
import {
  classQueries as sharedClassQueries,
  fetchClassSummary,
  fetchClassroom,
  fetchLesson,
  fetchReview,
  queryOptions,
} from '@baeum/shared';
import { isValidClassId } from './ids';

/** The signed media address outlives this; a lesson opened later gets a new one. */
export const LESSON_FRESH_MS = 4 * 60_000;

export const classQueries = {
  ...sharedClassQueries,
  /** The class summary, per viewer: it carries the viewer's bookmark and enrolment (pay_yn). */
  summary: (classId: string | undefined, viewer: number | null = null) =>
    queryOptions({
      queryKey: [...sharedClassQueries.summaries, classId, viewer ?? 'anonymous'],
      queryFn: () => fetchClassSummary(classId!),
      enabled: isValidClassId(classId),
    }),
  /** Every list of one class's reviews (what a helpful tap on a review page refreshes). */
  reviews: (classId: number | undefined) => ['class', classId, 'reviews'] as const,
  /** One review: the review page and its edit screen read the same answer. */
  review: (reviewId: string | undefined) =>
    queryOptions({
      queryKey: ['class', 'review', reviewId],
      queryFn: () => fetchReview(reviewId!),
      enabled: reviewId !== undefined && /^[1-9]\d{0,9}$/.test(reviewId),
    }),
};

/**
 * The classroom (curriculum with progress) and its open lesson, per viewer: the class page
 * preloads them for 이어서 학습하기, the classroom reads them.
 */
export const classroomQueries = {
  room: (classId: string, viewer: number | null) =>
    queryOptions({
      queryKey: ['classroom', classId, viewer ?? 'anonymous'],
      queryFn: () => fetchClassroom(classId),
      enabled: isValidClassId(classId) && viewer !== null,
    }),
  /** Its signed media address lives minutes, so it is fetched again past that. */
  lesson: (classId: string, viewer: number | null, lessonId: number | null) =>
    queryOptions({
      queryKey: ['classroom', classId, viewer ?? 'anonymous', 'lesson', lessonId],
      queryFn: () => fetchLesson(classId, lessonId!),
      enabled: lessonId !== null,
      staleTime: LESSON_FRESH_MS,
      gcTime: LESSON_FRESH_MS,
    }),
};

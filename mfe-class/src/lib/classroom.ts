// The classroom's query keys, and its preload. Pressing 이어서 학습하기 should show the video at once: a learner's class page fetches the
// classroom's code, its answer and the lesson to resume while the page is idle, so the press only
// has the video itself left to load.
import { fetchClassroom, fetchLesson, getQueryClient } from '@baeum/shared';

/** The signed media address outlives this; a lesson opened later gets a new one. */
export const LESSON_FRESH_MS = 4 * 60_000;

export const classroomKey = (classId: string, viewer: number | null) =>
  ['classroom', classId, viewer ?? 'anonymous'] as const;

export const lessonKey = (classId: string, viewer: number | null, lessonId: number | null) =>
  ['classroom', classId, viewer ?? 'anonymous', 'lesson', lessonId] as const;

export const loadClassroomPage = () => import('../pages/ClassroomPage');

export function preloadClassroom(classId: string, viewer: number): void {
  void loadClassroomPage();
  const qc = getQueryClient();
  void qc
    .fetchQuery({ queryKey: classroomKey(classId, viewer), queryFn: () => fetchClassroom(classId) })
    .then((room) => {
      const lessonId = room.resume?.lesson_id;
      if (!lessonId) return;
      return qc.prefetchQuery({
        queryKey: lessonKey(classId, viewer, lessonId),
        queryFn: () => fetchLesson(classId, lessonId),
        staleTime: LESSON_FRESH_MS,
      });
    })
    .catch(() => undefined);
}

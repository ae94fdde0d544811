// The classroom's preload. Pressing 이어서 학습하기 should show the video at once: a learner's class page fetches the
// classroom's code, its answer and the lesson to resume while the page is idle, so the press only
// has the video itself left to load.
import { getQueryClient } from '@baeum/shared';
import { classroomQueries } from './queries';

export const loadClassroomPage = () => import('../pages/ClassroomPage');

export function preloadClassroom(classId: string, viewer: number): void {
  void loadClassroomPage();
  const qc = getQueryClient();
  void qc
    .fetchQuery(classroomQueries.room(classId, viewer))
    .then((room) => {
      const lessonId = room.resume?.lesson_id;
      if (!lessonId) return;
      return qc.prefetchQuery(classroomQueries.lesson(classId, viewer, lessonId));
    })
    .catch(() => undefined);
}

// The classroom's server data through the one query cache: the curriculum with progress, and
// the open lesson (its signed media address lives minutes, so it is fetched again past that).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, useAtomValue, useQuery, useQueryClient, userAtom } from '@baeum/shared';
import type { ClassroomLessonWire, ClassroomWire, ProgressAnswer } from '@baeum/shared';
import { isValidClassId } from '../../../lib/ids';
import { classroomQueries } from '../../../lib/queries';

export type ClassroomState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'not-enrolled' }
  | { status: 'error' }
  | { status: 'ready'; classroom: ClassroomWire };

function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? (error.status ?? error.code ?? null) : null;
}

export function lessonsOf(classroom: ClassroomWire): ClassroomLessonWire[] {
  return classroom.sections.flatMap((s) => s.lessons);
}

export function useClassroom(classId: string | undefined) {
  const user = useAtomValue(userAtom);
  const qc = useQueryClient();
  const valid = isValidClassId(classId);
  const query = useQuery(classroomQueries.room(classId ?? '', user.id));
  const status = statusOf(query.error);
  const state: ClassroomState = !valid
    ? { status: 'not-found' }
    : query.data
      ? { status: 'ready', classroom: query.data }
      : query.isError
        ? status === 404 || status === 400
          ? { status: 'not-found' }
          : status === 403
            ? { status: 'not-enrolled' }
            : { status: 'error' }
        : { status: 'loading' };

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  /** A saved position comes back with the server's lesson and class progress: show those. */
  const applySaved = useCallback(
    (answer: ProgressAnswer) =>
      qc.setQueryData(classroomQueries.room(classId ?? '', user.id).queryKey, (old) =>
        old
          ? {
              ...old,
              progress: answer.progress,
              resume: { lesson_id: answer.lesson_id, position_sec: answer.position_sec },
              sections: old.sections.map((s) => ({
                ...s,
                lessons: s.lessons.map((l) =>
                  l.lesson_id === answer.lesson_id
                    ? {
                        ...l,
                        position_sec: answer.position_sec,
                        state: answer.done ? 'done' : l.state,
                      }
                    : l,
                ),
              })),
            }
          : old,
      ),
    [qc, classId, user.id],
  );
  return { state, retry, applySaved };
}

/** The open lesson: `?lesson=` in the address (so back works), else where the learner left. */
export function useCurrentLessonId(classroom: ClassroomWire | null): number | null {
  const [params] = useSearchParams();
  if (!classroom) return null;
  const lessons = lessonsOf(classroom);
  const asked = Number(params.get('lesson'));
  if (lessons.some((l) => l.lesson_id === asked)) return asked;
  return classroom.resume?.lesson_id ?? lessons[0]?.lesson_id ?? null;
}

export function useLesson(classId: string, lessonId: number | null) {
  const viewer = useAtomValue(userAtom).id;
  return useQuery(classroomQueries.lesson(classId, viewer, lessonId));
}

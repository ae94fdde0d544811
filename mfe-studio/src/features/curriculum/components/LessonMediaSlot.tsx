import type { StudioLessonWire } from '@baeum/shared';
import { LessonUpload } from '../upload/LessonUpload';

/**
 * A video lesson's video (issue 36): its state and the resumable upload widget. It is part of the
 * curriculum editor, which loads lazily: tus-js-client comes with it only.
 */
export function LessonMediaSlot({
  classId,
  lesson,
}: {
  classId: number;
  lesson: Pick<StudioLessonWire, 'lesson_id' | 'title' | 'has_video' | 'duration_sec'>;
}) {
  return (
    <div data-slot="lesson-media" data-lesson-id={lesson.lesson_id}>
      <LessonUpload classId={classId} lesson={lesson} />
    </div>
  );
}

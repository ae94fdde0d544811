import type { StudioLessonWire } from '@baeum/shared';
import { messages } from '../../../messages';
import styles from './Curriculum.module.scss';

const t = messages.curriculum;

/**
 * THE PLACE FOR THE VIDEO UPLOAD (issue 36, upload part): one per video lesson. For now it shows
 * the lesson's media state (영상 있음 / 영상 없음); the resumable upload widget replaces the
 * hint here, with `lesson` and the class id it needs.
 */
export function LessonMediaSlot({
  lesson,
}: {
  classId: number;
  lesson: Pick<StudioLessonWire, 'lesson_id' | 'title' | 'has_video'>;
}) {
  return (
    <div className={styles.media} data-slot="lesson-media" data-lesson-id={lesson.lesson_id}>
      <span className={lesson.has_video ? styles['media__state--on'] : styles.media__state}>
        {lesson.has_video ? t.mediaHas : t.mediaNone}
      </span>
      {!lesson.has_video && <span className={styles.media__hint}>{t.mediaLater}</span>}
    </div>
  );
}

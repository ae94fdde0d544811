import { Link } from 'react-router-dom';
import type { ClassroomWire, ProgressAnswer } from '@baeum/shared';
import { messages } from '../../../messages';
import { lessonsOf, useCurrentLessonId, useLesson } from '../hooks/useClassroom';
import { CurriculumNav } from './CurriculumNav';
import { LessonPending, LessonView } from './LessonView';
import styles from './Classroom.module.scss';

const t = messages.classroom;

/** The classroom: the open lesson beside the curriculum, the class's progress, 이전/다음. */
export function Classroom({
  classId,
  classroom,
  onSaved,
}: {
  classId: string;
  classroom: ClassroomWire;
  onSaved(answer: ProgressAnswer): void;
}) {
  const currentId = useCurrentLessonId(classroom);
  const lesson = useLesson(classId, currentId);
  const lessons = lessonsOf(classroom);
  const at = lessons.findIndex((l) => l.lesson_id === currentId);
  const previous = at > 0 ? lessons[at - 1] : undefined;
  const next = at >= 0 && at < lessons.length - 1 ? lessons[at + 1] : undefined;
  const { done, total, percent } = classroom.progress;

  return (
    <div className={styles.classroom}>
      <h1 className="visually-hidden">{t.title(classroom.class.class_name)}</h1>
      <div className={styles.classroom__main}>
        {lesson.data && lesson.data.lesson_id === currentId ? (
          <LessonView
            key={lesson.data.lesson_id}
            classId={classId}
            lesson={lesson.data}
            onSaved={onSaved}
            onRetry={() => void lesson.refetch()}
          />
        ) : (
          <LessonPending failed={lesson.isError} onRetry={() => void lesson.refetch()} />
        )}
        <div className={styles.steps}>
          {previous ? (
            <Link className={styles.steps__link} to={`?lesson=${previous.lesson_id}`}>
              ← {t.previous}
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link
              className={`${styles.steps__link} ${styles['steps__link--next']}`}
              to={`?lesson=${next.lesson_id}`}
            >
              {t.next} →
            </Link>
          )}
        </div>
      </div>
      <aside className={styles.classroom__side}>
        <div className={styles.summary}>
          <Link className={styles.summary__class} to={`/class/${classroom.class.class_id}`}>
            {classroom.class.class_name}
          </Link>
          <p className={styles.summary__coach}>{classroom.class.coach.user_name}</p>
          <p className={styles.summary__progress} id="class-progress">
            {t.progress(done, total, percent)}
          </p>
          <progress
            className={styles.summary__bar}
            max={100}
            value={percent}
            aria-labelledby="class-progress"
          />
          {total > 0 && done === total && (
            <p className={styles.summary__all}>
              {t.allDone}{' '}
              <Link to={`/class/${classroom.class.class_id}/review/write`}>{t.writeReview}</Link>
            </p>
          )}
        </div>
        <CurriculumNav classroom={classroom} currentId={currentId} />
      </aside>
    </div>
  );
}

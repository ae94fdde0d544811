import { useState } from 'react';
import { ErrorState, Skeleton } from '@baeum/shared';
import type { LessonWire, ProgressAnswer } from '@baeum/shared';
import { messages } from '../../../messages';
import { useProgressTracker } from '../hooks/useProgressTracker';
import { LessonPlayer } from './LessonPlayer';
import styles from './Classroom.module.scss';

const t = messages.classroom;

/** The open lesson: its video (or reading), its notes and, for reading, the done button. */
export function LessonView({
  classId,
  lesson,
  onSaved,
  onRetry,
}: {
  classId: string;
  lesson: LessonWire;
  onSaved(answer: ProgressAnswer): void;
  onRetry(): void;
}) {
  const { events, markDone } = useProgressTracker({ classId, lesson, onSaved });
  const [done, setDone] = useState(lesson.done);
  const [failed, setFailed] = useState(false);

  const finish = () => {
    setFailed(false);
    markDone().then(
      () => setDone(true),
      () => setFailed(true),
    );
  };

  return (
    <>
      {lesson.kind === 'video' && lesson.media && (
        <LessonPlayer lesson={lesson} events={events} onRetry={onRetry} />
      )}
      <div className={styles.lessonHead}>
        <h2 className={styles.lessonHead__title}>
          {lesson.kind === 'text' && (
            <span className={styles.lessonHead__kind}>{t.textLesson}</span>
          )}
          {lesson.title}
        </h2>
        {lesson.kind === 'text' &&
          (done ? (
            <p className={styles.lessonHead__done}>{t.markedDone}</p>
          ) : (
            <button type="button" className={styles.button} onClick={finish}>
              {t.markDone}
            </button>
          ))}
      </div>
      {failed && (
        <p role="alert" className={styles.error}>
          {t.markDoneFailed}
        </p>
      )}
      <section className={styles.notes} aria-labelledby="lesson-notes">
        <h3 id="lesson-notes" className={styles.notes__title}>
          {t.notes}
        </h3>
        {lesson.notes ? (
          // Text, never markup: the line breaks are kept by CSS.
          <p className={styles.notes__body}>{lesson.notes}</p>
        ) : (
          <p className={styles.notes__empty}>{t.noNotes}</p>
        )}
      </section>
    </>
  );
}

/** While the lesson loads, or when it could not. */
export function LessonPending({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  if (failed) return <ErrorState title={t.lessonFailed} retryLabel={t.retry} onRetry={onRetry} />;
  return (
    <div role="status" aria-label={t.lessonLoading} className={styles.playerSkeleton}>
      <Skeleton height="100%" />
    </div>
  );
}

import { useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Icon, deleteStudioLesson, openModal, updateStudioLesson } from '@baeum/shared';
import type { StudioCurriculumWire, StudioLessonWire } from '@baeum/shared';
import { messages } from '../../../messages';
import { LessonDetails } from './LessonDetails';
import { LessonMediaSlot } from './LessonMediaSlot';
import styles from './Curriculum.module.scss';

const t = messages.curriculum;

export const lessonDragId = (lessonId: number) => `lesson-${lessonId}`;

export interface LessonRowProps {
  classId: number;
  lesson: StudioLessonWire;
  canMove: { up: boolean; down: boolean };
  onMove: (by: -1 | 1) => void;
  run: (write: () => Promise<StudioCurriculumWire>) => Promise<boolean>;
}

/**
 * One lesson: its drag handle (pointer or keyboard), kind, title, free-preview flag, the explicit
 * 위로/아래로 buttons, its details to edit, and for a video lesson the media slot.
 */
export function LessonRow({ classId, lesson, canMove, onMove, run }: LessonRowProps) {
  const [open, setOpen] = useState(false);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: lessonDragId(lesson.lesson_id),
  });
  const style = {
    transform: CSS.Transform.toString(transform),
    transition: transition,
  };
  const remove = () =>
    openModal('ConfirmDialog', {
      message: t.deleteLessonConfirm(lesson.title),
      confirmLabel: t.deleteShort,
      onConfirm: () => void run(() => deleteStudioLesson(classId, lesson.lesson_id)),
    });
  const moveId = (dir: 'up' | 'down') => `move-lesson-${lesson.lesson_id}-${dir}`;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={isDragging ? `${styles.lesson} ${styles['lesson--dragging']}` : styles.lesson}
      aria-label={lesson.title}
    >
      <div className={styles.lesson__row}>
        <button
          type="button"
          className={styles.handle}
          aria-label={t.drag(lesson.title)}
          {...attributes}
          {...listeners}
        >
          <Icon name="menu" size={18} />
        </button>
        <span className={lesson.kind === 'video' ? styles.kind : styles['kind--text']}>
          {t.kinds[lesson.kind]}
        </span>
        <span className={styles.lesson__title}>{lesson.title}</span>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={lesson.free_preview}
            onChange={(e) =>
              void run(() =>
                updateStudioLesson(classId, lesson.lesson_id, { free_preview: e.target.checked }),
              )
            }
          />
          {t.freePreview}
        </label>
        <span className={styles.lesson__buttons}>
          <Button
            id={moveId('up')}
            variant="ghost"
            size="sm"
            aria-label={t.up(lesson.title)}
            disabled={!canMove.up}
            onClick={() => onMove(-1)}
          >
            {t.upShort}
          </Button>
          <Button
            id={moveId('down')}
            variant="ghost"
            size="sm"
            aria-label={t.down(lesson.title)}
            disabled={!canMove.down}
            onClick={() => onMove(1)}
          >
            {t.downShort}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-label={t.edit(lesson.title)}
            onClick={() => setOpen((o) => !o)}
          >
            {t.editShort}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t.deleteLesson(lesson.title)}
            onClick={remove}
          >
            {t.deleteShort}
          </Button>
        </span>
      </div>
      {lesson.kind === 'video' && <LessonMediaSlot classId={classId} lesson={lesson} />}
      {open && (
        <LessonDetails classId={classId} lesson={lesson} run={run} onDone={() => setOpen(false)} />
      )}
    </li>
  );
}

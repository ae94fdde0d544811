import { useState } from 'react';
import type { FormEvent } from 'react';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Button,
  Icon,
  TextField,
  addStudioLesson,
  deleteStudioSection,
  openModal,
  renameStudioSection,
} from '@baeum/shared';
import type { StudioCurriculumWire, StudioSectionWire } from '@baeum/shared';
import { CLASS_RULES, classFieldProblem } from '@baeum/shared/validation';
import { messages } from '../../../messages';
import { lessonCanMove } from '../hooks/outline';
import { LessonRow, lessonDragId } from './LessonRow';
import styles from './Curriculum.module.scss';

const t = messages.curriculum;

export const sectionDragId = (sectionId: number) => `section-${sectionId}`;

export interface SectionBlockProps {
  classId: number;
  section: StudioSectionWire;
  index: number;
  sections: StudioSectionWire[];
  onMoveSection: (by: -1 | 1) => void;
  onMoveLesson: (lessonId: number, by: -1 | 1) => void;
  run: (write: () => Promise<StudioCurriculumWire>) => Promise<boolean>;
}

/** A section: its title (renamed in place), its lessons in order and the form to add one. */
export function SectionBlock(props: SectionBlockProps) {
  const { classId, section, index, sections, onMoveSection, onMoveLesson, run } = props;
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id: sectionDragId(section.section_id),
  });
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(section.title);
  const [lessonTitle, setLessonTitle] = useState('');
  const [kind, setKind] = useState<'video' | 'text'>('video');
  const [problem, setProblem] = useState<{ title?: string; lesson?: string }>({});
  const name = t.section(index + 1, section.title);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (classFieldProblem('sectionTitle', title)) return setProblem({ title: t.titleEmpty });
    setProblem({});
    if (await run(() => renameStudioSection(classId, section.section_id, title.trim())))
      setRenaming(false);
  };
  const addLesson = async (event: FormEvent) => {
    event.preventDefault();
    if (classFieldProblem('lessonTitle', lessonTitle)) return setProblem({ lesson: t.titleEmpty });
    setProblem({});
    const ok = await run(() =>
      addStudioLesson(classId, { section_id: section.section_id, title: lessonTitle.trim(), kind }),
    );
    if (ok) setLessonTitle('');
  };
  const remove = () =>
    openModal('ConfirmDialog', {
      message: t.deleteSectionConfirm(section.title),
      confirmLabel: t.deleteShort,
      onConfirm: () => void run(() => deleteStudioSection(classId, section.section_id)),
    });

  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition: transition,
      }}
      className={styles.section}
      aria-label={name}
    >
      <div className={styles.section__head}>
        <button
          type="button"
          className={styles.handle}
          aria-label={t.drag(name)}
          {...attributes}
          {...listeners}
        >
          <Icon name="menu" size={18} />
        </button>
        {renaming ? (
          <form className={styles.inline} onSubmit={rename} noValidate>
            <TextField
              label={t.sectionTitle}
              hideLabel
              maxLength={CLASS_RULES.sectionTitle.max}
              value={title}
              error={problem.title}
              onChange={(e) => setTitle(e.target.value)}
            />
            <Button type="submit" size="sm">
              {messages.editor.save}
            </Button>
          </form>
        ) : (
          <h2 className={styles.section__title}>{name}</h2>
        )}
        <span className={styles.lesson__buttons}>
          <Button
            id={`move-section-${section.section_id}-up`}
            variant="ghost"
            size="sm"
            aria-label={t.up(name)}
            disabled={index === 0}
            onClick={() => onMoveSection(-1)}
          >
            {t.upShort}
          </Button>
          <Button
            id={`move-section-${section.section_id}-down`}
            variant="ghost"
            size="sm"
            aria-label={t.down(name)}
            disabled={index === sections.length - 1}
            onClick={() => onMoveSection(1)}
          >
            {t.downShort}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t.renameSection(section.title)}
            aria-expanded={renaming}
            onClick={() => setRenaming((r) => !r)}
          >
            {t.editShort}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t.deleteSection(section.title)}
            onClick={remove}
          >
            {t.deleteShort}
          </Button>
        </span>
      </div>
      <SortableContext
        items={section.lessons.map((l) => lessonDragId(l.lesson_id))}
        strategy={verticalListSortingStrategy}
      >
        {section.lessons.length === 0 ? (
          <p className={styles.empty}>{t.noLessons}</p>
        ) : (
          <ol className={styles.lessons} aria-label={t.lessonsOf(section.title)}>
            {section.lessons.map((lesson) => (
              <LessonRow
                key={lesson.lesson_id}
                classId={classId}
                lesson={lesson}
                canMove={lessonCanMove(sections, lesson.lesson_id)}
                onMove={(by) => onMoveLesson(lesson.lesson_id, by)}
                run={run}
              />
            ))}
          </ol>
        )}
      </SortableContext>
      <form className={styles.add} onSubmit={addLesson} noValidate>
        <TextField
          label={`${t.lessonTitle} (${section.title})`}
          hideLabel
          placeholder={t.newLessonPlaceholder}
          maxLength={CLASS_RULES.lessonTitle.max}
          value={lessonTitle}
          error={problem.lesson}
          onChange={(e) => setLessonTitle(e.target.value)}
        />
        <select
          className={styles.add__kind}
          aria-label={t.lessonKind}
          value={kind}
          onChange={(e) => setKind(e.target.value as 'video' | 'text')}
        >
          <option value="video">{t.kinds.video}</option>
          <option value="text">{t.kinds.text}</option>
        </select>
        <Button type="submit" size="sm" variant="secondary">
          {t.addLesson}
        </Button>
      </form>
    </li>
  );
}

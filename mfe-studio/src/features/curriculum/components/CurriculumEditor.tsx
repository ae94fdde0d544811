import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Button, EmptyState, Skeleton, TextField, addStudioSection } from '@baeum/shared';
import type { StudioSectionWire } from '@baeum/shared';
import { CLASS_RULES, classFieldProblem } from '@baeum/shared/validation';
import { LoadProblem } from '../../../components/LoadProblem';
import { messages } from '../../../messages';
import { findLesson, lessonPosition, moveLesson, moveSection, placeLesson } from '../hooks/outline';
import { useCurriculum } from '../hooks/useCurriculum';
import { SectionBlock, sectionDragId } from './SectionBlock';
import styles from './Curriculum.module.scss';

const t = messages.curriculum;

const idOf = (dragId: UniqueIdentifier) => Number(String(dragId).replace(/^\D+-/, ''));
const isSection = (dragId: UniqueIdentifier) => String(dragId).startsWith('section-');

/**
 * The curriculum editor: sections and their lessons, reordered by drag (pointer, or keyboard on
 * the handle through dnd-kit's sensor) or by the 위로/아래로 buttons; each order is sent whole.
 */
export function CurriculumEditor({ classId }: { classId: number }) {
  const { query, run, reorder, error, busy } = useCurriculum(classId);
  const [newSection, setNewSection] = useState('');
  const [sectionProblem, setSectionProblem] = useState<string>();
  const [announce, setAnnounce] = useState('');
  // After a button move the row re-renders elsewhere: focus goes back to the button pressed.
  // A ref, not state: it only tells the next commit where the focus goes.
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    const focusId = focusAfterMove.current;
    if (!focusId) return;
    const button = document.getElementById(focusId) as HTMLButtonElement | null;
    const other = document.getElementById(
      focusId.endsWith('-up') ? focusId.replace(/-up$/, '-down') : focusId.replace(/-down$/, '-up'),
    );
    (button && !button.disabled ? button : other)?.focus();
    focusAfterMove.current = null;
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const sections = query.data?.sections;
  if (query.isError && !query.data)
    return (
      <LoadProblem error={query.error} title={t.loadError} onRetry={() => void query.refetch()} />
    );
  if (!sections)
    return (
      <div role="status" aria-label={t.loading}>
        <Skeleton height={120} />
      </div>
    );

  const titleOf = (dragId: UniqueIdentifier) => {
    if (isSection(dragId)) {
      const i = sections.findIndex((s) => s.section_id === idOf(dragId));
      return i >= 0 ? t.section(i + 1, sections[i]!.title) : '';
    }
    const [si, li] = findLesson(sections, idOf(dragId));
    return si >= 0 ? sections[si]!.lessons[li]!.title : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dnd.picked(titleOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? t.dnd.over(titleOf(active.id), titleOf(over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t.dnd.dropped(titleOf(active.id), titleOf(over.id))
        : t.dnd.outside(titleOf(active.id)),
    onDragCancel: ({ active }) => t.dnd.cancelled(titleOf(active.id)),
  };

  const apply = (next: StudioSectionWire[]) => {
    if (next !== sections) void reorder(next);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    if (isSection(active.id)) {
      if (!isSection(over.id)) return;
      const from = sections.findIndex((s) => s.section_id === idOf(active.id));
      const to = sections.findIndex((s) => s.section_id === idOf(over.id));
      return apply(arrayMove(sections, from, to));
    }
    // A lesson dropped on a lesson takes its place (in its section); on a section, goes to its end.
    if (isSection(over.id)) {
      const target = sections.find((s) => s.section_id === idOf(over.id))!;
      return apply(
        placeLesson(sections, idOf(active.id), target.section_id, target.lessons.length),
      );
    }
    const [si, li] = findLesson(sections, idOf(over.id));
    return apply(placeLesson(sections, idOf(active.id), sections[si]!.section_id, li));
  };

  const onMoveSection = (sectionId: number, by: -1 | 1) => {
    const next = moveSection(sections, sectionId, by);
    const i = next.findIndex((s) => s.section_id === sectionId);
    setAnnounce(t.moved(t.section(i + 1, next[i]!.title), i + 1, next.length));
    focusAfterMove.current = `move-section-${sectionId}-${by < 0 ? 'up' : 'down'}`;
    apply(next);
  };
  const onMoveLesson = (lessonId: number, by: -1 | 1) => {
    const next = moveLesson(sections, lessonId, by);
    const [si, li] = findLesson(next, lessonId);
    const [position, total] = lessonPosition(next, lessonId);
    setAnnounce(t.moved(next[si]!.lessons[li]!.title, position, total));
    focusAfterMove.current = `move-lesson-${lessonId}-${by < 0 ? 'up' : 'down'}`;
    apply(next);
  };
  const addSection = async (event: FormEvent) => {
    event.preventDefault();
    if (classFieldProblem('sectionTitle', newSection)) return setSectionProblem(t.titleEmpty);
    setSectionProblem(undefined);
    if (await run(() => addStudioSection(classId, newSection.trim()))) setNewSection('');
  };

  return (
    <div className={styles.editor} aria-busy={busy || undefined}>
      <p className={styles.hint}>{t.dragHint}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      {sections.length === 0 ? (
        <EmptyState icon="curriculum" title={t.empty} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t.dnd.instructions },
          }}
        >
          <SortableContext
            items={sections.map((s) => sectionDragId(s.section_id))}
            strategy={verticalListSortingStrategy}
          >
            <ol className={styles.sections} aria-label={t.title}>
              {sections.map((section, index) => (
                <SectionBlock
                  key={section.section_id}
                  classId={classId}
                  section={section}
                  index={index}
                  sections={sections}
                  onMoveSection={(by) => onMoveSection(section.section_id, by)}
                  onMoveLesson={onMoveLesson}
                  run={run}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <form className={styles.add} onSubmit={addSection} noValidate>
        <TextField
          label={t.sectionTitle}
          placeholder={t.newSectionPlaceholder}
          maxLength={CLASS_RULES.sectionTitle.max}
          value={newSection}
          error={sectionProblem}
          onChange={(e) => setNewSection(e.target.value)}
        />
        <Button type="submit" size="sm">
          {t.addSection}
        </Button>
      </form>
    </div>
  );
}

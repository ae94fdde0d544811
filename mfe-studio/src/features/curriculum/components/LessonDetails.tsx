import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import {
  Button,
  TextArea,
  TextField,
  deleteStudioCaptions,
  updateStudioLesson,
  uploadStudioCaptions,
} from '@baeum/shared';
import type { StudioCurriculumWire, StudioLessonKind, StudioLessonWire } from '@baeum/shared';
import {
  CAPTIONS_MAX_BYTES,
  CLASS_RULES,
  classFieldProblem,
  isWebVtt,
} from '@baeum/shared/validation';
import { messages } from '../../../messages';
import styles from './Curriculum.module.scss';

const t = messages.curriculum;

export interface LessonDetailsProps {
  classId: number;
  lesson: StudioLessonWire;
  run: (write: () => Promise<StudioCurriculumWire>) => Promise<boolean>;
  onDone: () => void;
}

/** A lesson's fields (title, kind, notes, free preview) and its optional WebVTT captions. */
export function LessonDetails({ classId, lesson, run, onDone }: LessonDetailsProps) {
  const kindName = useId();
  const [title, setTitle] = useState(lesson.title);
  const [kind, setKind] = useState<StudioLessonKind>(lesson.kind);
  const [notes, setNotes] = useState(lesson.notes);
  const [freePreview, setFreePreview] = useState(lesson.free_preview);
  const [problem, setProblem] = useState<{ title?: string; notes?: string; captions?: string }>({});

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      title: classFieldProblem('lessonTitle', title) ? t.titleEmpty : undefined,
      notes: classFieldProblem('lessonNotes', notes) ? t.notesTooLong : undefined,
    };
    setProblem(next);
    if (next.title || next.notes) return;
    const ok = await run(() =>
      updateStudioLesson(classId, lesson.lesson_id, {
        title: title.trim(),
        kind,
        notes: notes.trim(),
        free_preview: freePreview,
      }),
    );
    if (ok) onDone();
  };

  const onCaptions = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Checked here as the server checks it: UTF-8 starting with WEBVTT, at most 512 KB.
    const bytes = new Uint8Array(await file.slice(0, CAPTIONS_MAX_BYTES + 1).arrayBuffer());
    if (!isWebVtt(bytes)) {
      setProblem({ captions: t.captionsBad });
      return;
    }
    setProblem({});
    await run(() => uploadStudioCaptions(classId, lesson.lesson_id, file, file.name));
  };

  return (
    <form className={styles.details} onSubmit={save} noValidate>
      <TextField
        label={t.lessonTitle}
        maxLength={CLASS_RULES.lessonTitle.max}
        value={title}
        error={problem.title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <fieldset className={styles.kinds}>
        <legend className={styles.kinds__legend}>{t.lessonKind}</legend>
        {(['video', 'text'] as const).map((k) => (
          <label key={k} className={styles.kinds__option}>
            <input type="radio" name={kindName} checked={kind === k} onChange={() => setKind(k)} />
            {t.kinds[k]}
          </label>
        ))}
      </fieldset>
      <TextArea
        label={t.notes}
        rows={5}
        maxLength={CLASS_RULES.lessonNotes.max}
        hint={t.notesHint}
        value={notes}
        error={problem.notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={freePreview}
          onChange={(e) => setFreePreview(e.target.checked)}
        />
        {t.freePreview}
      </label>
      <div className={styles.captions}>
        <p className={styles.captions__state}>
          {t.captions}: {lesson.has_captions ? t.captionsHas : t.captionsNone}
        </p>
        <label className={styles.captions__upload}>
          {t.captionsUpload}
          <input
            className="visually-hidden"
            type="file"
            accept=".vtt,text/vtt"
            onChange={(e) => void onCaptions(e)}
          />
        </label>
        {lesson.has_captions && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void run(() => deleteStudioCaptions(classId, lesson.lesson_id))}
          >
            {t.captionsRemove}
          </Button>
        )}
        {problem.captions && (
          <p className={styles.error} role="alert">
            {problem.captions}
          </p>
        )}
      </div>
      <div className={styles.details__actions}>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {t.close}
        </Button>
        <Button type="submit" size="sm">
          {t.saveLesson}
        </Button>
      </div>
    </form>
  );
}

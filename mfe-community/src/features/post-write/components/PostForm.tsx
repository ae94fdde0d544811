import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  FormFooter,
  PhotoPicker,
  TextArea,
  TextField,
  failureMessage,
  usePhotoPicker,
  useWritingForm,
} from '@baeum/shared';
import type { FeedPostFields, FeedPostSection } from '@baeum/shared';
import { messages } from '../../../messages';
import { PHOTO_MAX_COUNT, POST_MAX, isYoutubeUrl } from '../hooks/postRules';
import styles from './PostForm.module.scss';

const t = messages.write;
const SECTIONS: FeedPostSection[] = ['daily', 'question', 'work'];

export interface PostFormProps {
  initial?: { content: string; section: FeedPostSection; youtube: string; photos: string[] };
  /** The classes the post may belong to (the writer's own); none: no picker (editing keeps it). */
  classes?: ReadonlyArray<{ class_id: number; class_name: string }>;
  submitLabel: string;
  onSubmit: (fields: FeedPostFields) => Promise<void>;
  onCancel: () => void;
}

/**
 * Writing or editing a post: section, text with its count, up to 10 photos (type and size checked
 * before upload), one YouTube link. A failed submit keeps everything; one submit at a time;
 * leaving with unsaved text asks first (the browser's own prompt on reload or close).
 */
export function PostForm({ initial, classes, submitLabel, onSubmit, onCancel }: PostFormProps) {
  const sectionName = useId();
  const classField = useId();
  const [classId, setClassId] = useState('');
  const [section, setSection] = useState<FeedPostSection>(initial?.section ?? 'daily');
  const [content, setContent] = useState(initial?.content ?? '');
  const [youtube, setYoutube] = useState(initial?.youtube ?? '');
  const picker = usePhotoPicker({ initial: initial?.photos, max: PHOTO_MAX_COUNT });
  const [errors, setErrors] = useState<{
    content?: string;
    youtube?: string;
    form?: string;
  }>({});
  const dirty =
    content !== (initial?.content ?? '') || youtube !== (initial?.youtube ?? '') || picker.pending;

  const { submitting, setSubmitting, footer } = useWritingForm(dirty, onCancel, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const text = content.trim();
    const next: typeof errors = {};
    if (!text) next.content = t.contentEmpty;
    if (youtube.trim() && !isYoutubeUrl(youtube.trim())) next.youtube = t.youtubeInvalid;
    setErrors(next);
    if (next.content || next.youtube) return;
    setSubmitting(true);
    try {
      // Photos upload one after another; those already up are not sent again on a retry.
      const photoList = await picker.uploadAll();
      await onSubmit({
        content: text,
        section,
        ...(classId ? { class_id: Number(classId) } : {}),
        youtube_file: youtube.trim(),
        photo_list: photoList,
      });
    } catch (error) {
      setErrors({ form: failureMessage(error, t.failed) });
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.form__sections}>
        <legend className={styles.form__legend}>{t.section}</legend>
        {SECTIONS.map((s) => (
          <label key={s} className={styles.form__chip}>
            <input
              type="radio"
              name={sectionName}
              value={s}
              checked={section === s}
              onChange={() => setSection(s)}
            />
            <span>{messages.sections[s]}</span>
          </label>
        ))}
      </fieldset>
      {classes && classes.length > 0 && (
        <div className={styles.form__class}>
          <label className={styles.form__legend} htmlFor={classField}>
            {t.classLabel}
          </label>
          <select
            id={classField}
            className={styles.form__select}
            value={classId}
            onChange={(e) => setClassId(e.target.value)}
          >
            <option value="">{t.noClass}</option>
            {classes.map((c) => (
              <option key={c.class_id} value={c.class_id}>
                {c.class_name}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextArea
        label={t.content}
        rows={8}
        maxLength={POST_MAX}
        placeholder={t.contentPlaceholder}
        value={content}
        error={errors.content}
        onChange={(e) => setContent(e.target.value)}
      />
      <PhotoPicker picker={picker} label={t.photosLabel} disabled={submitting} />
      <TextField
        label={t.youtube}
        type="url"
        inputMode="url"
        placeholder="https://youtu.be/…"
        value={youtube}
        error={errors.youtube}
        hint={t.youtubeHint}
        onChange={(e) => setYoutube(e.target.value)}
      />
      <FormFooter {...footer} error={errors.form} submitLabel={submitLabel} />
    </form>
  );
}

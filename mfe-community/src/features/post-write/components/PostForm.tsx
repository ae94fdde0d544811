import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useBeforeUnload } from 'react-router-dom';
import {
  Button,
  Icon,
  TextArea,
  TextField,
  openModal,
  toApiError,
  uploadPhoto,
} from '@baeum/shared';
import type { FeedPostFields, FeedPostSection } from '@baeum/shared';
import { messages } from '../../../messages';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_COUNT,
  PHOTO_TYPES,
  POST_MAX,
  isYoutubeUrl,
} from '../hooks/postRules';
import styles from './PostForm.module.scss';

const t = messages.write;
const SECTIONS: FeedPostSection[] = ['daily', 'question', 'work'];

interface Photo {
  key: string;
  /** The uploaded URL, or a local preview while uploading. */
  url: string;
  uploaded: boolean;
  file?: File;
}

export interface PostFormProps {
  initial?: { content: string; section: FeedPostSection; youtube: string; photos: string[] };
  submitLabel: string;
  onSubmit: (fields: FeedPostFields) => Promise<void>;
  onCancel: () => void;
}

/**
 * Writing or editing a post: section, text with its count, up to 10 photos (type and size checked
 * before upload), one YouTube link. A failed submit keeps everything; one submit at a time;
 * leaving with unsaved text asks first (the browser's own prompt on reload or close).
 */
export function PostForm({ initial, submitLabel, onSubmit, onCancel }: PostFormProps) {
  const sectionName = useId();
  const [section, setSection] = useState<FeedPostSection>(initial?.section ?? 'daily');
  const [content, setContent] = useState(initial?.content ?? '');
  const [youtube, setYoutube] = useState(initial?.youtube ?? '');
  const [photos, setPhotos] = useState<Photo[]>(
    (initial?.photos ?? []).map((url) => ({ key: url, url, uploaded: true })),
  );
  const [errors, setErrors] = useState<{
    content?: string;
    youtube?: string;
    photos?: string;
    form?: string;
  }>({});
  const [submitting, setSubmitting] = useState(false);
  const dirty =
    content !== (initial?.content ?? '') ||
    youtube !== (initial?.youtube ?? '') ||
    photos.some((p) => !p.uploaded);

  useBeforeUnload((event) => {
    if (dirty && !submitting) event.preventDefault();
  });

  const addPhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = PHOTO_MAX_COUNT - photos.length;
    const bad = files.find((f) => !PHOTO_TYPES.includes(f.type))
      ? t.photoType
      : files.find((f) => f.size > PHOTO_MAX_BYTES)
        ? t.photoSize
        : null;
    const ok = files
      .filter((f) => PHOTO_TYPES.includes(f.type) && f.size <= PHOTO_MAX_BYTES)
      .slice(0, Math.max(0, room));
    setErrors((e) => ({
      ...e,
      photos: bad ?? (files.length > room ? t.photoCount(PHOTO_MAX_COUNT) : undefined),
    }));
    setPhotos((list) => [
      ...list,
      ...ok.map((file) => ({
        key: `${file.name}-${file.size}-${Math.random()}`,
        url: URL.createObjectURL(file),
        uploaded: false,
        file,
      })),
    ]);
  };

  const move = (index: number, by: number) =>
    setPhotos((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(Math.max(0, Math.min(next.length, index + by)), 0, item!);
      return next;
    });

  const cancel = () =>
    dirty
      ? openModal('ConfirmDialog', {
          message: t.leaveQuestion,
          confirmLabel: t.leave,
          onConfirm: onCancel,
        })
      : onCancel();

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
      const uploaded: Photo[] = [];
      for (const photo of photos) {
        if (photo.uploaded || !photo.file) uploaded.push(photo);
        else
          uploaded.push({
            ...photo,
            url: (await uploadPhoto(photo.file, photo.file.name)).photo_url,
            uploaded: true,
            file: undefined,
          });
        setPhotos([...uploaded, ...photos.slice(uploaded.length)]);
      }
      await onSubmit({
        content: text,
        section,
        youtube_file: youtube.trim(),
        photo_list: uploaded.map((p) => p.url),
      });
    } catch (error) {
      const e = toApiError(error);
      setErrors({ form: e.kind === 'http' && e.message ? e.message : t.failed });
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
      <TextArea
        label={t.content}
        rows={8}
        maxLength={POST_MAX}
        placeholder={t.contentPlaceholder}
        value={content}
        error={errors.content}
        onChange={(e) => setContent(e.target.value)}
      />
      <div className={styles.form__photos}>
        <p className={styles.form__legend}>{t.photos(photos.length, PHOTO_MAX_COUNT)}</p>
        <ul className={styles.form__thumbs} aria-label={t.photoList}>
          {photos.map((photo, i) => (
            <li key={photo.key} className={styles.form__thumb}>
              <img src={photo.url} alt={t.photoAlt(i + 1)} />
              {!photo.uploaded && submitting && (
                <span className={styles.form__uploading}>{t.uploading}</span>
              )}
              <div className={styles.form__thumbActions}>
                <button
                  type="button"
                  onClick={() => move(i, -1)}
                  disabled={i === 0 || submitting}
                  aria-label={t.moveEarlier(i + 1)}
                >
                  <Icon name="chevron-left" size={14} />
                </button>
                <button
                  type="button"
                  onClick={() => move(i, 1)}
                  disabled={i === photos.length - 1 || submitting}
                  aria-label={t.moveLater(i + 1)}
                >
                  <Icon name="chevron-right" size={14} />
                </button>
                <button
                  type="button"
                  onClick={() => setPhotos((list) => list.filter((p) => p.key !== photo.key))}
                  disabled={submitting}
                  aria-label={t.removePhoto(i + 1)}
                >
                  <Icon name="close" size={14} />
                </button>
              </div>
            </li>
          ))}
        </ul>
        {photos.length < PHOTO_MAX_COUNT && (
          <label className={styles.form__add}>
            <Icon name="camera" size={18} />
            {t.addPhotos}
            <input
              className="visually-hidden"
              type="file"
              accept={PHOTO_TYPES.join(',')}
              multiple
              onChange={addPhotos}
              disabled={submitting}
            />
          </label>
        )}
        {errors.photos && (
          <p className={styles.form__error} role="alert">
            {errors.photos}
          </p>
        )}
      </div>
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
      {errors.form && (
        <p className={styles.form__error} role="alert">
          {errors.form}
        </p>
      )}
      <div className={styles.form__actions}>
        <Button variant="secondary" onClick={cancel} disabled={submitting}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

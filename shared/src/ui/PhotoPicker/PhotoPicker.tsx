import type { ChangeEvent } from 'react';
import { uiMessages } from '../../messages/ui';
import { Icon } from '../Icon/Icon';
import { PHOTO_TYPES } from './usePhotoPicker';
import type { PhotoPicker as PhotoPickerState } from './usePhotoPicker';
import styles from './PhotoPicker.module.scss';

const t = uiMessages.photos;

export interface PhotoPickerProps {
  picker: PhotoPickerState;
  /** The group's visible name, e.g. 사진 (선택). */
  label?: string;
  disabled?: boolean;
}

/** The MediaUpload kit: thumbnails to reorder and remove, a button to add, the checks' message. */
export function PhotoPicker({ picker, label = t.label, disabled = false }: PhotoPickerProps) {
  const { photos, max } = picker;
  const busy = disabled || picker.uploading;
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    picker.add(files);
  };
  return (
    <div className={styles.picker}>
      <p className={styles.picker__legend}>{t.counter(label, photos.length, max)}</p>
      {photos.length > 0 && (
        <ul className={styles.picker__thumbs} aria-label={t.list}>
          {photos.map((photo, i) => (
            <li key={photo.key} className={styles.picker__thumb}>
              <img src={photo.url} alt={t.alt(i + 1)} />
              {!photo.uploaded && picker.uploading && (
                <span className={styles.picker__uploading}>{t.uploading}</span>
              )}
              <div className={styles.picker__actions}>
                <button
                  type="button"
                  onClick={() => picker.move(i, -1)}
                  disabled={i === 0 || busy}
                  aria-label={t.earlier(i + 1)}
                >
                  <Icon name="chevron-left" size={14} />
                </button>
                <button
                  type="button"
                  onClick={() => picker.move(i, 1)}
                  disabled={i === photos.length - 1 || busy}
                  aria-label={t.later(i + 1)}
                >
                  <Icon name="chevron-right" size={14} />
                </button>
                <button
                  type="button"
                  onClick={() => picker.remove(photo.key)}
                  disabled={busy}
                  aria-label={t.remove(i + 1)}
                >
                  <Icon name="close" size={14} />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {photos.length < max && (
        <label className={styles.picker__add}>
          <Icon name="camera" size={18} />
          {t.add}
          <input
            className="visually-hidden"
            type="file"
            accept={PHOTO_TYPES.join(',')}
            multiple
            onChange={onFiles}
            disabled={busy}
          />
        </label>
      )}
      {picker.error && (
        <p className={styles.picker__error} role="alert">
          {picker.error}
        </p>
      )}
    </div>
  );
}

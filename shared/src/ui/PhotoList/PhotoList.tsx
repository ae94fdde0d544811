import { openModal } from '../../state/modal';
import { LazyImage } from '../LazyImage/LazyImage';

export interface PhotoListProps {
  photos: string[];
  /** The list's accessible name (e.g. 사진 3장). */
  label: string;
  /** The alt text of photo n (from 1), here and in the full-screen preview. */
  alt: (n: number) => string;
  className?: string | undefined;
  buttonClassName?: string | undefined;
  photoClassName?: string | undefined;
}

/**
 * The photos of a post or a review, each a button that opens them all full screen at that one
 * (the MediaPreview modal kind). Nothing when there are none.
 */
export function PhotoList({
  photos,
  label,
  alt,
  className,
  buttonClassName,
  photoClassName,
}: PhotoListProps) {
  if (photos.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {photos.map((src, i) => (
        <li key={src}>
          <button
            type="button"
            className={buttonClassName}
            onClick={() => openModal('MediaPreview', { photos, index: i, alt })}
          >
            <LazyImage className={photoClassName} src={src} alt={alt(i + 1)} />
          </button>
        </li>
      ))}
    </ul>
  );
}

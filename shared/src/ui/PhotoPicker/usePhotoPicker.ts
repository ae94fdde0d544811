import { useCallback, useState } from 'react';
import { uploadPhoto } from '../../api/profile';
import { uiMessages } from '../../messages/ui';

const t = uiMessages.photos;

/** What the API takes (`POST photo`): checked here before anything is sent. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export interface PickedPhoto {
  key: string;
  /** The uploaded URL, or a local preview while not uploaded yet. */
  url: string;
  uploaded: boolean;
  file?: File;
}

export interface PhotoPicker {
  photos: PickedPhoto[];
  max: number;
  error: string | null;
  /** True while uploadAll runs. */
  uploading: boolean;
  /** Photos not uploaded yet (unsaved work). */
  pending: boolean;
  add: (files: File[]) => void;
  remove: (key: string) => void;
  move: (index: number, by: number) => void;
  /** Uploads what is not up yet, one after another; those up already are not sent again. */
  uploadAll: () => Promise<string[]>;
}

/**
 * The MediaUpload state: up to `max` photos, each checked for type and size before upload,
 * reordered and removed, uploaded when the form is sent (a failed send keeps the ones up).
 */
export function usePhotoPicker({
  initial = [],
  max,
}: {
  initial?: string[];
  max: number;
}): PhotoPicker {
  const [photos, setPhotos] = useState<PickedPhoto[]>(() =>
    initial.map((url) => ({ key: url, url, uploaded: true })),
  );
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const add = useCallback(
    (files: File[]) => {
      setPhotos((list) => {
        const room = max - list.length;
        const fits = (f: File) => PHOTO_TYPES.includes(f.type) && f.size <= PHOTO_MAX_BYTES;
        const bad = files.find((f) => !PHOTO_TYPES.includes(f.type))
          ? t.type
          : files.find((f) => f.size > PHOTO_MAX_BYTES)
            ? t.size
            : null;
        setError(bad ?? (files.length > room ? t.count(max) : null));
        return [
          ...list,
          ...files
            .filter(fits)
            .slice(0, Math.max(0, room))
            .map((file) => ({
              key: `${file.name}-${file.size}-${Math.random()}`,
              url: URL.createObjectURL(file),
              uploaded: false,
              file,
            })),
        ];
      });
    },
    [max],
  );

  const remove = useCallback(
    (key: string) => setPhotos((list) => list.filter((p) => p.key !== key)),
    [],
  );

  const move = useCallback(
    (index: number, by: number) =>
      setPhotos((list) => {
        const next = [...list];
        const [item] = next.splice(index, 1);
        next.splice(Math.max(0, Math.min(next.length, index + by)), 0, item!);
        return next;
      }),
    [],
  );

  const uploadAll = useCallback(async () => {
    setUploading(true);
    try {
      const done: PickedPhoto[] = [];
      for (const photo of photos) {
        if (photo.uploaded || !photo.file) done.push(photo);
        else
          done.push({
            ...photo,
            url: (await uploadPhoto(photo.file, photo.file.name)).photo_url,
            uploaded: true,
            file: undefined,
          });
        setPhotos([...done, ...photos.slice(done.length)]);
      }
      return done.map((p) => p.url);
    } finally {
      setUploading(false);
    }
  }, [photos]);

  return {
    photos,
    max,
    error,
    uploading,
    pending: photos.some((p) => !p.uploaded),
    add,
    remove,
    move,
    uploadAll,
  };
}

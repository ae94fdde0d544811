// Lesson media (issue 35): where a lesson's video and captions are read from, and the short-lived
// signed URLs that let a member's browser fetch them (a <video> element cannot send a Bearer
// token). A URL names the lesson, the asset, the member and an expiry, signed with the token
// secret (HMAC-SHA256); nothing else opens it, so no media path is guessable or public.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ctx } from '../http/context.ts';
import { openFile, statFile, type ByteRange, type UploadStore } from './uploadStore.ts';

/** How long a signed media URL works (the player asks for a fresh lesson answer after that). */
export const MEDIA_URL_TTL_SEC = 600;

export type MediaAsset = 'video' | 'captions';

/** The committed sample clips of the seed (src/seed/media), read-only, under `seed/…` keys. */
export const SEED_MEDIA_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'seed',
  'media',
);
const SEED_KEY = /^seed\/([a-z0-9-]{1,40}\.(?:mp4|webm|vtt))$/;

const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  vtt: 'text/vtt; charset=utf-8',
};

export type MediaStore = Pick<UploadStore, 'open' | 'stat'>;

/**
 * The store lesson media are read from: `seed/…` keys from the committed seed folder (shared by
 * every seeded class, never copied), any other key from the upload store (a coach's upload, the
 * studio of issue 36). An object store replacing the upload store would hold the seed clips
 * under the same keys.
 */
export function lessonMediaStore(uploads: UploadStore): MediaStore {
  const seedFile = (key: string) => {
    const m = SEED_KEY.exec(key);
    return m ? path.join(SEED_MEDIA_DIR, m[1]!) : null;
  };
  return {
    open(key: string, range?: ByteRange) {
      const file = seedFile(key);
      if (file) return openFile(file, range);
      return key.startsWith('seed/') ? Promise.resolve(null) : uploads.open(key, range);
    },
    stat(key: string) {
      const file = seedFile(key);
      if (file) return statFile(file);
      return key.startsWith('seed/') ? Promise.resolve(null) : uploads.stat(key);
    },
  };
}

/** The Content-Type of a stored key: by its extension, else the upload's recorded type. */
export function mediaType(key: string, uploadMime: string | null): string | null {
  const ext = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return (ext && TYPES[ext]) || uploadMime;
}

const signed = (lessonId: number, asset: MediaAsset, userId: number, exp: number) =>
  `media.${lessonId}.${asset}.${userId}.${exp}`;

/**
 * A signed, relative URL (under PUBLIC_BASE) for one asset of a lesson, for `userId` (0: anyone,
 * a free preview), valid MEDIA_URL_TTL_SEC from `nowMs`.
 */
export function signedMediaUrl(
  ctx: Ctx,
  lessonId: number,
  asset: MediaAsset,
  userId: number,
  nowMs = Date.now(),
): { url: string; expires_at: string } {
  const exp = Math.floor(nowMs / 1000) + MEDIA_URL_TTL_SEC;
  const sig = ctx.tokens.signature(signed(lessonId, asset, userId, exp));
  return {
    url: `${ctx.config.publicBase}/media/lessons/${lessonId}/${asset}?u=${userId}&exp=${exp}&sig=${sig}`,
    expires_at: new Date(exp * 1000).toISOString(),
  };
}

/** Seconds the URL still works, or null when its signature is wrong or it has expired. */
export function checkMediaUrl(
  ctx: Ctx,
  p: { lessonId: number; asset: MediaAsset; u: number; exp: number; sig: string },
  nowMs = Date.now(),
): number | null {
  if (!ctx.tokens.checkSignature(signed(p.lessonId, p.asset, p.u, p.exp), p.sig)) return null;
  const left = p.exp - Math.floor(nowMs / 1000);
  return left > 0 ? Math.min(left, MEDIA_URL_TTL_SEC) : null;
}

// What happens to a lesson video once its last byte has arrived (issue 36, h-upload), run by the
// queue's worker (services/videoJobs.ts): ffprobe says whether it is an MP4 or WebM with a moving
// picture, ffmpeg decodes every stream to the end (issue 45: a truncated file, a single still
// frame or a claimed length the streams do not hold is refused) and measures its length,
// the file moves from UPLOAD_DIR/tus/ into the upload store under the upload's id, and the lesson
// gets its media_key and duration_sec. Each step may run again after a crash: the store key is
// the upload's id (staging again overwrites the same file) and the database changes happen once,
// under the upload row's lock, only while it is `processing`.
import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Ctx } from '../http/context.ts';
import { msg } from '../messages.ts';

const run = promisify(execFile);

/** MP4 (an `ftyp` box first) or WebM/Matroska (the EBML header), by the first 12 bytes. */
export function sniffVideo(b: Buffer): 'video/mp4' | 'video/webm' | null {
  if (b.length >= 12 && b.subarray(4, 8).toString('latin1') === 'ftyp') return 'video/mp4';
  if (b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  return null;
}

/** Bytes sniffVideo needs before it can judge. */
export const SNIFF_BYTES = 12;

export interface Probe {
  mime: 'video/mp4' | 'video/webm';
  durationSec: number;
}

/** Why a file is not taken as a lesson video (a Korean message for the coach). */
export type Refusal = { refused: string };

/** The longest lesson video kept: a longer one is refused. */
export const MAX_VIDEO_SEC = 86_400;

/** ffprobe's view of the container: MP4 or WebM with a moving-picture stream; else null. */
async function probeContainer(ffprobe: string, file: string) {
  let out: string;
  try {
    ({ stdout: out } = await run(
      ffprobe,
      [
        '-v',
        'error',
        '-show_entries',
        'format=format_name:stream=codec_type:stream_disposition=attached_pic',
        '-of',
        'json',
        file,
      ],
      { timeout: 120_000, maxBuffer: 1024 * 1024 },
    ));
  } catch (error) {
    // ffprobe is missing: that is the server's fault, and the job is tried again.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    return null; // ffprobe could not read it: not a video
  }
  const info = JSON.parse(out) as {
    format?: { format_name?: string };
    streams?: { codec_type?: string; disposition?: { attached_pic?: number } }[];
  };
  const format = info.format?.format_name ?? '';
  const mime = /\bmp4\b/.test(format) ? 'video/mp4' : /\bwebm\b/.test(format) ? 'video/webm' : null;
  // A cover picture (attached_pic) is a still image, not a video stream.
  const moving = info.streams?.some(
    (s) => s.codec_type === 'video' && !s.disposition?.attached_pic,
  );
  return mime && moving ? mime : null;
}

/** The last value of `key=` in ffmpeg's -progress output. */
const lastProgress = (out: string, key: string) =>
  Number([...out.matchAll(new RegExp(`^${key}=(\\d+)$`, 'gm'))].at(-1)?.[1] ?? NaN);

/**
 * Decodes every video (not cover pictures) and audio stream to the end (`-xerror`: the first
 * decoding error stops it), within `timeoutSec`. Answers the frames of moving picture and the
 * length of what was decoded — from the streams, with their start at zero, so neither a
 * container's claimed duration nor a start offset counts — or a refusal. A decode that runs out
 * of time, or a missing ffmpeg, throws (the job is tried again).
 */
async function decode(
  ffmpeg: string,
  file: string,
  timeoutSec: number,
): Promise<Refusal | { frames: number; seconds: number }> {
  let out: string;
  try {
    ({ stdout: out } = await run(
      ffmpeg,
      ['-nostdin', '-v', 'error', '-xerror', '-nostats', '-progress', 'pipe:1', '-i', file].concat([
        '-map',
        '0:V',
        '-map',
        '0:a?',
        '-f',
        'null',
        '-',
      ]),
      { timeout: timeoutSec * 1000, maxBuffer: 16 * 1024 * 1024, killSignal: 'SIGKILL' },
    ));
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { killed?: boolean };
    if (e.code === 'ENOENT' || e.killed) throw error;
    return { refused: msg.videoBroken };
  }
  return { frames: lastProgress(out, 'frame'), seconds: lastProgress(out, 'out_time_us') / 1e6 };
}

/**
 * Whether a finished upload is a lesson video: an MP4 or WebM whose streams all decode, with more
 * than one frame of moving picture; its length is what the streams hold.
 */
export async function inspectVideo(
  paths: { ffprobePath: string; ffmpegPath: string; mediaDecodeTimeoutSec: number },
  file: string,
): Promise<Probe | Refusal> {
  const mime = await probeContainer(paths.ffprobePath, file);
  if (!mime) return { refused: msg.videoNotPlayable };
  const decoded = await decode(paths.ffmpegPath, file, paths.mediaDecodeTimeoutSec);
  if ('refused' in decoded) return { refused: decoded.refused };
  if (!(decoded.frames >= 2)) return { refused: msg.videoStill };
  if (!(decoded.seconds > 0)) return { refused: msg.videoNotPlayable };
  if (decoded.seconds > MAX_VIDEO_SEC) return { refused: msg.videoNotPlayable };
  return { mime, durationSec: Math.max(1, Math.round(decoded.seconds)) };
}

export const tusDirOf = (uploadDir: string) => path.join(uploadDir, 'tus');

/** Deletes an upload's bytes and tus metadata file under UPLOAD_DIR/tus/. */
export async function removeTusFile(uploadDir: string, id: string) {
  const file = path.join(tusDirOf(uploadDir), id);
  await rm(file, { force: true });
  await rm(`${file}.json`, { force: true });
}

interface UploadRow {
  coach_id: number;
  class_id: number;
  lesson_id: number | null;
}

/**
 * Processes one finished upload. Answers without a throw when the upload is done with (ready,
 * failed for a reason of the file, or no longer waiting); throws when it should be tried again.
 * `gate` (tests only) runs after the job has claimed the upload.
 */
export async function processVideo(
  ctx: Ctx,
  id: string,
  lastTry: boolean,
  gate?: (id: string) => Promise<void>,
): Promise<void> {
  const { db, config } = ctx;
  const claimed = await db.query<UploadRow>(
    `UPDATE lesson_uploads SET attempts = attempts + 1, updated_at = now()
     WHERE id = $1 AND state = 'processing' RETURNING coach_id, class_id, lesson_id`,
    [id],
  );
  const row = claimed[0];
  if (!row) return;
  const fail = async (reason: string) => {
    await db.query(
      `UPDATE lesson_uploads SET state = 'failed', reason = $2, updated_at = now()
       WHERE id = $1 AND state = 'processing'`,
      [id, reason],
    );
    await removeTusFile(config.uploadDir, id);
  };
  try {
    await gate?.(id);
    const file = path.join(tusDirOf(config.uploadDir), id);
    const probe = await inspectVideo(config, file);
    if ('refused' in probe) return await fail(probe.refused);
    if (row.lesson_id === null) return await fail(msg.videoUploadGone);
    const staged = await ctx.uploads.stage(id, createReadStream(file));
    let old: string | null = null;
    try {
      await db.transaction(async (tx) => {
        const [locked] = await tx.query<{ state: string }>(
          'SELECT state FROM lesson_uploads WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (locked?.state !== 'processing') return;
        const [lesson] = await tx.query<{ media_key: string | null }>(
          'SELECT media_key FROM lessons WHERE id = $1 AND class_id = $2 FOR UPDATE',
          [row.lesson_id, row.class_id],
        );
        if (!lesson) {
          await tx.query(
            `UPDATE lesson_uploads SET state = 'failed', reason = $2, updated_at = now() WHERE id = $1`,
            [id, msg.videoUploadGone],
          );
          return;
        }
        old = lesson.media_key === id ? null : lesson.media_key;
        await tx.query(
          `INSERT INTO uploads (id, user_id, mime, size) VALUES ($1, $2, $3, $4)
           ON CONFLICT (id) DO NOTHING`,
          [id, row.coach_id, probe.mime, staged.size],
        );
        await tx.query(
          'UPDATE lessons SET media_key = $2, duration_sec = $3, updated_at = now() WHERE id = $1',
          [row.lesson_id, id, probe.durationSec],
        );
        // The lesson's earlier video no longer counts against the quota.
        await tx.query(
          `UPDATE lesson_uploads SET state = 'replaced', updated_at = now()
           WHERE lesson_id = $1 AND state = 'ready' AND id <> $2`,
          [row.lesson_id, id],
        );
        await tx.query(
          `UPDATE lesson_uploads SET state = 'ready', mime = $2, duration_sec = $3, reason = NULL,
           updated_at = now() WHERE id = $1`,
          [id, probe.mime, probe.durationSec],
        );
        // The file is in place before the lesson can point at it; a failed rename rolls back.
        await staged.commit();
      });
    } finally {
      await staged.discard();
    }
    if (old && !String(old).startsWith('seed/')) {
      await db.query('DELETE FROM uploads WHERE id = $1', [old]);
      await ctx.uploads.remove(old);
    }
    await removeTusFile(config.uploadDir, id);
  } catch (error) {
    if (lastTry) await fail(msg.videoProcessError);
    throw error;
  }
}

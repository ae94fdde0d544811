// Where uploaded photos live: files, not database rows. The database keeps each upload's
// metadata (owner, type, size); the bytes go through this interface. `DiskStore` writes to a
// directory (UPLOAD_DIR) that every API instance mounts — one machine, or a shared volume. A
// production deployment on several hosts puts an S3-compatible store behind the same
// calls (see README "Uploads"); nothing else in the API touches the bytes. Lesson media
// (services/lessonMedia.ts) are read through the same interface, by byte ranges.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredFile {
  size: number;
  /** The first bytes, for type sniffing. */
  head: Buffer;
}

export interface UploadStore {
  /**
   * Streams `source` into a staged file and answers its size and first bytes; nothing is visible
   * under `key` until `commit`. A failed or abandoned write leaves nothing behind.
   */
  stage(
    key: string,
    source: Readable,
  ): Promise<StoredFile & { commit(): Promise<void>; discard(): Promise<void> }>;
  /**
   * The file and its whole size, or null when there is none; with `range`, only bytes
   * `start`…`end` (inclusive) are streamed (HTTP Range; an object store's ranged GET).
   */
  open(key: string, range?: ByteRange): Promise<{ size: number; stream: Readable } | null>;
  /** Size and a validator (ETag) without reading, or null when there is none. */
  stat(key: string): Promise<{ size: number; etag: string } | null>;
  remove(key: string): Promise<void>;
  /**
   * Deletes staged files older than `olderThanMs` — left by a process that died mid-upload —
   * and answers how many. Never touches committed files.
   */
  sweep?(olderThanMs: number): Promise<number>;
}

export interface ByteRange {
  start: number;
  end: number;
}

/** A strong ETag from a file's size and modification time (as `etag`/`send` make them). */
export const fileEtag = (size: number, mtimeMs: number) =>
  `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

/** stat() of a file on disk, null when it is missing. */
export async function statFile(file: string): Promise<{ size: number; etag: string } | null> {
  try {
    const st = await stat(file);
    return st.isFile() ? { size: st.size, etag: fileEtag(st.size, st.mtimeMs) } : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** open() of a file on disk, null when it is missing. */
export async function openFile(file: string, range?: ByteRange) {
  const found = await statFile(file);
  if (!found) return null;
  return { size: found.size, stream: createReadStream(file, range && { ...range }) };
}

const HEAD_BYTES = 16;
const KEY = /^[0-9a-f]{24}$/;
/** A staged file: `<key>.<pid>.part`. */
const STAGED = /^[0-9a-f]{24}\.\d+\.part$/;
/** Staged files live in one folder (cheap to sweep) on the same volume as the photos. */
const STAGING = 'staging';

export class DiskStore implements UploadStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  /** `ab/abcdef…`: at most 256 entries per folder level. */
  #path(key: string): string {
    if (!KEY.test(key)) throw new Error(`invalid upload key: ${key}`);
    return path.join(this.dir, key.slice(0, 2), key);
  }

  async stage(key: string, source: Readable) {
    const final = this.#path(key);
    const stagingDir = path.join(this.dir, STAGING);
    await mkdir(path.dirname(final), { recursive: true });
    await mkdir(stagingDir, { recursive: true });
    const staged = path.join(stagingDir, `${key}.${process.pid}.part`);
    let size = 0;
    const heads: Buffer[] = [];
    let headLength = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (headLength < HEAD_BYTES) {
          heads.push(chunk.subarray(0, HEAD_BYTES - headLength));
          headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, measure, createWriteStream(staged, { flags: 'wx' }));
    } catch (error) {
      await rm(staged, { force: true });
      throw error;
    }
    return {
      size,
      head: Buffer.concat(heads),
      commit: () => rename(staged, final),
      discard: () => rm(staged, { force: true }),
    };
  }

  open(key: string, range?: ByteRange) {
    return openFile(this.#path(key), range);
  }

  stat(key: string) {
    return statFile(this.#path(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  #sweptBesidePhotos = false;

  async sweep(olderThanMs: number): Promise<number> {
    const folders = [STAGING];
    // Staged files used to be written beside the photos (`ab/<key>.<pid>.part`): the first
    // sweep of a process looks there too.
    if (!this.#sweptBesidePhotos) {
      folders.push(...(await names(this.dir)).filter((n) => /^[0-9a-f]{2}$/.test(n)));
      this.#sweptBesidePhotos = true;
    }
    const before = Date.now() - olderThanMs;
    let removed = 0;
    for (const folder of folders) {
      for (const name of await names(path.join(this.dir, folder))) {
        if (!STAGED.test(name)) continue;
        const file = path.join(this.dir, folder, name);
        const info = await stat(file).catch(() => null);
        if (info?.isFile() && info.mtimeMs < before) {
          await rm(file, { force: true });
          removed++;
        }
      }
    }
    return removed;
  }
}

/** The names in a folder; none when it does not exist (yet). */
async function names(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

// --- issue #33 (h-ops): sweeping staged uploads ----------------------------------------------

/** A staged file untouched for this long belongs to an upload that will never finish. */
export const STAGED_MAX_AGE_MS = 60 * 60 * 1000;
/** The schedule of the sweep (services/jobs.ts): every 10 minutes, and at every start. */
export const STAGED_SWEEP = 'staged-upload-sweep';
export const STAGED_SWEEP_CRON = '*/10 * * * *';

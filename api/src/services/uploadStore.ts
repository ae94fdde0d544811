// Where uploaded photos live: files, not database rows. The database keeps each upload's
// metadata (owner, type, size); the bytes go through this interface. `DiskStore` writes to a
// directory (UPLOAD_DIR) that every API instance mounts — one machine, or a shared volume. A
// production deployment on several hosts puts an S3-compatible store behind the same
// calls (see README "Uploads"); nothing else in the API touches the bytes. Lesson media
// (services/lessonMedia.ts) are read through the same interface, by byte ranges.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
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
    await mkdir(path.dirname(final), { recursive: true });
    const staged = `${final}.${process.pid}.part`;
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
}

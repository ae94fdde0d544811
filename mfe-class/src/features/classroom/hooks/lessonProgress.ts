// When the watched position is written (issue #35): at most every 10 s while playing, at once on
// pause, on reaching 90 % (the lesson is done) and at the end, and by beacon as the page goes
// away. The server keeps the larger position, so a late or repeated write is harmless.

/** Seconds of playing between two writes. */
export const SAVE_EVERY_SEC = 10;
/** Watching this share of a lesson marks it done (or reaching its end). */
export const DONE_AT = 0.9;

export function isWatched(position: number, duration: number): boolean {
  return duration > 0 && position >= duration * DONE_AT;
}

/**
 * Where a lesson opens: the saved position, unless it is (nearly) the end — then from the start,
 * as a learner who finished a lesson and comes back wants to watch it again.
 */
export function startPosition(saved: number, duration: number): number {
  if (!Number.isFinite(saved) || saved <= 0) return 0;
  if (duration > 0 && saved >= duration - 2) return 0;
  return saved;
}

/** The tracker's memory of one lesson: what was last written, and whether done was sent. */
export interface ProgressMark {
  savedAt: number;
  doneSent: boolean;
}

export type SaveReason = 'tick' | 'pause' | 'done' | 'leave';

/** What to write now, if anything, for a position heard from the player. */
export function nextWrite(
  mark: ProgressMark,
  position: number,
  duration: number,
  reason: SaveReason,
): { position_sec: number; done?: boolean } | null {
  const at = Math.floor(position);
  const done = reason === 'done' || isWatched(position, duration);
  if (done && !mark.doneSent) return { position_sec: at, done: true };
  if (reason === 'tick' && Math.abs(at - mark.savedAt) < SAVE_EVERY_SEC) return null;
  if (at === mark.savedAt) return null;
  return { position_sec: at };
}

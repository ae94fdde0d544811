// What every seed generator shares: the deterministic random source and "n ago" timestamps.
import type { Rng } from './prng.ts';

export type Rec = Record<string, unknown>;

export interface Gen {
  rng: Rng;
  now: number;
  ago: (ms: number) => string;
}

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

export const COACH_COUNT = 48;
export const LEARNER_COUNT = 420;
export const CLASSES_PER_CATEGORY = 23;
export const FEED_POSTS = 600;

/** The people and the classes that the feed and the social graph are made around. */
export interface Cast {
  users: Rec[];
  classes: Rec[];
  learnerIds: number[];
  coachIds: number[];
}

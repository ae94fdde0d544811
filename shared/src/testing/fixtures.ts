// The reference API's seed by name (api/src/seed/): the demo members, the seeded learners and the
// classes the tests lean on. Plain data with no imports, so jest suites and Playwright journeys
// read the same module (e2e imports it by path). If the seed changes, change it here once.

/** The demo learner: takes six classes (CLASSES.learnerTakes), reviewed the first two. */
export const LEARNER = {
  id: 1,
  phone: '010-1234-5678',
  password: 'baeum1234!',
  name: '김배움',
  email: 'learner@baeum.test',
} as const;

/** The demo coach: teaches drawing and office-skills classes (CLASSES.byCoach). */
export const COACH = {
  id: 2,
  phone: '010-9876-5432',
  password: 'coach1234!',
  name: '이코치',
  email: 'coach@baeum.test',
} as const;

/** Every seeded account other than the two demo members shares this password. */
export const SEED_PASSWORD = 'seed1234!';

/** Seeded learners' ids (each test file that changes an account uses ids of its own). */
export const SEEDED_LEARNER_IDS = { first: 50, last: 469 } as const;

/** A seeded learner (ids 50–469): phone 010-6xxx-xxxx from the 7-digit id, the seed password. */
export function seededLearner(id: number): { phone: string; password: string } {
  const digits = `6${String(id).padStart(7, '0')}`;
  return { phone: `010-${digits.slice(0, 4)}-${digits.slice(4)}`, password: SEED_PASSWORD };
}

/** Seeded classes by what they are to a test. */
export const CLASSES = {
  /** 왕초보를 위한 아이패드 드로잉: the demo coach's, taken and reviewed by the demo learner. */
  drawing: { id: 1, name: '왕초보를 위한 아이패드 드로잉' },
  /** A class the demo learner takes (and has not reviewed). */
  takenByLearner: { id: 3 },
  /** Every class the demo learner takes, in seed order (the first two reviewed by them). */
  learnerTakes: [1, 47, 3, 200, 93, 140],
  /** A class of the demo coach (the drawing class is one too). */
  byCoach: { id: 6, name: '어반 스케치 입문' },
  /** A closed class (open_flag 'N', not a draft): on view, not on sale. */
  closed: { id: 38, name: '처음 시작하는 대바늘 니트 목도리 기초반' },
  /** No class has this id. */
  missing: { id: 99999999 },
} as const;

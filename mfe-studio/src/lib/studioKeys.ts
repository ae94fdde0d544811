// Query keys of the issue 36 screens: one class as its coach edits it, its curriculum, learners
// and the coach's sales. The dashboard's own key is refreshed after a change of state.
export const studioClassKey = (classId: number) => ['studio', 'classes', classId] as const;
export const curriculumKey = (classId: number) =>
  ['studio', 'classes', classId, 'curriculum'] as const;
export const learnersKey = (classId: number, q: string, page: number) =>
  ['studio', 'classes', classId, 'learners', q, page] as const;
export const salesKey = (period: string, classId: number | null) =>
  ['studio', 'sales', period, classId] as const;
export const studioClassesKey = ['studio', 'classes'] as const;

/** A route's `:classId` as a number, or 0 when malformed (then nothing is asked for). */
export const classIdOf = (raw: string | undefined) =>
  raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;

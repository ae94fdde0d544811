// The studio's server data read by more than one feature (README "Data"): queryOptions
// factories; each feature's own answers are in its `queries.ts`. Every key starts with 'studio'.
import {
  fetchStudioClass,
  fetchStudioClasses,
  fetchStudioDashboard,
  fetchStudioInbox,
  queryOptions,
} from '@baeum/shared';

export const studioQueries = {
  /** Everything of the studio: what a reply from the inbox refreshes. */
  all: ['studio'] as const,
  /** The coach's dashboard (`GET studio/dashboard`), refreshed after a class changes. */
  dashboard: () =>
    queryOptions({ queryKey: ['studio', 'dashboard'], queryFn: fetchStudioDashboard }),
  /** The coach's classes (the sales filter). */
  classes: () => queryOptions({ queryKey: ['studio', 'classes'], queryFn: fetchStudioClasses }),
  /** One class as its coach edits it (`GET /new/studio/classes/{id}`); none for id 0. */
  class: (classId: number) =>
    queryOptions({
      queryKey: ['studio', 'classes', classId],
      queryFn: () => fetchStudioClass(classId),
      enabled: classId > 0,
    }),
  /** The coach's queue of unanswered reviews: read by the inbox and by the nav's count. */
  inbox: () => queryOptions({ queryKey: ['studio', 'inbox'], queryFn: () => fetchStudioInbox(1) }),
};

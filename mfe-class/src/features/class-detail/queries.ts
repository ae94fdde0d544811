// The class page's extras (README "Data"): the review preview and the same-category classes.
import { fetchClassReviews, fetchNextClassRecommendations, queryOptions } from '@baeum/shared';

export const classDetailQueries = {
  /** The first page of the class's reviews: the statistics and the latest three. */
  reviewPreview: (classId: number) =>
    queryOptions({
      queryKey: ['class', classId, 'review-preview'],
      queryFn: () => fetchClassReviews(classId, 1),
      select: (page) => ({
        statis: page.statis,
        latest: (page.list ?? []).filter((r) => r.blocked !== 'Y').slice(0, 3),
      }),
    }),
  /** Classes of the same category (`recom/secondclass`), the viewer's bookmarks marked. */
  sameCategory: (classId: number, viewer: number | null) =>
    queryOptions({
      queryKey: ['class', classId, 'same-category', viewer],
      queryFn: () => fetchNextClassRecommendations(viewer, classId),
      select: (answer) => answer.recom_list,
    }),
};

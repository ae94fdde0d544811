import { useAtomValue, useQuery, userAtom } from '@baeum/shared';
import { classDetailQueries } from '../queries';

/** The first page of the class's reviews: the statistics and the latest three for the summary. */
export function useReviewPreview(classId: number) {
  return useQuery(classDetailQueries.reviewPreview(classId));
}

/** Classes of the same category (`recom/secondclass`), the viewer's bookmarks marked. */
export function useSameCategoryClasses(classId: number) {
  const user = useAtomValue(userAtom);
  return useQuery({
    ...classDetailQueries.sameCategory(classId, user.id),
    enabled: user.isLoaded || user.id !== null,
  });
}

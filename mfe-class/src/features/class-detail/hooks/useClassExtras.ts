import {
  fetchClassReviews,
  fetchNextClassRecommendations,
  useAtomValue,
  useQuery,
  userAtom,
} from '@baeum/shared';

/** The first page of the class's reviews: the statistics and the latest three for the summary. */
export function useReviewPreview(classId: number) {
  return useQuery({
    queryKey: ['class', classId, 'review-preview'],
    queryFn: () => fetchClassReviews(classId, 1),
    select: (page) => ({
      statis: page.statis,
      latest: (page.list ?? []).filter((r) => r.blocked !== 'Y').slice(0, 3),
    }),
  });
}

/** Classes of the same category (`recom/secondclass`), the viewer's bookmarks marked. */
export function useSameCategoryClasses(classId: number) {
  const user = useAtomValue(userAtom);
  return useQuery({
    queryKey: ['class', classId, 'same-category', user.id],
    queryFn: () => fetchNextClassRecommendations(user.id, classId),
    select: (answer) => answer.recom_list,
    enabled: user.isLoaded || user.id !== null,
  });
}

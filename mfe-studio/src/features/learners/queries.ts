// A class's learners (README "Data"), one page of one search.
import { fetchStudioLearners, queryOptions } from '@baeum/shared';

export const learnersQuery = (classId: number, q: string, page: number) =>
  queryOptions({
    queryKey: ['studio', 'classes', classId, 'learners', q, page],
    queryFn: () => fetchStudioLearners(classId, q, page),
    // The page shown stays while the next one loads.
    placeholderData: (previous) => previous,
  });

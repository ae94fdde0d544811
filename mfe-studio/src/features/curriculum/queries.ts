// A class's outline (README "Data"): sections and their lessons.
import { fetchStudioCurriculum, queryOptions } from '@baeum/shared';

export const curriculumQuery = (classId: number) =>
  queryOptions({
    queryKey: ['studio', 'classes', classId, 'curriculum'],
    queryFn: () => fetchStudioCurriculum(classId),
  });

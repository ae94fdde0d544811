import { useQuery } from '@baeum/shared';
import { takenClassesQuery } from '../queries';

export type { TakenClasses } from '../queries';

/** The member's registered and managed classes from the user-data call (`/new/user/data`). */
export function useTakenClasses(userId: number) {
  return useQuery(takenClassesQuery(userId));
}

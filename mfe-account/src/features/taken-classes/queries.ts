// The member's classes (README "Data"): the user-data call (`/new/user/data`).
import { fetchUserData, queryOptions } from '@baeum/shared';
import type { ClassCardData } from '@baeum/shared';
import { accountQueries } from '../../lib/queries';

export interface TakenClasses {
  /** Spec §3 classList.registered: the classes the member takes. */
  registered: ClassCardData[];
  /** Spec §3 classList.management: the classes a coach runs. */
  managed: ClassCardData[];
}

export const takenClassesQuery = (userId: number) =>
  queryOptions({
    queryKey: [...accountQueries.all(userId), 'userData'],
    queryFn: async (): Promise<TakenClasses> => {
      const result = await fetchUserData();
      // The call reports failures as a result (spec §8); the screen shows its own 다시 시도.
      if (result.status !== 'ok') throw new Error(`user data: ${result.status}`);
      return { registered: result.data.registered ?? [], managed: result.data.management ?? [] };
    },
  });

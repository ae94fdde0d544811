import { fetchUserData, useQuery } from '@baeum/shared';
import type { ClassCardData } from '@baeum/shared';
import { accountKeys } from '../../../lib/accountKeys';

export interface TakenClasses {
  /** Spec §3 classList.registered: the classes the member takes. */
  registered: ClassCardData[];
  /** Spec §3 classList.management: the classes a coach runs. */
  managed: ClassCardData[];
}

/** The member's registered and managed classes from the user-data call (`/new/user/data`). */
export function useTakenClasses(userId: number) {
  return useQuery({
    queryKey: accountKeys.userData(userId),
    queryFn: async (): Promise<TakenClasses> => {
      const result = await fetchUserData();
      // The call reports failures as a result (spec §8); the screen shows its own 다시 시도.
      if (result.status !== 'ok') throw new Error(`user data: ${result.status}`);
      return { registered: result.data.registered ?? [], managed: result.data.management ?? [] };
    },
  });
}

import { fetchUserSubInfo, useQuery } from '@baeum/shared';
import { accountKeys } from '../../../lib/accountKeys';

/** `profile_app`: level, points and the counts of /my. Other screens refresh it by its key. */
export function useSubInfo(userId: number) {
  return useQuery({ queryKey: accountKeys.subInfo(userId), queryFn: fetchUserSubInfo });
}

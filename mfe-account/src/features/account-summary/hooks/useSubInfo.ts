import { useQuery } from '@baeum/shared';
import { accountQueries } from '../../../lib/queries';

/** `profile_app`: level, points and the counts of /my. Other screens refresh it by its key. */
export function useSubInfo(userId: number) {
  return useQuery(accountQueries.subInfo(userId));
}

import { fetchEditProfile, useQuery } from '@baeum/shared';
import { accountKeys } from '../../../lib/accountKeys';

/** What the edit screen starts from (`GET profile_edit`). Always read fresh: the form fills once. */
export function useEditProfile(userId: number) {
  return useQuery({
    queryKey: accountKeys.editProfile(userId),
    queryFn: fetchEditProfile,
    staleTime: 0,
  });
}

import { useQuery } from '@baeum/shared';
import { editProfileQuery } from '../queries';

/** What the edit screen starts from (`GET profile_edit`). Always read fresh: the form fills once. */
export function useEditProfile(userId: number) {
  return useQuery(editProfileQuery(userId));
}

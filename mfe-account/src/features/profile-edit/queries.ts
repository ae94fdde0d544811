// What the edit screen starts from (README "Data"): `GET profile_edit`.
import { fetchEditProfile, queryOptions } from '@baeum/shared';
import { accountQueries } from '../../lib/queries';

/** Always read fresh: the form fills once. */
export const editProfileQuery = (userId: number) =>
  queryOptions({
    queryKey: [...accountQueries.all(userId), 'editProfile'],
    queryFn: fetchEditProfile,
    staleTime: 0,
  });

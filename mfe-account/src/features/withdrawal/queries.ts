// Leaving (README "Data"): what it would take away.
import { fetchWithdrawalCheck, queryOptions } from '@baeum/shared';
import { accountQueries } from '../../lib/queries';

/** `withdrawal_check`, asked fresh each time the screen opens. */
export const withdrawalCheckQuery = (userId: number) =>
  queryOptions({
    queryKey: [...accountQueries.all(userId), 'withdrawalCheck'],
    queryFn: fetchWithdrawalCheck,
    staleTime: 0,
  });

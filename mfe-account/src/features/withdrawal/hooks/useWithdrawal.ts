import { toApiError, useMutation, useQuery, useQueryClient, withdraw } from '@baeum/shared';
import { accountQueries } from '../../../lib/queries';
import { withdrawalCheckQuery } from '../queries';
import { forgetPushSettings } from '../../../lib/pushSettings';
import { messages } from '../../../messages';

/** `withdrawal_check`: what leaving would take away, asked fresh each time the screen opens. */
export function useWithdrawalCheck(userId: number) {
  return useQuery(withdrawalCheckQuery(userId));
}

/** Why the server refused: a coach with open classes (409), or anything else. */
export function withdrawalFailureMessage(error: unknown): string {
  const e = toApiError(error);
  return (e.code ?? e.status) === 409
    ? messages.withdrawal.coachBlocked
    : messages.withdrawal.failed;
}

/**
 * `POST withdrawal` (the shared call forgets the token). Afterwards nothing of the member stays
 * on this device: their cached answers and their push flags go too.
 */
export function useWithdraw(userId: number, onWithdrawn: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => withdraw(reason),
    onSuccess: () => {
      forgetPushSettings(userId);
      qc.removeQueries({ queryKey: accountQueries.all(userId) });
      onWithdrawn();
    },
  });
}

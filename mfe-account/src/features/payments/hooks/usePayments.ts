// The member's payments (issue #37): the list (20 a page), one receipt, the refund request.
import {
  classQueries,
  requestRefund,
  showToast,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { PaymentWire } from '@baeum/shared';
import { accountQueries } from '../../../lib/queries';
import { messages } from '../../../messages';
import { paymentQueries } from '../queries';

export function usePaymentList(userId: number) {
  const query = useInfiniteQuery(paymentQueries.list(userId));
  const seen = new Set<number>();
  const list = (query.data?.pages ?? [])
    .flatMap((page) => page.list)
    .filter((p) => !seen.has(p.payment_id) && seen.add(p.payment_id));
  return { query, list };
}

export const isPaymentId = (id: string | undefined): id is string =>
  id !== undefined && /^[1-9]\d{0,9}$/.test(id);

export function usePayment(userId: number, paymentId: string) {
  return useQuery(paymentQueries.one(userId, paymentId));
}

/** 환불 요청: the refunded payment replaces the receipt; the list, points and classes refresh. */
export function useRefund(userId: number, paymentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => requestRefund(paymentId),
    onSuccess: (payment: PaymentWire) => {
      qc.setQueryData(paymentQueries.one(userId, paymentId).queryKey, payment);
      showToast({ type: 'success', message: messages.payments.refundDone });
    },
    // Whatever the answer (a refund done elsewhere is 409), show the payment as it now stands.
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: accountQueries.all(userId) });
      void qc.invalidateQueries({ queryKey: classQueries.all });
    },
  });
}

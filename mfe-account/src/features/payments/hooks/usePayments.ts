// The member's payments (issue #37): the list (20 a page), one receipt, the refund request.
import {
  fetchPayment,
  fetchPayments,
  requestRefund,
  showToast,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { PaymentWire } from '@baeum/shared';
import { messages } from '../../../messages';

const keys = {
  list: (userId: number) => ['account', userId, 'payments'] as const,
  one: (userId: number, paymentId: string) => ['account', userId, 'payments', paymentId] as const,
};

export function usePaymentList(userId: number) {
  const query = useInfiniteQuery({
    queryKey: keys.list(userId),
    queryFn: ({ pageParam }) => fetchPayments(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
  });
  const seen = new Set<number>();
  const list = (query.data?.pages ?? [])
    .flatMap((page) => page.list)
    .filter((p) => !seen.has(p.payment_id) && seen.add(p.payment_id));
  return { query, list };
}

export const isPaymentId = (id: string | undefined): id is string =>
  id !== undefined && /^[1-9]\d{0,9}$/.test(id);

export function usePayment(userId: number, paymentId: string) {
  return useQuery({
    queryKey: keys.one(userId, paymentId),
    queryFn: () => fetchPayment(paymentId),
    retry: false,
  });
}

/** 환불 요청: the refunded payment replaces the receipt; the list, points and classes refresh. */
export function useRefund(userId: number, paymentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => requestRefund(paymentId),
    onSuccess: (payment: PaymentWire) => {
      qc.setQueryData(keys.one(userId, paymentId), payment);
      showToast({ type: 'success', message: messages.payments.refundDone });
    },
    // Whatever the answer (a refund done elsewhere is 409), show the payment as it now stands.
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['account', userId] });
      void qc.invalidateQueries({ queryKey: ['class'] });
    },
  });
}

// The member's payments (README "Data"): the list (20 a page) and one receipt.
import { fetchPayment, fetchPayments, infiniteQueryOptions, queryOptions } from '@baeum/shared';
import type { PaymentPageWire } from '@baeum/shared';
import { accountQueries } from '../../lib/queries';

export const paymentQueries = {
  list: (userId: number) =>
    infiniteQueryOptions({
      queryKey: [...accountQueries.all(userId), 'payments'],
      queryFn: ({ pageParam }) => fetchPayments(pageParam),
      initialPageParam: 1,
      getNextPageParam: (last: PaymentPageWire) =>
        last.page < last.total_page ? last.page + 1 : undefined,
    }),
  one: (userId: number, paymentId: string) =>
    queryOptions({
      queryKey: [...accountQueries.all(userId), 'payments', paymentId],
      queryFn: () => fetchPayment(paymentId),
      retry: false,
    }),
};

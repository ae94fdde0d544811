// The checkout's server data (README "Data"): the price quote, the order and its receipt.
import { fetchCheckoutQuote, fetchOrder, fetchPayment, queryOptions } from '@baeum/shared';

export interface QuoteInput {
  code: string | null;
  points: number;
}

export const checkoutQueries = {
  /** Every quote (a price that changed under the buyer, 409, asks again). */
  quotes: ['class', 'checkout-quote'] as const,
  /** The price the API computes with the code and points (`POST /new/checkout/quote`). */
  quote: (classId: number, input: QuoteInput) =>
    queryOptions({
      queryKey: ['class', 'checkout-quote', classId, input.code, input.points],
      queryFn: () =>
        fetchCheckoutQuote({
          class_id: classId,
          ...(input.code ? { discount_code: input.code } : {}),
          points: input.points,
        }),
      retry: false,
    }),
  /** The order the provider (or the card) ended with; only a well-formed id is asked for. */
  order: (orderId: string | null) =>
    queryOptions({
      queryKey: ['class', 'order', orderId],
      queryFn: () => fetchOrder(orderId!),
      enabled: orderId !== null && /^ord_[A-Za-z0-9_-]{22}$/.test(orderId),
      retry: false,
    }),
  /** A paid order's receipt. */
  receipt: (paymentId: number | null) =>
    queryOptions({
      queryKey: ['class', 'receipt', paymentId],
      queryFn: () => fetchPayment(paymentId!),
      enabled: paymentId !== null,
    }),
};

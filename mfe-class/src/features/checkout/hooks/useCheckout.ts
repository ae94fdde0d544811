import { useState } from 'react';
import {
  classQueries,
  createOrder,
  generateUuid,
  keepPreviousData,
  registerStoreCustomer,
  toApiError,
  useMutation,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { CheckoutQuoteWire, OrderAnswer, PayMethod } from '@baeum/shared';
import { goToProvider } from '../lib/leave';
import { checkoutQueries } from '../queries';
import type { QuoteInput } from '../queries';

/** The price the API computes with the code and points (`POST /new/checkout/quote`). */
export function useCheckoutQuote(classId: number, input: QuoteInput) {
  return useQuery({ ...checkoutQueries.quote(classId, input), placeholderData: keepPreviousData });
}

export interface PayInput {
  quote: CheckoutQuoteWire;
  method: PayMethod;
  name: string;
  phone: string;
  card?: { number: string; expiry: string };
}

/**
 * Registers the buyer with the coach's store, then makes the order. One idempotency key per
 * attempt: a double click or a retry after a lost answer never makes a second order. A card is
 * paid at once; easy-pay answers the provider's page, where the browser goes.
 */
export function usePay(classId: number) {
  const qc = useQueryClient();
  const [key, setKey] = useState(generateUuid);
  return useMutation({
    mutationFn: async (input: PayInput): Promise<OrderAnswer> => {
      // The store registration is the coach's customer list: a failure there never blocks paying.
      await registerStoreCustomer({
        name: input.name,
        phone: input.phone,
        class_id: classId,
      }).catch(() => undefined);
      return createOrder({
        class_id: classId,
        method: input.method,
        idempotency_key: key,
        expected_amount: input.quote.amount,
        ...(input.quote.discount_code ? { discount_code: input.quote.discount_code } : {}),
        points: input.quote.points_used,
        ...(input.card ? { card_number: input.card.number, card_expiry: input.card.expiry } : {}),
      });
    },
    // A refused attempt ends with its key: the next try is a new order.
    onError: (error) => {
      const status = toApiError(error).status;
      if (status === 402 || status === 422 || status === 409) setKey(generateUuid());
      if (status === 409) void qc.invalidateQueries({ queryKey: checkoutQueries.quotes });
    },
    onSuccess: (answer) => {
      if (answer.redirect_url) return goToProvider(answer.redirect_url);
      qc.setQueryData(checkoutQueries.order(answer.order.order_id).queryKey, answer.order);
      void qc.invalidateQueries({ queryKey: classQueries.summaries });
      void qc.invalidateQueries({ queryKey: classQueries.myClasses });
    },
  });
}

/** The order the provider (or the card) ended with, then its receipt. */
export function useOrderResult(orderId: string | null) {
  const order = useQuery(checkoutQueries.order(orderId));
  const paymentId = order.data?.status === 'paid' ? order.data.payment_id : null;
  const receipt = useQuery(checkoutQueries.receipt(paymentId));
  return { order, receipt };
}

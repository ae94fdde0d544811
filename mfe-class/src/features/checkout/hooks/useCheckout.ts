import { useState } from 'react';
import {
  fetchProductKey,
  fetchReceipt,
  generateUuid,
  payForClass,
  registerStoreCustomer,
  requestDiscount,
  toApiError,
  useMutation,
  useQuery,
  useQueryClient,
} from '@baeum/shared';
import type { DiscountWire, ReceiptWire } from '@baeum/shared';

/** The plan's price (`POST biz/discount`), with a discount code when one is applied. */
export function useQuote(classId: number, code: string | null) {
  return useQuery({
    queryKey: ['class', 'quote', classId, code],
    queryFn: () => requestDiscount({ class_id: classId, ...(code ? { discount_code: code } : {}) }),
    retry: false,
  });
}

/** The in-app product key for this monthly price (`GET product_key`), handed to the payment. */
export function useProductKey(monthlyPrice: number | undefined) {
  return useQuery({
    queryKey: ['class', 'product-key'],
    queryFn: fetchProductKey,
    staleTime: Infinity,
    select: (keys) =>
      keys.list?.find((k) => k.price === monthlyPrice)?.product_key ?? keys.product_key,
  });
}

export interface PayInput {
  quote: DiscountWire;
  name: string;
  phone: string;
  card: string;
  productKey?: string;
}

/**
 * Registers the buyer with the coach's store, then pays. One idempotency key per checkout visit:
 * a double click, a retry after a lost answer or a reload of the result never charges twice.
 */
export function usePay(classId: number) {
  const qc = useQueryClient();
  const [key, setKey] = useState(generateUuid);
  return useMutation({
    mutationFn: async (input: PayInput): Promise<ReceiptWire> => {
      // The store registration is the coach's customer list: a failure there never blocks paying.
      await registerStoreCustomer({
        name: input.name,
        phone: input.phone,
        class_id: classId,
      }).catch(() => undefined);
      return payForClass({
        class_id: classId,
        idempotency_key: key,
        card_number: input.card,
        ...(input.quote.discount_code ? { discount_code: input.quote.discount_code } : {}),
        ...(input.productKey ? { product_key: input.productKey } : {}),
      });
    },
    // A declined card ends that attempt (its key keeps the decline): the next try is a new one.
    onError: (error) => {
      if (toApiError(error).status === 402) setKey(generateUuid());
    },
    onSuccess: (receipt) => {
      qc.setQueryData(['class', 'receipt', String(receipt.payment_id)], receipt);
      // The class detail now shows 수강 중; the user's classes changed.
      void qc.invalidateQueries({ queryKey: ['class', 'summary'] });
      void qc.invalidateQueries({ queryKey: ['class', 'my-classes'] });
    },
  });
}

export function useReceipt(paymentId: string | null) {
  return useQuery({
    queryKey: ['class', 'receipt', paymentId],
    queryFn: () => fetchReceipt(paymentId!),
    enabled: paymentId !== null && /^[1-9]\d{0,9}$/.test(paymentId),
  });
}

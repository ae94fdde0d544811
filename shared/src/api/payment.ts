// Paying for a class: the reference API's test-mode payment (no outside provider) and receipts.
import { apiGet, apiPost } from './client';
import { seg } from './path';
import type { Id } from './types';

export interface PaymentRequest {
  class_id: Id;
  /** One per checkout: the same key never charges twice (a retry answers the first outcome). */
  idempotency_key: string;
  card_number: string;
  discount_code?: string;
  product_key?: string;
}

export interface ReceiptWire {
  payment_id: number;
  status: 'paid' | 'declined';
  class_id: number;
  class_name: string;
  months: number;
  monthly_price: number;
  total_price: number;
  discount_amount: number;
  discount_code: string | null;
  code_discount: number;
  amount: number;
  card_last4: string;
  paid_at: string;
}

/** `POST payment/test`: 402 for a declined card, 409 for a class already taken. */
export function payForClass(request: PaymentRequest): Promise<ReceiptWire> {
  return apiPost<ReceiptWire>('payment/test', request);
}

/** `GET payment/{id}`: one's own receipt. */
export function fetchReceipt(paymentId: Id): Promise<ReceiptWire> {
  return apiGet<ReceiptWire>(`payment/${seg(paymentId)}`);
}

// Checkout part 2 (issue #37): the quote with points, orders (card or easy-pay in test mode),
// the member's payments, receipts and refunds — the reference API's `/new/…` routes.
import { apiGet, apiPost } from './client';
import { seg } from './path';
import type { Id, Paged } from './types';

export type EasyPayMethod = 'kakaopay' | 'naverpay' | 'tosspay';
export type PayMethod = 'card' | EasyPayMethod;

/** One line of the price the API computed: 정가, 클래스 할인, 할인 코드, 포인트, 결제 금액. */
export interface BreakdownLine {
  label: string;
  amount: number;
}

export interface CheckoutQuoteRequest {
  class_id: Id;
  discount_code?: string;
  points?: number;
}

/** `POST /new/checkout/quote`: the price with the code and points, and the member's balance. */
export interface CheckoutQuoteWire {
  class_id: number;
  class_name: string;
  price: number;
  discount: number;
  payment: number;
  months: number;
  total_price: number;
  discount_amount: number;
  discount_code: string | null;
  code_discount: number;
  final_price: number;
  balance: number;
  points_used: number;
  amount: number;
  points_rule: { unit: number; max: number };
  breakdown: BreakdownLine[];
}

export interface OrderRequest extends CheckoutQuoteRequest {
  method: PayMethod;
  /** One per checkout attempt: the same key never makes a second order. */
  idempotency_key: string;
  /** The 결제 금액 the screen showed: 409 when the API's differs. */
  expected_amount?: number;
  card_number?: string;
  /** MM/YY. */
  card_expiry?: string;
}

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

export interface OrderWire {
  order_id: string;
  status: OrderStatus;
  status_label: string;
  class_id: number;
  class_name: string;
  method: PayMethod | 'points';
  method_label: string;
  months: number;
  total_price: number;
  discount_amount: number;
  discount_code: string | null;
  code_discount: number;
  points_used: number;
  amount: number;
  breakdown: BreakdownLine[];
  failure: string | null;
  failure_message: string | null;
  payment_id: number | null;
  expires_at: string;
  created_at: string;
  complete_url: string;
}

/** The order, and where the browser goes for easy-pay (the provider's page), else null. */
export interface OrderAnswer {
  order: OrderWire;
  redirect_url: string | null;
}

export type PaymentStatus = 'paid' | 'refund_requested' | 'refunded';

export interface PaymentWire {
  payment_id: number;
  order_id: string | null;
  class_id: number;
  class_name: string;
  status: PaymentStatus;
  status_label: string;
  method: string;
  method_label: string;
  card_last4: string | null;
  months: number;
  monthly_price: number;
  total_price: number;
  discount_amount: number;
  discount_code: string | null;
  code_discount: number;
  points_used: number;
  amount: number;
  breakdown: BreakdownLine[];
  paid_at: string | null;
  refund_requested_at: string | null;
  refunded_at: string | null;
  refund_amount: number | null;
  lessons_done: number;
  /** Lessons the server handed out (what the refund rule counts; api/README). */
  lessons_taken?: number;
  lessons_total: number;
  refundable: boolean;
  /** Why not (Korean), when not refundable. */
  refund_reason: string | null;
  refund_policy: { days: number; max_done_share: string };
}

export interface PaymentPageWire extends Paged<PaymentWire> {
  total_count?: number;
}

/** `POST /new/checkout/quote` (409 over the balance, 400 over the order's maximum). */
export function fetchCheckoutQuote(request: CheckoutQuoteRequest): Promise<CheckoutQuoteWire> {
  return apiPost<CheckoutQuoteWire>('/new/checkout/quote', request);
}

/** `POST /new/orders`: a card is paid at once (402 declined), easy-pay answers `redirect_url`. */
export function createOrder(request: OrderRequest): Promise<OrderAnswer> {
  return apiPost<OrderAnswer>('/new/orders', request);
}

/** `GET /new/orders/{orderId}`: one's own order (an expired one is failed first). */
export function fetchOrder(orderId: string): Promise<OrderWire> {
  return apiGet<OrderWire>(`/new/orders/${seg(orderId)}`);
}

/** `GET /new/payments?page=`: the member's payments, 20 a page, newest first. */
export function fetchPayments(page = 1): Promise<PaymentPageWire> {
  return apiGet<PaymentPageWire>('/new/payments', { page });
}

/** `GET /new/payments/{id}`: one receipt. */
export function fetchPayment(paymentId: Id): Promise<PaymentWire> {
  return apiGet<PaymentWire>(`/new/payments/${seg(paymentId)}`);
}

/** `POST /new/payments/{id}/refund`: the refunded payment (409 when no longer refundable). */
export function requestRefund(paymentId: Id): Promise<PaymentWire> {
  return apiPost<PaymentWire>(`/new/payments/${seg(paymentId)}/refund`);
}

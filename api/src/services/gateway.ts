// The payment gateway seam (issue #37): one interface for every provider; the test provider is
// its only implementation here. It stands for an outside company: it keeps its own records
// (`pg_test_payments`), serves its own page (routes/pgTest.ts) and signs what it sends back to us.
// A real adapter (Toss Payments, KakaoPay, NaverPay…) implements the same calls over the
// provider's HTTP API with its secret key (see api/README "Checkout and refunds").
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import type { Tokens } from '../auth/tokens.ts';

export type EasyPay = 'kakaopay' | 'naverpay' | 'tosspay';
export type Method = 'card' | EasyPay;

export const TEST_CARDS = { approved: '4242424242424242', declined: '4000000000000002' } as const;

/** Failure codes a gateway reports (the API turns them into Korean messages). */
export type GatewayFailure =
  'user_cancel' | 'declined' | 'unknown_card' | 'card_expired' | 'not_found' | 'amount_mismatch';

export class GatewayError extends Error {
  readonly failure: GatewayFailure;
  constructor(failure: GatewayFailure) {
    super(failure);
    this.failure = failure;
  }
}

/** What the provider's return to the API says, once its signature is checked. */
export type ProviderReturn =
  | { orderId: string; ok: true; paymentKey: string; amount: number }
  | { orderId: string; ok: false; failure: GatewayFailure };

export interface PaymentGateway {
  /** Where the browser goes to pay an easy-pay order: the provider's page. */
  checkoutUrl(o: { orderId: string; amount: number; method: EasyPay; orderName: string }): string;
  /** The provider's return (query of the return URL), or null when its signature is wrong. */
  readReturn(query: Record<string, unknown>): ProviderReturn | null;
  /**
   * Confirms an approved payment for exactly `amount`. Idempotent: confirming a confirmed payment
   * again succeeds. Throws GatewayError (`not_found`, `amount_mismatch`).
   */
  confirm(p: { paymentKey: string; orderId: string; amount: number }): Promise<void>;
  /** Pays by card at once (number and MM/YY expiry); the payment's key, or GatewayError. */
  payCard(p: {
    orderId: string;
    amount: number;
    cardNumber: string;
    expiry?: { month: number; year: number };
  }): Promise<{ paymentKey: string }>;
  /**
   * Voids or refunds a payment in full. Idempotent (a cancelled payment stays cancelled and the
   * call succeeds again); a real adapter sends `idempotencyKey` as the provider's Idempotency-Key
   * header, so a retried refund is one refund at the provider.
   */
  cancel(p: { paymentKey: string; reason: string; idempotencyKey?: string }): Promise<void>;
}

const key = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`;

/** The test provider: 테스트 결제, no money moves. */
export class TestGateway implements PaymentGateway {
  private readonly db: Queryable;
  private readonly tokens: Tokens;
  /** The API's public prefix (`/_api`): where the provider page and the return route are. */
  private readonly publicBase: string;
  constructor(db: Queryable, tokens: Tokens, publicBase: string) {
    this.db = db;
    this.tokens = tokens;
    this.publicBase = publicBase;
  }

  // --- what the provider's page does (routes/pgTest.ts) ---

  /** The signature the provider puts on its page's form and on its return to the API. */
  sign(data: string): string {
    return this.tokens.signature(`pg-test.${data}`);
  }
  checkSign(data: string, sig: unknown): boolean {
    return typeof sig === 'string' && this.tokens.checkSignature(`pg-test.${data}`, sig);
  }

  /** Whether the merchant made this order (the provider shows no page for a made-up one). */
  async knows(orderId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM orders WHERE id = $1', [orderId])).length > 0;
  }

  /**
   * The member pressed 승인: the provider authorizes the amount its page was given — only for an
   * order the merchant still awaits (pending, not expired; checked in the same statement), else
   * GatewayError `not_found`. A wrong amount is the merchant's to refuse (`confirm`).
   */
  async authorize(orderId: string, amount: number, method: string): Promise<string> {
    const paymentKey = key('tpk');
    const rows = await this.db.query(
      `INSERT INTO pg_test_payments (payment_key, order_id, amount, method, status)
       SELECT $1, $2, $3, $4, 'authorized' WHERE EXISTS (
         SELECT 1 FROM orders WHERE id = $2 AND status = 'pending' AND expires_at > now())
       RETURNING 1`,
      [paymentKey, orderId, amount, method],
    );
    if (!rows.length) throw new GatewayError('not_found');
    return paymentKey;
  }

  /** The API's return URL for an outcome, signed by the provider. */
  returnUrl(r: ProviderReturn): string {
    const q = new URLSearchParams({ orderId: r.orderId });
    if (r.ok) {
      q.set('paymentKey', r.paymentKey);
      q.set('amount', String(r.amount));
      q.set('sig', this.sign(`ok.${r.orderId}.${r.paymentKey}.${r.amount}`));
    } else {
      q.set('code', r.failure);
      q.set('sig', this.sign(`fail.${r.orderId}.${r.failure}`));
    }
    return `${this.publicBase}/new/orders/return?${q}`;
  }

  // --- the PaymentGateway calls the API makes ---

  checkoutUrl(o: { orderId: string; amount: number; method: EasyPay; orderName: string }): string {
    const q = new URLSearchParams({
      order: o.orderId,
      amount: String(o.amount),
      method: o.method,
      name: o.orderName,
    });
    return `${this.publicBase}/pg/test/checkout?${q}`;
  }

  readReturn(query: Record<string, unknown>): ProviderReturn | null {
    const s = (k: string) => (typeof query[k] === 'string' ? (query[k] as string) : '');
    const orderId = s('orderId');
    if (!orderId) return null;
    if (s('paymentKey')) {
      const amount = s('amount');
      if (!/^\d{1,10}$/.test(amount)) return null;
      if (!this.checkSign(`ok.${orderId}.${s('paymentKey')}.${amount}`, query.sig)) return null;
      return { orderId, ok: true, paymentKey: s('paymentKey'), amount: Number(amount) };
    }
    const code = s('code') as GatewayFailure;
    if (!this.checkSign(`fail.${orderId}.${code}`, query.sig)) return null;
    return { orderId, ok: false, failure: code };
  }

  async confirm(p: { paymentKey: string; orderId: string; amount: number }): Promise<void> {
    const rows = await this.db.query<{ amount: number; order_id: string; status: string }>(
      'SELECT amount, order_id, status FROM pg_test_payments WHERE payment_key = $1',
      [p.paymentKey],
    );
    const t = rows[0];
    if (!t || t.order_id !== p.orderId || t.status === 'cancelled')
      throw new GatewayError('not_found');
    if (t.amount !== p.amount) throw new GatewayError('amount_mismatch');
    await this.db.query(
      `UPDATE pg_test_payments SET status = 'confirmed' WHERE payment_key = $1 AND status = 'authorized'`,
      [p.paymentKey],
    );
  }

  async payCard(p: {
    orderId: string;
    amount: number;
    cardNumber: string;
    expiry?: { month: number; year: number };
  }): Promise<{ paymentKey: string }> {
    if (p.cardNumber !== TEST_CARDS.approved && p.cardNumber !== TEST_CARDS.declined)
      throw new GatewayError('unknown_card');
    if (p.expiry) {
      // A card is valid through the last day of its expiry month (Korean time is close enough).
      const end = Date.UTC(2000 + p.expiry.year, p.expiry.month, 1);
      if (end <= Date.now()) throw new GatewayError('card_expired');
    }
    if (p.cardNumber === TEST_CARDS.declined) throw new GatewayError('declined');
    const paymentKey = key('tpk');
    await this.db.query(
      `INSERT INTO pg_test_payments (payment_key, order_id, amount, method, status) VALUES ($1, $2, $3, 'card', 'confirmed')`,
      [paymentKey, p.orderId, p.amount],
    );
    return { paymentKey };
  }

  async cancel(p: { paymentKey: string; reason: string; idempotencyKey?: string }): Promise<void> {
    await this.db.query(`UPDATE pg_test_payments SET status = 'cancelled' WHERE payment_key = $1`, [
      p.paymentKey,
    ]);
  }
}

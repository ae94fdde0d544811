-- Checkout part 2 (issue #37): orders (a checkout attempt: pending → paid | failed | cancelled),
-- easy-pay through a payment gateway, points spent at checkout, refunds.
CREATE TABLE orders (
  -- random and unguessable: it travels in URLs to and from the provider's page
  id text PRIMARY KEY CHECK (id ~ '^ord_[A-Za-z0-9_-]{22}$'),
  user_id integer NOT NULL REFERENCES users(id),
  class_id integer NOT NULL REFERENCES classes(id),
  method text NOT NULL CHECK (method IN ('card', 'kakaopay', 'naverpay', 'tosspay', 'points')),
  idempotency_key text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  months integer NOT NULL,
  monthly_price integer NOT NULL,
  total_price integer NOT NULL,
  discount_amount integer NOT NULL,
  code_discount integer NOT NULL DEFAULT 0,
  discount_code text,
  points_used integer NOT NULL DEFAULT 0 CHECK (points_used >= 0 AND points_used % 100 = 0),
  amount integer NOT NULL CHECK (amount >= 0),
  -- the gateway's key of the approved payment
  provider_key text,
  -- why an order failed or was cancelled (a code; the answer's message is Korean)
  failure text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
-- At most one pending order per member and class (a new one supersedes the earlier).
CREATE UNIQUE INDEX orders_one_pending ON orders(user_id, class_id) WHERE status = 'pending';
CREATE INDEX orders_pending_expiry ON orders(expires_at) WHERE status = 'pending';

-- A payment is what was paid (the card flow of /payment/test writes one directly; an order writes
-- one when it is confirmed, never two: order_id is unique). Refunds: paid → refund_requested
-- (sent to the gateway) → refunded.
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('paid', 'declined', 'refund_requested', 'refunded'));
ALTER TABLE payments ALTER COLUMN card_last4 DROP NOT NULL;
ALTER TABLE payments ADD COLUMN order_id text UNIQUE REFERENCES orders(id);
ALTER TABLE payments ADD COLUMN method text NOT NULL DEFAULT 'card';
ALTER TABLE payments ADD COLUMN points_used integer NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN provider_key text;
ALTER TABLE payments ADD COLUMN refund_requested_at timestamptz;
ALTER TABLE payments ADD COLUMN refunded_at timestamptz;
ALTER TABLE payments ADD COLUMN refund_amount integer;
CREATE INDEX payments_class ON payments(class_id, created_at);

-- Points spent on an order (negative, kind 'order_spend') and given back (positive, kind
-- 'order_return'): at most one of each per order, so points are spent and returned once.
ALTER TABLE points ADD COLUMN order_id text REFERENCES orders(id);
CREATE UNIQUE INDEX points_order_once ON points(order_id, kind) WHERE order_id IS NOT NULL;

-- The test provider's own records (it stands for an outside gateway: its payments by key).
CREATE TABLE pg_test_payments (
  payment_key text PRIMARY KEY,
  order_id text NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  method text NOT NULL,
  status text NOT NULL CHECK (status IN ('authorized', 'confirmed', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pg_test_payments_order ON pg_test_payments(order_id);

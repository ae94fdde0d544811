-- Test-mode payments (no outside provider) and the discount codes of the business server.
CREATE TABLE discount_codes (
  code text PRIMARY KEY,
  percent integer CHECK (percent BETWEEN 1 AND 100),
  amount integer CHECK (amount > 0),
  expires_at timestamptz,
  CHECK ((percent IS NULL) <> (amount IS NULL))
);
INSERT INTO discount_codes (code, percent, amount, expires_at) VALUES
  ('WELCOME10', 10, NULL, NULL),
  ('BAEUM5000', NULL, 5000, NULL),
  ('OLDCODE', 20, NULL, '2020-01-01T00:00:00Z');

CREATE TABLE payments (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  class_id integer NOT NULL REFERENCES classes(id),
  idempotency_key text NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'declined')),
  months integer NOT NULL,
  monthly_price integer NOT NULL,
  total_price integer NOT NULL,
  discount_amount integer NOT NULL,
  code_discount integer NOT NULL DEFAULT 0,
  discount_code text,
  amount integer NOT NULL,
  card_last4 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX payments_user ON payments(user_id, created_at DESC);

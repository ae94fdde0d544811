-- Issue #47 (h47-outbox): messages that reach members off the site (e-mail, 알림톡, later push).
--
-- A member's e-mail address counts as verified while users.email equals users.verified_email (the
-- address whose link was followed): changing the address unverifies it without touching any code
-- that writes users.email.
ALTER TABLE users ADD COLUMN verified_email text;
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

-- One row per verification link: the token's SHA-256, single use, with an expiry.
CREATE TABLE email_verifications (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_verifications_user ON email_verifications(user_id);

-- The outbox: one row per message and channel, written in the transaction of what caused it; a
-- pg-boss job (id = the row's id) delivers it. queued → sending → sent | failed (tried again) →
-- dead (given up: a permanent refusal or the tries used up); dropped = deliberately not sent (the
-- member left, or the address is not verified).
CREATE TABLE deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  template text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'alimtalk', 'push')),
  data jsonb NOT NULL DEFAULT '{}',
  transactional boolean NOT NULL DEFAULT false,
  dedupe_key text NOT NULL,
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'dead', 'dropped')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  next_attempt_at timestamptz,
  claimed_at timestamptz,
  sent_at timestamptz,
  -- Where it went (an address or a phone) and how (smtp, dev-mailbox, alimtalk, sms).
  recipient text,
  via text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (dedupe_key, channel)
);
CREATE INDEX deliveries_open ON deliveries(state, updated_at)
  WHERE state IN ('queued', 'sending', 'failed', 'dead');
CREATE INDEX deliveries_user ON deliveries(user_id);

-- What the development senders would have sent (no SMTP_URL: the development mailbox; the test
-- 알림톡 provider; the SMS fallback): shown on the /dev routes, never used with real providers.
CREATE TABLE dev_messages (
  id serial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'alimtalk', 'sms')),
  recipient text NOT NULL,
  message_id text,
  template text,
  subject text,
  body text NOT NULL,
  html text,
  vars jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_messages_recipient ON dev_messages(recipient, id);

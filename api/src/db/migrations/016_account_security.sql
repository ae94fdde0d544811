-- Issue #38 (h-account): password reset that finishes, and marketing consent with its date.

-- One reset code per phone, apart from sign-up's sms_codes (a reset code can never verify a phone
-- for sign-up, nor the reverse). A row is written for any valid phone that asks, registered or
-- not (user_id NULL: a code that was never sent), so checking a code answers the same for both
-- and tells no one who is registered. Once the code is right the row holds a one-time token
-- (its hash) for setting the new password.
CREATE TABLE password_reset_codes (
  phone text PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  -- the last wrong code tried: the same wrong code again is not a new attempt
  last_wrong text,
  token_hash text,
  token_expires_at timestamptz
);

-- 마케팅 정보 수신 동의: whether the member agreed and when that was decided. No row = not agreed.
CREATE TABLE marketing_consents (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  agreed boolean NOT NULL,
  decided_at timestamptz NOT NULL DEFAULT now()
);

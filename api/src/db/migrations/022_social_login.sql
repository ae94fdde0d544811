-- Issue #52 (h52-social): log-in with 카카오, 네이버 and Apple.

-- A provider account (provider, subject) is linked to one member; a member has at most one
-- account of each provider. Withdrawal deletes the member's links (routes/membership.ts).
CREATE TABLE social_links (
  provider text NOT NULL CHECK (provider IN ('kakao', 'naver', 'apple')),
  subject text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject),
  UNIQUE (user_id, provider)
);

-- One row per log-in begun at a provider, deleted when its callback arrives (a state works once).
-- Nothing about the person: the state's hash, the nonce, the PKCE verifier, where to go after,
-- and the signed-in member when the flow links a provider from the settings.
CREATE TABLE social_login_flows (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  nonce text,
  code_verifier text NOT NULL,
  return_to text NOT NULL,
  link_user_id integer REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);

-- A member who joined with a provider has no phone (nor password) until they add one.
ALTER TABLE users ALTER COLUMN phone DROP NOT NULL;

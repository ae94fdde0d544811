-- Server-side sessions: every credential (access token, hash, session cookie) names the session
-- it was issued for, and a request is signed in only while that row exists and has not expired.
-- Logging out deletes the row (every credential of that log-in stops working at once, on every
-- API instance); "log out everywhere" deletes all of a user's rows; withdrawal does too.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);
CREATE INDEX sessions_expires ON sessions(expires_at);

-- Abuse-limit counters (log-in, SMS, password reset), shared by every API instance: one row per
-- key (a hash of what is counted: a client, a phone, or the whole service) and fixed window.
CREATE TABLE rate_counters (
  key text PRIMARY KEY,
  n integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_counters_reset ON rate_counters(reset_at);

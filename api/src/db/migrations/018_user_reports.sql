-- Issue #38 (h-community): reporting a member from their profile, without a post. One row per
-- reporter and member; reporting again keeps the newest reason (like comment_reports).
CREATE TABLE user_reports (
  reported_id integer NOT NULL REFERENCES users(id),
  reporter_id integer NOT NULL REFERENCES users(id),
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (reported_id, reporter_id),
  CHECK (reported_id <> reporter_id)
);
CREATE INDEX user_reports_reporter ON user_reports(reporter_id);

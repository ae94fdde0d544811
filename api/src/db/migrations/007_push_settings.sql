-- App-push settings (spec section 3): eight flags per member, each OFF until the member turns
-- it on. No row = every flag OFF.
CREATE TABLE push_settings (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  advertising boolean NOT NULL DEFAULT false,
  helpful boolean NOT NULL DEFAULT false,
  cheer boolean NOT NULL DEFAULT false,
  point boolean NOT NULL DEFAULT false,
  friend boolean NOT NULL DEFAULT false,
  reply boolean NOT NULL DEFAULT false,
  chat boolean NOT NULL DEFAULT false,
  community boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Events are either a curated plan (a list of classes) or a monthly pick (classes by category).
ALTER TABLE events ADD COLUMN kind text NOT NULL DEFAULT 'plan' CHECK (kind IN ('plan', 'month'));

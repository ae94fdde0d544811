-- The studio (issue 36): a class is a draft until its coach publishes it. `open_flag` stays the
-- public flag ('Y' on sale, 'N' not), so every query that filters `open_flag = 'Y'` keeps hiding
-- drafts and closed classes; `draft` tells the two 'N' states apart (a draft is never on sale).
-- State: draft → 'draft', open_flag 'Y' → 'published', otherwise 'closed' (판매 종료).
ALTER TABLE classes ADD COLUMN draft boolean NOT NULL DEFAULT false;
ALTER TABLE classes ADD CONSTRAINT classes_draft_not_on_sale CHECK (NOT draft OR open_flag = 'N');
ALTER TABLE classes ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX classes_coach_updated ON classes(coach_id, updated_at DESC);

-- The coach's sales: payments of a class over time.
CREATE INDEX payments_class_time ON payments(class_id, created_at);

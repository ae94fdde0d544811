-- Issue 45 (h45-money): points that cannot be minted and refunds that count what was handed out.

-- A review reward belongs to the payment that made the enrolment (kind 'review'); a refund of
-- that payment takes it back (kind 'review_reclaim', the same amount negative, the same expiry).
-- At most one of each per payment, so a reward is paid once and taken back once.
ALTER TABLE points ADD COLUMN payment_id integer REFERENCES payments(id);
CREATE UNIQUE INDEX points_payment_once ON points(payment_id, kind) WHERE payment_id IS NOT NULL;

-- The review of a refunded enrolment leaves `reviews` (the class's rating, statistics and every
-- list read that table) and is kept here for support. A member who buys the class again may
-- review it again.
CREATE TABLE refunded_reviews (
  id integer PRIMARY KEY,
  class_id integer NOT NULL REFERENCES classes(id),
  user_id integer NOT NULL REFERENCES users(id),
  payment_id integer REFERENCES payments(id),
  score integer NOT NULL,
  pros_content text NOT NULL,
  cons_content text NOT NULL,
  suggestions text NOT NULL,
  progress integer NOT NULL,
  photo_list jsonb NOT NULL,
  helpful_cnt integer NOT NULL,
  coach_reply text,
  blocked char(1) NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  refunded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunded_reviews_member ON refunded_reviews(user_id, class_id);

-- Reviews of enrolments refunded before this migration: archived the same way, and the classes'
-- rating counters lowered by what they counted.
WITH gone AS (
  DELETE FROM reviews r
  WHERE NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = r.user_id AND e.class_id = r.class_id)
    AND EXISTS (SELECT 1 FROM payments p WHERE p.user_id = r.user_id AND p.class_id = r.class_id AND p.status = 'refunded')
  RETURNING r.*
), archived AS (
  INSERT INTO refunded_reviews (id, class_id, user_id, score, pros_content, cons_content, suggestions,
    progress, photo_list, helpful_cnt, coach_reply, blocked, created_at, updated_at)
  SELECT id, class_id, user_id, score, pros_content, cons_content, suggestions, progress, photo_list,
    helpful_cnt, coach_reply, blocked, created_at, updated_at FROM gone
  RETURNING class_id, score
)
UPDATE classes c SET review_cnt = GREATEST(c.review_cnt - a.n, 0), review_sum = GREATEST(c.review_sum - a.s, 0)
FROM (SELECT class_id, COUNT(*)::int AS n, SUM(score)::int AS s FROM archived GROUP BY class_id) a
WHERE c.id = a.class_id;

-- What the server handed out of each lesson to each member (the refund rule counts it, not the
-- player's reports): the byte ranges of the lesson's video served through the media route (their
-- union, so watching a part twice counts once), and `taken_at` once a third of the file has been
-- served — or once a text lesson was opened in the classroom. Never cleared.
CREATE TABLE lesson_taken (
  user_id integer NOT NULL REFERENCES users(id),
  lesson_id integer NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  media_key text,
  media_size bigint NOT NULL DEFAULT 0 CHECK (media_size >= 0),
  served int8multirange NOT NULL DEFAULT '{}',
  taken_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, lesson_id)
);
CREATE INDEX lesson_taken_class ON lesson_taken(user_id, class_id) WHERE taken_at IS NOT NULL;

-- Baeum reference schema. Counters kept on parent rows (like_cnt, follower_cnt, ...) are only
-- ever changed by +1/-1 in the same transaction as the unique-keyed row that justifies them.

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE categories (
  id integer PRIMARY KEY,
  name text NOT NULL,
  icon text NOT NULL,
  icon_key text NOT NULL,
  color text NOT NULL,
  sort integer NOT NULL
);

CREATE TABLE sub_categories (
  id integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES categories(id),
  name text NOT NULL,
  sort integer NOT NULL
);
CREATE INDEX sub_categories_category ON sub_categories(category_id);

CREATE TABLE companies (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  password_hash text,
  name text NOT NULL,
  nickname text,
  photo text,
  email text,
  profile_comment text NOT NULL DEFAULT '',
  gender text NOT NULL DEFAULT 'N',
  coach_yn char(1) NOT NULL DEFAULT 'N',
  kakao_id text,
  living_abroad char(1) NOT NULL DEFAULT 'N',
  company_id integer REFERENCES companies(id),
  follower_cnt integer NOT NULL DEFAULT 0,
  following_cnt integer NOT NULL DEFAULT 0,
  chat_unread_cnt integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'active',
  withdrawn_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One active account per phone; a withdrawn account frees its phone.
CREATE UNIQUE INDEX users_phone_active ON users(phone) WHERE status = 'active';

CREATE TABLE classes (
  id serial PRIMARY KEY,
  coach_id integer NOT NULL REFERENCES users(id),
  category_id integer NOT NULL REFERENCES categories(id),
  sub_category_id integer NOT NULL REFERENCES sub_categories(id),
  name text NOT NULL,
  summary text NOT NULL,
  description text NOT NULL,
  keywords text NOT NULL DEFAULT '',
  level text NOT NULL,
  photo text NOT NULL,
  banner text NOT NULL,
  price integer NOT NULL,
  discount integer NOT NULL DEFAULT 0,
  months integer NOT NULL DEFAULT 5,
  curriculum_cnt integer NOT NULL DEFAULT 0,
  open_flag char(1) NOT NULL DEFAULT 'Y',
  community_yn char(1) NOT NULL DEFAULT 'N',
  community_id integer NOT NULL DEFAULT 0,
  signup_cnt integer NOT NULL DEFAULT 0,
  review_cnt integer NOT NULL DEFAULT 0,
  review_sum integer NOT NULL DEFAULT 0,
  have_cnt integer NOT NULL DEFAULT 0,
  view_cnt integer NOT NULL DEFAULT 0,
  -- lower-cased name, category, sub-category, coach name and keywords, for search
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX classes_category ON classes(category_id, sub_category_id);
CREATE INDEX classes_coach ON classes(coach_id);

CREATE TABLE curriculum (
  id serial PRIMARY KEY,
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  chapter integer NOT NULL,
  chapter_title text NOT NULL,
  seq integer NOT NULL,
  title text NOT NULL,
  duration_sec integer NOT NULL
);
CREATE INDEX curriculum_class ON curriculum(class_id, seq);

CREATE TABLE enrollments (
  user_id integer NOT NULL REFERENCES users(id),
  class_id integer NOT NULL REFERENCES classes(id),
  progress integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, class_id)
);
CREATE INDEX enrollments_class ON enrollments(class_id);

CREATE TABLE company_classes (
  company_id integer NOT NULL REFERENCES companies(id),
  class_id integer NOT NULL REFERENCES classes(id),
  PRIMARY KEY (company_id, class_id)
);

CREATE TABLE reviews (
  id serial PRIMARY KEY,
  class_id integer NOT NULL REFERENCES classes(id),
  user_id integer NOT NULL REFERENCES users(id),
  score integer NOT NULL CHECK (score BETWEEN 1 AND 5),
  pros_content text NOT NULL DEFAULT '',
  cons_content text NOT NULL DEFAULT '',
  suggestions text NOT NULL DEFAULT '',
  progress integer NOT NULL DEFAULT 0,
  photo_list jsonb NOT NULL DEFAULT '[]',
  helpful_cnt integer NOT NULL DEFAULT 0,
  coach_reply text,
  blocked char(1) NOT NULL DEFAULT 'N',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (class_id, user_id)
);
CREATE INDEX reviews_class ON reviews(class_id, created_at DESC);
CREATE INDEX reviews_user ON reviews(user_id);

CREATE TABLE review_helpful (
  review_id integer NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id),
  PRIMARY KEY (review_id, user_id)
);

-- Feed posts (parent_id NULL) and their replies.
CREATE TABLE comments (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  parent_id integer REFERENCES comments(id) ON DELETE CASCADE,
  class_id integer REFERENCES classes(id),
  section text NOT NULL DEFAULT 'free',
  content text NOT NULL,
  photo_list jsonb NOT NULL DEFAULT '[]',
  youtube_file text NOT NULL DEFAULT '',
  like_cnt integer NOT NULL DEFAULT 0,
  reply_cnt integer NOT NULL DEFAULT 0,
  poor_cnt integer NOT NULL DEFAULT 0,
  -- false once the author has withdrawn: the feed and its counts leave the comment out
  visible boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_feed ON comments(created_at DESC, id DESC) WHERE parent_id IS NULL AND visible;
CREATE INDEX comments_parent ON comments(parent_id, created_at) WHERE visible;
CREATE INDEX comments_user ON comments(user_id, created_at DESC);

CREATE TABLE comment_likes (
  comment_id integer NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, user_id)
);
CREATE INDEX comment_likes_user ON comment_likes(user_id);

CREATE TABLE comment_reports (
  comment_id integer NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, user_id)
);

CREATE TABLE follows (
  follower_id integer NOT NULL REFERENCES users(id),
  followee_id integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);
CREATE INDEX follows_followee ON follows(followee_id, created_at DESC);

CREATE TABLE blocks (
  blocker_id integer NOT NULL REFERENCES users(id),
  blocked_id integer NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);

CREATE TABLE bookmarks (
  user_id integer NOT NULL REFERENCES users(id),
  class_id integer NOT NULL REFERENCES classes(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, class_id)
);
CREATE INDEX bookmarks_class ON bookmarks(class_id);

CREATE TABLE class_views (
  user_id integer NOT NULL REFERENCES users(id),
  class_id integer NOT NULL REFERENCES classes(id),
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, class_id)
);
CREATE INDEX class_views_recent ON class_views(user_id, viewed_at DESC);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  push_type integer NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  link text NOT NULL DEFAULT '',
  image text,
  read_status char(1) NOT NULL DEFAULT 'N',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user ON notifications(user_id, created_at DESC, id DESC);

CREATE TABLE points (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  amount integer NOT NULL,
  kind text NOT NULL,
  title text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expire_at timestamptz
);
CREATE INDEX points_user ON points(user_id, created_at DESC, id DESC);

CREATE TABLE notices (
  id serial PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  pinned boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE coupons (
  code text PRIMARY KEY,
  point integer NOT NULL,
  title text NOT NULL,
  expire_at timestamptz NOT NULL,
  max_uses integer,
  used_cnt integer NOT NULL DEFAULT 0
);

CREATE TABLE coupon_uses (
  code text NOT NULL REFERENCES coupons(code),
  user_id integer NOT NULL REFERENCES users(id),
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (code, user_id)
);

CREATE TABLE popular_keywords (
  keyword text PRIMARY KEY,
  score integer NOT NULL DEFAULT 0
);

CREATE TABLE suggest_terms (
  term text PRIMARY KEY,
  term_lower text NOT NULL,
  choseong text NOT NULL,
  weight integer NOT NULL DEFAULT 0
);
CREATE INDEX suggest_terms_weight ON suggest_terms(weight DESC);

CREATE TABLE search_logs (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  keyword text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, keyword)
);
CREATE INDEX search_logs_user ON search_logs(user_id, created_at DESC);

CREATE TABLE banners (
  id integer PRIMARY KEY,
  kind text NOT NULL,
  title text NOT NULL,
  subtitle text NOT NULL,
  image text NOT NULL,
  link text NOT NULL,
  bgcolor text NOT NULL,
  sort integer NOT NULL
);

CREATE TABLE events (
  id integer PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  banner_image text NOT NULL,
  bgcolor text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL
);

CREATE TABLE event_classes (
  event_id integer NOT NULL REFERENCES events(id),
  class_id integer NOT NULL REFERENCES classes(id),
  sort integer NOT NULL,
  PRIMARY KEY (event_id, class_id)
);

CREATE TABLE sms_codes (
  phone text PRIMARY KEY,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  -- the last wrong code tried: the same wrong code again is not a new attempt
  last_wrong text
);

CREATE TABLE sms_sends (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_sends_phone ON sms_sends(phone, sent_at DESC);

CREATE TABLE phone_verifications (
  phone text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE visitor_logs (
  id bigserial PRIMARY KEY,
  uuid text NOT NULL,
  session_id text NOT NULL,
  device text NOT NULL,
  page_title text NOT NULL DEFAULT '',
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX visitor_logs_ids ON visitor_logs(session_id, uuid, id);

CREATE TABLE uploads (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  mime text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE coach_applications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  phone text NOT NULL DEFAULT '',
  kakao_id text NOT NULL DEFAULT '',
  living_abroad char(1) NOT NULL DEFAULT 'N',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE store_registers (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id),
  trainer_id integer REFERENCES users(id),
  name text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE withdrawals (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Lessons (issue 35, the classroom; the studio of issue 36 writes the same tables): a class has
-- ordered sections, a section has ordered lessons (video or text). The `curriculum` rows move
-- here (same ids) and the table goes: class-summary's `curriculum` answer now comes from lessons.
CREATE TABLE class_sections (
  id serial PRIMARY KEY,
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  seq integer NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  UNIQUE (id, class_id)
);
CREATE INDEX class_sections_class ON class_sections(class_id, seq);

CREATE TABLE lessons (
  id serial PRIMARY KEY,
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  section_id integer NOT NULL,
  -- order inside the section
  seq integer NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  kind text NOT NULL CHECK (kind IN ('video', 'text')),
  -- a video's length; a text lesson's reading time
  duration_sec integer NOT NULL CHECK (duration_sec BETWEEN 0 AND 86400),
  -- keys in the upload store (services/uploadStore.ts); NULL while a video is not uploaded yet
  media_key text,
  captions_key text,
  notes text NOT NULL DEFAULT '',
  free_preview boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- a lesson's section belongs to the same class
  FOREIGN KEY (section_id, class_id) REFERENCES class_sections(id, class_id) ON DELETE CASCADE
);
CREATE INDEX lessons_class ON lessons(class_id, section_id, seq);

-- One row per member and lesson: the furthest position reached (never moves back) and done.
CREATE TABLE lesson_progress (
  user_id integer NOT NULL REFERENCES users(id),
  lesson_id integer NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  position_sec integer NOT NULL DEFAULT 0 CHECK (position_sec >= 0),
  done boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, lesson_id)
);
CREATE INDEX lesson_progress_class ON lesson_progress(user_id, class_id);

-- Where the learner left off (resume); `progress` (0–100) stays the class's done share.
ALTER TABLE enrollments ADD COLUMN last_lesson_id integer REFERENCES lessons(id) ON DELETE SET NULL;
ALTER TABLE enrollments ADD COLUMN last_position_sec integer NOT NULL DEFAULT 0;
ALTER TABLE enrollments ADD COLUMN last_watched_at timestamptz;

-- The curriculum of a database made before: chapters become sections, rows become video lessons
-- (no media yet; a fresh seed gives every class playable ones).
INSERT INTO class_sections (class_id, seq, title)
SELECT DISTINCT class_id, chapter, chapter_title FROM curriculum;
INSERT INTO lessons (id, class_id, section_id, seq, title, kind, duration_sec)
SELECT cu.id, cu.class_id, s.id, cu.seq, cu.title, 'video', cu.duration_sec
FROM curriculum cu JOIN class_sections s ON s.class_id = cu.class_id AND s.seq = cu.chapter;
SELECT setval(pg_get_serial_sequence('lessons', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM lessons), 1));
UPDATE classes c SET curriculum_cnt = (SELECT COUNT(*) FROM lessons l WHERE l.class_id = c.id);
DROP TABLE curriculum;

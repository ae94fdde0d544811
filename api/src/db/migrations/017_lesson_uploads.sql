-- Lesson video uploads (issue 36, h-upload): one row per resumable (tus) upload of a coach. The
-- bytes arrive under UPLOAD_DIR/tus/<id>; a background job (pg-boss, queue `lesson-video`) checks
-- them with ffprobe, moves them into the upload store under the same key and sets the lesson's
-- media_key and duration_sec. `size` is the declared Upload-Length, reserved against the coach's
-- quota from creation on (failed and cancelled uploads free it).
CREATE TABLE lesson_uploads (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  coach_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
  lesson_id integer REFERENCES lessons(id) ON DELETE SET NULL,
  size bigint NOT NULL CHECK (size > 0),
  mime text,
  state text NOT NULL DEFAULT 'uploading'
    CHECK (state IN ('uploading', 'processing', 'ready', 'failed', 'cancelled', 'replaced')),
  reason text,
  duration_sec integer,
  -- how many times the processing job started on it (a restart mid-job makes it 2)
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lesson_uploads_coach ON lesson_uploads(coach_id, state);
CREATE INDEX lesson_uploads_lesson ON lesson_uploads(lesson_id);

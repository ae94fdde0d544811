-- Korean search (issue 50): search columns kept by the app, trigram indexes, and the figures the
-- search filters read (total length, free preview).
-- PGlite loads pg_trgm with the database (db/pglite.ts); on PostgreSQL it is in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Written by services/search.ts from the class's name, keywords, category, coach and text
-- (services/koreanQuery.ts: normalised text; compact, jamo and 초성 forms in the *_x columns).
-- NULL = to be (re)written: a new class, or one whose searchable text changed.
ALTER TABLE classes ADD COLUMN search_name text;
ALTER TABLE classes ADD COLUMN search_name_x text;
ALTER TABLE classes ADD COLUMN search_keywords text;
ALTER TABLE classes ADD COLUMN search_keywords_x text;
ALTER TABLE classes ADD COLUMN search_other text;
-- All of the above in jamo: the column a query's terms are first looked up in (trigram index).
ALTER TABLE classes ADD COLUMN search_all text;
-- Sum of the lessons' lengths, and whether a lesson is a free preview (kept by the triggers below).
ALTER TABLE classes ADD COLUMN total_sec integer NOT NULL DEFAULT 0;
ALTER TABLE classes ADD COLUMN has_preview boolean NOT NULL DEFAULT false;

CREATE INDEX classes_search_stale ON classes(id) WHERE search_name IS NULL;
CREATE INDEX classes_search_all_trgm ON classes USING gin (search_all gin_trgm_ops);

CREATE FUNCTION classes_search_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.keywords IS DISTINCT FROM OLD.keywords
     OR NEW.summary IS DISTINCT FROM OLD.summary OR NEW.description IS DISTINCT FROM OLD.description
     OR NEW.search_text IS DISTINCT FROM OLD.search_text OR NEW.coach_id IS DISTINCT FROM OLD.coach_id
     OR NEW.category_id IS DISTINCT FROM OLD.category_id
     OR NEW.sub_category_id IS DISTINCT FROM OLD.sub_category_id THEN
    NEW.search_name := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER classes_search_stale BEFORE UPDATE OF name, keywords, summary, description,
  search_text, coach_id, category_id, sub_category_id ON classes
  FOR EACH ROW EXECUTE FUNCTION classes_search_stale();

CREATE FUNCTION classes_lesson_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE classes c SET
      total_sec = COALESCE((SELECT SUM(l.duration_sec) FROM lessons l WHERE l.class_id = c.id), 0),
      has_preview = EXISTS (SELECT 1 FROM lessons l WHERE l.class_id = c.id AND l.free_preview)
    WHERE c.id IN (SELECT DISTINCT class_id FROM changed_new);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE classes c SET
      total_sec = COALESCE((SELECT SUM(l.duration_sec) FROM lessons l WHERE l.class_id = c.id), 0),
      has_preview = EXISTS (SELECT 1 FROM lessons l WHERE l.class_id = c.id AND l.free_preview)
    WHERE c.id IN (SELECT DISTINCT class_id FROM changed_old);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER lessons_totals_insert AFTER INSERT ON lessons REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION classes_lesson_totals();
CREATE TRIGGER lessons_totals_update AFTER UPDATE ON lessons
  REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION classes_lesson_totals();
CREATE TRIGGER lessons_totals_delete AFTER DELETE ON lessons REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION classes_lesson_totals();

UPDATE classes c SET
  total_sec = COALESCE((SELECT SUM(l.duration_sec) FROM lessons l WHERE l.class_id = c.id), 0),
  has_preview = EXISTS (SELECT 1 FROM lessons l WHERE l.class_id = c.id AND l.free_preview);

-- Uploaded photos move out of the database (issue 17): the bytes are files in the upload store,
-- a row keeps the owner, type and size. Rows written before keep their bytes and are served
-- from here until they are gone.
ALTER TABLE uploads ALTER COLUMN bytes DROP NOT NULL;
ALTER TABLE uploads ADD COLUMN size integer NOT NULL DEFAULT 0;
UPDATE uploads SET size = octet_length(bytes) WHERE bytes IS NOT NULL;
CREATE INDEX uploads_user_recent ON uploads(user_id, created_at);

-- A report keeps why it was made (the reason code and the reporter's words).
ALTER TABLE comment_reports ADD COLUMN reason text NOT NULL DEFAULT '';

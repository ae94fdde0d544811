-- Issue #33 item 10: the name a member is shown by (the nickname, else the name) is unique among
-- active members, compared like the shared rule's nameKey(): NFKC (full-width letters are the
-- ASCII ones), lower case, without spaces, '.', '_' and '-'. A withdrawn member's name is free.
ALTER TABLE users ADD COLUMN name_key text
  GENERATED ALWAYS AS (lower(translate(normalize(COALESCE(nickname, name), NFKC), ' ._-', ''))) STORED;
-- Members who already share a name (a database older than this rule): the earliest keeps it, the
-- others are shown with their member number appended until they choose a nickname.
UPDATE users u SET nickname = COALESCE(u.nickname, u.name) || u.id
WHERE u.status = 'active' AND EXISTS (
  SELECT 1 FROM users o WHERE o.status = 'active' AND o.name_key = u.name_key AND o.id < u.id);
CREATE UNIQUE INDEX users_name_key_active ON users (name_key) WHERE status = 'active';

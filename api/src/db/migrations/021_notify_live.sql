-- Issue 47 (h47-live): a new notification is announced on channel baeum_notify as
-- "<user id>:<notification id>". NOTIFY is transactional: it is delivered when the inserting
-- transaction commits and never when it rolls back, so a page hears only of what exists.
CREATE FUNCTION notifications_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('baeum_notify', NEW.user_id::text || ':' || NEW.id::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER notifications_announce AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION notifications_announce();

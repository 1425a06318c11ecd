-- Session notifications (20261126143000_session_notifications) for deletes that
-- remove rows only: a statement-level trigger fires for a statement that touched
-- nothing, and every sign-in purges ended sessions, mostly finding none; each such
-- notification emptied every process's session cache. A delete's trigger now sees
-- the rows it removed (a transition table) and notifies only when there are some.
-- TRUNCATE (no transition table) and the watched columns' updates notify as before.
CREATE FUNCTION "notify_session_change_if_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "deleted_rows") THEN
    PERFORM pg_notify('panel_sessions', '');
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER "sessions_notify" ON "sessions";
CREATE TRIGGER "sessions_notify"
  AFTER TRUNCATE OR UPDATE OF "sid", "user_id", "expire", "pending_factor", "confirmed_at" ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
CREATE TRIGGER "sessions_notify_deleted"
  AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS "deleted_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change_if_deleted"();

DROP TRIGGER "users_notify_sessions" ON "users";
CREATE TRIGGER "users_notify_sessions"
  AFTER TRUNCATE OR UPDATE OF "id", "email", "first_name", "last_name", "handle", "profile_image_url", "is_admin", "is_superadmin", "is_banned" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
CREATE TRIGGER "users_notify_sessions_deleted"
  AFTER DELETE ON "users" REFERENCING OLD TABLE AS "deleted_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change_if_deleted"();

-- Session notifications (docs/decisions.md "The cost of a signed-in request"): each
-- `npm start` process keeps the sessions it read for at most a second
-- (lib/auth/session-cache.ts), and forgets them all the moment a statement changes
-- anything they hold: a session ending or stepping on (second factor, re-authentication),
-- a user's rights, ban, id, name or deletion, a second factor added or removed. One
-- statement-level trigger per table, notifying channel panel_sessions; a transaction's
-- notifications with the same payload arrive once, at its commit. The touch that keeps a
-- session from idling out (last_seen_at) and a user's chat activity notify nothing.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('panel_sessions', '');
  RETURN NULL;
END $$;

CREATE TRIGGER "sessions_notify"
  AFTER DELETE OR TRUNCATE OR UPDATE OF "sid", "user_id", "expire", "pending_factor", "confirmed_at" ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();

CREATE TRIGGER "users_notify_sessions"
  AFTER DELETE OR TRUNCATE OR UPDATE OF "id", "email", "first_name", "last_name", "handle", "profile_image_url", "is_admin", "is_superadmin", "is_banned" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();

CREATE TRIGGER "totp_factors_notify_sessions"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "totp_factors"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();

CREATE TRIGGER "passkeys_notify_sessions"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "passkeys"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();

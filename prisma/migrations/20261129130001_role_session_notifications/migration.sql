-- Session notifications (20261126143000_session_notifications) for roles: a session's read holds its
-- admin's permissions and role name (lib/permissions/resolve.ts), so a change to a user's role or to
-- any role row must empty every process's session cache, as a ban does. Created roles are no one's
-- yet, so inserts notify nothing; a role in use cannot be deleted (users.role_id is RESTRICT), but a
-- delete still notifies, as the other tables' do, when it removed rows.
DROP TRIGGER "users_notify_sessions" ON "users";
CREATE TRIGGER "users_notify_sessions"
  AFTER TRUNCATE OR UPDATE OF "id", "email", "first_name", "last_name", "handle", "profile_image_url", "is_admin", "is_superadmin", "is_banned", "role_id" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();

CREATE TRIGGER "roles_notify_sessions"
  AFTER TRUNCATE OR UPDATE OF "key", "name", "permissions" ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
CREATE TRIGGER "roles_notify_sessions_deleted"
  AFTER DELETE ON "roles" REFERENCING OLD TABLE AS "deleted_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change_if_deleted"();

-- One role per name in any case: "moderator" beside the built-in "Moderator" would read as the same role.
CREATE UNIQUE INDEX "roles_name_lower_key" ON "roles" (lower("name"));

-- The Roles screen counts the superadmins on every read: an index of them alone, not a scan of every user.
CREATE INDEX "users_superadmin_idx" ON "users" ("id") WHERE "is_superadmin";

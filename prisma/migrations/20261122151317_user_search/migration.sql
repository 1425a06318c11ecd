-- Trigram matching for case-insensitive substring search over users.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- DropIndex
DROP INDEX "users_created_at_idx";

-- CreateIndex
CREATE INDEX "users_created_at_id_idx" ON "users"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "users_is_admin_created_at_idx" ON "users"("is_admin", "created_at" DESC);

-- CreateIndex
CREATE INDEX "users_is_banned_created_at_idx" ON "users"("is_banned", "created_at" DESC);

-- CreateIndex
CREATE INDEX "users_email_trgm_idx" ON "users" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING GIN ("first_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING GIN ("last_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_handle_trgm_idx" ON "users" USING GIN ("handle" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_id_trgm_idx" ON "users" USING GIN ("id" gin_trgm_ops);

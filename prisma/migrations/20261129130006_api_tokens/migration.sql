-- CreateTable
CREATE TABLE "api_tokens" (
    "id" TEXT NOT NULL,
    "creator_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "permissions" TEXT[],
    "expires_at" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),
    "last_used_at" TIMESTAMP(3),
    "last_used_ip" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "api_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "api_tokens_token_hash_key" ON "api_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "api_tokens_creator_id_created_at_idx" ON "api_tokens"("creator_id", "created_at");

-- CreateIndex
CREATE INDEX "api_tokens_created_at_idx" ON "api_tokens"("created_at");

-- AddForeignKey
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A token's read is kept for at most a second by each `npm start` process, like a session's
-- (lib/api-tokens/bearer.ts): its revocation empties every process's cache, as a session's end does.
-- Its use (last_used_*) notifies nothing.
CREATE TRIGGER "api_tokens_notify_sessions"
  AFTER TRUNCATE OR UPDATE OF "token_hash", "creator_id", "permissions", "expires_at", "revoked_at" ON "api_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
CREATE TRIGGER "api_tokens_notify_sessions_deleted"
  AFTER DELETE ON "api_tokens" REFERENCING OLD TABLE AS "deleted_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change_if_deleted"();

-- Moderation's message search: newest first, by author, and by words in the content (pg_trgm is enabled
-- by 20261122151317_user_search).

-- CreateIndex
CREATE INDEX "messages_created_at_id_idx" ON "messages"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "messages_user_id_created_at_id_idx" ON "messages"("user_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "messages_content_trgm_idx" ON "messages" USING GIN ("content" gin_trgm_ops);

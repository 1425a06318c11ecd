-- Moderation's direct-message search: newest first, and by words in the content (pg_trgm is enabled by
-- 20261122151317_user_search).

-- CreateIndex
CREATE INDEX "direct_messages_created_at_id_idx" ON "direct_messages"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "direct_messages_content_trgm_idx" ON "direct_messages" USING GIN ("content" gin_trgm_ops);

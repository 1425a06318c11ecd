-- What a user search matches for a viewer without users.email: search_text (the user_search_text
-- migration) less the email. Searching search_text would let such a viewer read a masked address
-- back, a character at a time, from which prefixes still find the user. Its own trigram index
-- keeps the search as fast as the full one; the table is rewritten and locked as for search_text.
SET LOCAL lock_timeout = '10s';
SET LOCAL maintenance_work_mem = '256MB';

ALTER TABLE "users" ADD COLUMN "public_search_text" TEXT GENERATED ALWAYS AS (
  lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "id" || ' ' || coalesce("handle", ''))
) STORED;

-- As for search_text: the planner tells common words from rare ones.
ALTER TABLE "users" ALTER COLUMN "public_search_text" SET STATISTICS 1000;

-- CreateIndex
CREATE INDEX "users_public_search_text_trgm_idx" ON "users" USING GIN ("public_search_text" gin_trgm_ops);

ANALYZE "users";

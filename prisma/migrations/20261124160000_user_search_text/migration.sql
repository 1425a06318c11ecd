-- One lower-cased text of every field a user search looks in (SPEC §5: email, names, id,
-- handle), kept by PostgreSQL itself. Matching a word is then one case-sensitive LIKE on one
-- column, served by one trigram index: several times cheaper per row than ILIKE on five
-- columns, and planned against one index instead of five (issue 11). Fields are joined by a
-- space, and a search word never holds one, so no word can match across two fields.
--
-- The column rewrites the table and the index is built before COMMIT: users is locked for
-- both, about 45 s at a million users on two cores (docs/decisions.md, "Search").
-- A busy table makes the migration fail after 10 s of waiting for its lock, rather than
-- queueing every request behind it; run it again when traffic is lower.
SET LOCAL lock_timeout = '10s';
SET LOCAL maintenance_work_mem = '256MB';

-- DropIndex: the search no longer reads the fields one by one (and the rewrite need not rebuild them).
DROP INDEX "users_email_trgm_idx";
DROP INDEX "users_first_name_trgm_idx";
DROP INDEX "users_last_name_trgm_idx";
DROP INDEX "users_handle_trgm_idx";
DROP INDEX "users_id_trgm_idx";

ALTER TABLE "users" ADD COLUMN "search_text" TEXT GENERATED ALWAYS AS (
  lower(coalesce("email", '') || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "id" || ' ' || coalesce("handle", ''))
) STORED;

-- A thousand-bucket histogram (the default is 100) lets the planner tell a word that
-- matches most users (walk or scan, stopping early) from one that matches few (the
-- trigram index): with 100 buckets every uncommon word looked like 2% of users.
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 1000;

-- CreateIndex
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING GIN ("search_text" gin_trgm_ops);

-- Statistics for the new column now, not at the next autovacuum: plans depend on them.
ANALYZE "users";

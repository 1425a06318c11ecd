-- A user's timeline reads the audit log's entries about one record newest first, a page at a time
-- (docs/decisions/moderation.md): the (type, id) index gains the (created_at, id) order its pages walk, and still
-- serves every lookup the old one did.
DROP INDEX "audit_logs_target_type_target_id_idx";

CREATE INDEX "audit_logs_target_type_target_id_created_at_id_idx" ON "audit_logs"("target_type", "target_id", "created_at" DESC, "id" DESC);

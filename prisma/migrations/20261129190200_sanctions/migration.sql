-- Sanctions (docs/decisions/moderation.md, "Sanctions"): the table, what the chat app reads on users, and the
-- transaction id the restrictions feed pages on.

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "muted_until" TIMESTAMP(3),
ADD COLUMN     "restrictions_xid" BIGINT,
ADD COLUMN     "suspended_until" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "sanctions" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "reason_text" TEXT,
    "note" TEXT,
    "starts_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ends_at" TIMESTAMP(3),
    "issued_by" TEXT,
    "lifted_at" TIMESTAMP(3),
    "lifted_by" TEXT,
    "lift_reason" TEXT,
    "issued_in_error_at" TIMESTAMP(3),
    "issued_in_error_by" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sanctions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "moderation_settings" (
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "moderation_settings_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "sanctions_user_id_created_at_id_idx" ON "sanctions"("user_id", "created_at" DESC, "id" DESC);

-- CreateIndex
-- Partial: only the timed sanctions still in force, which the expiry sweep walks soonest first.
CREATE INDEX "sanctions_active_ends_at_idx" ON "sanctions"("ends_at", "id") WHERE "lifted_at" IS NULL AND "ends_at" IS NOT NULL;

-- CreateIndex
CREATE INDEX "sanctions_issued_by_idx" ON "sanctions"("issued_by");

-- CreateIndex
CREATE INDEX "sanctions_lifted_by_idx" ON "sanctions"("lifted_by");

-- CreateIndex
CREATE INDEX "sanctions_issued_in_error_by_idx" ON "sanctions"("issued_in_error_by");

-- CreateIndex
CREATE INDEX "users_restrictions_xid_id_idx" ON "users"("restrictions_xid", "id");

-- AddForeignKey
ALTER TABLE "sanctions" ADD CONSTRAINT "sanctions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sanctions" ADD CONSTRAINT "sanctions_issued_by_fkey" FOREIGN KEY ("issued_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sanctions" ADD CONSTRAINT "sanctions_lifted_by_fkey" FOREIGN KEY ("lifted_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sanctions" ADD CONSTRAINT "sanctions_issued_in_error_by_fkey" FOREIGN KEY ("issued_in_error_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The feed's position: the id of the transaction that last changed a user's restrictions, whatever changed them
-- (a sanction, the expiry, SPEC's ban and unban). The feed serves only rows older than every transaction still
-- running (pg_snapshot_xmin), so a change that commits late is never skipped behind a cursor already past it.
CREATE FUNCTION "users_restrictions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new row counts only if it starts restricted (a user restored from the trash comes back banned).
  IF (TG_OP = 'INSERT' AND (NEW.is_banned OR NEW.muted_until IS NOT NULL OR NEW.suspended_until IS NOT NULL))
     OR (TG_OP = 'UPDATE' AND (NEW.is_banned IS DISTINCT FROM OLD.is_banned
       OR NEW.muted_until IS DISTINCT FROM OLD.muted_until
       OR NEW.suspended_until IS DISTINCT FROM OLD.suspended_until)) THEN
    NEW.restrictions_xid := pg_current_xact_id()::text::bigint;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "users_restrictions" BEFORE INSERT OR UPDATE OF "is_banned", "muted_until", "suspended_until" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_restrictions_changed"();

-- AlterTable
ALTER TABLE "direct_messages" ADD COLUMN     "original_recipient_id" TEXT,
ADD COLUMN     "original_sender_id" TEXT;

-- AlterTable
ALTER TABLE "messages" ADD COLUMN     "original_user_id" TEXT;

-- CreateTable
CREATE TABLE "trash" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "record_id" TEXT NOT NULL,
    "label" TEXT,
    "record" JSONB NOT NULL,
    "batch_id" TEXT NOT NULL,
    "deleted_by" TEXT,
    "deleted_by_label" TEXT,
    "deleted_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trash_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trash_rows" (
    "id" BIGSERIAL NOT NULL,
    "trash_id" TEXT NOT NULL,
    "table_name" TEXT NOT NULL,
    "row" JSONB NOT NULL,
    "relink_column" TEXT,
    "relink_from" TEXT,

    CONSTRAINT "trash_rows_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trash_reservations" (
    "value" TEXT NOT NULL,
    "trash_id" TEXT NOT NULL,

    CONSTRAINT "trash_reservations_pkey" PRIMARY KEY ("value")
);

-- CreateIndex
CREATE INDEX "trash_deleted_at_id_idx" ON "trash"("deleted_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "trash_type_deleted_at_id_idx" ON "trash"("type", "deleted_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "trash_batch_id_idx" ON "trash"("batch_id");

-- CreateIndex
CREATE INDEX "trash_deleted_by_idx" ON "trash"("deleted_by");

-- CreateIndex
CREATE INDEX "trash_label_trgm_idx" ON "trash" USING GIN ("label" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "trash_type_record_id_key" ON "trash"("type", "record_id");

-- CreateIndex
CREATE INDEX "trash_rows_trash_id_table_name_idx" ON "trash_rows"("trash_id", "table_name");

-- CreateIndex
CREATE INDEX "trash_reservations_trash_id_idx" ON "trash_reservations"("trash_id");

-- CreateIndex
CREATE INDEX "direct_messages_original_sender_id_idx" ON "direct_messages"("original_sender_id");

-- CreateIndex
CREATE INDEX "direct_messages_original_recipient_id_idx" ON "direct_messages"("original_recipient_id");

-- CreateIndex
CREATE INDEX "messages_original_user_id_idx" ON "messages"("original_user_id");

-- AddForeignKey
ALTER TABLE "trash" ADD CONSTRAINT "trash_deleted_by_fkey" FOREIGN KEY ("deleted_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trash_rows" ADD CONSTRAINT "trash_rows_trash_id_fkey" FOREIGN KEY ("trash_id") REFERENCES "trash"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trash_reservations" ADD CONSTRAINT "trash_reservations_trash_id_fkey" FOREIGN KEY ("trash_id") REFERENCES "trash"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A trashed user's id, email and handle stay theirs until the purge (lib/trash). The check runs
-- after the row is written, so an insert that waited on a trashing transaction's unique index
-- entry sees the reservation that transaction committed (under READ COMMITTED, the panel's
-- isolation level, where each statement in the function reads the latest commits).
CREATE FUNCTION "refuse_reserved_user_values"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken text;
BEGIN
  SELECT "value" INTO taken FROM "trash_reservations"
   WHERE "value" IN ('id:' || NEW."id", 'email:' || NEW."email", 'handle:' || NEW."handle")
   LIMIT 1;
  IF taken IS NOT NULL THEN
    RAISE EXCEPTION 'A user in the trash holds this %', split_part(taken, ':', 1)
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'users_' || split_part(taken, ':', 1) || '_reserved';
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "users_reserved_by_trash"
  AFTER INSERT OR UPDATE OF "id", "email", "handle" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "refuse_reserved_user_values"();

-- Staff notes on users (docs/decisions/moderation.md): a note goes with its user (and comes back from the trash
-- with them); its author's words (author_label) stay when the author's account goes.
-- CreateTable
CREATE TABLE "user_notes" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "author_id" TEXT,
    "author_label" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "user_notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "user_notes_user_id_created_at_id_idx" ON "user_notes"("user_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "user_notes_author_id_idx" ON "user_notes"("author_id");

-- AddForeignKey
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_notes" ADD CONSTRAINT "user_notes_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every UPDATE raises the version, as on every record table (migration record_versions).
CREATE TRIGGER "user_notes_version" BEFORE UPDATE ON "user_notes" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();

-- The Moderator role now holds the notes' permissions (lib/permissions/catalogue.ts): its description says so.
UPDATE "roles"
   SET "description" = 'Handles the community''s conduct: sees users with masked emails, bans and unbans, channels and their messages, staff notes.'
 WHERE "key" = 'moderator';

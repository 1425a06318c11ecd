-- A sanction replaced by a new one of its kind (docs/decisions/moderation.md, "Sanctions") names the one that replaced
-- it: marking that one issued in error gives the replaced one back, if it would still be in force.

-- AlterTable
ALTER TABLE "sanctions" ADD COLUMN     "replaced_by_id" TEXT;

-- CreateIndex
CREATE INDEX "sanctions_replaced_by_id_idx" ON "sanctions"("replaced_by_id");

-- AddForeignKey
ALTER TABLE "sanctions" ADD CONSTRAINT "sanctions_replaced_by_id_fkey" FOREIGN KEY ("replaced_by_id") REFERENCES "sanctions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "audit_logs" ADD COLUMN     "actor_label" TEXT,
ADD COLUMN     "target_label" TEXT;

-- CreateIndex
CREATE INDEX "audit_logs_target_label_trgm_idx" ON "audit_logs" USING GIN ("target_label" gin_trgm_ops);

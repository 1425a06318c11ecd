-- DropIndex
DROP INDEX "activities_type_idx";

-- DropIndex
DROP INDEX "companies_size_idx";

-- DropIndex
DROP INDEX "contacts_status_idx";

-- DropIndex
DROP INDEX "deals_stage_idx";

-- CreateIndex
CREATE INDEX "activities_created_at_id_idx" ON "activities"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "activities_type_created_at_id_idx" ON "activities"("type", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "activities_type_completed_idx" ON "activities"("type", "completed");

-- CreateIndex
CREATE INDEX "companies_created_at_id_idx" ON "companies"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "companies_size_created_at_id_idx" ON "companies"("size", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "companies_industry_trgm_idx" ON "companies" USING GIN ("industry" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "companies_website_trgm_idx" ON "companies" USING GIN ("website" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "contacts_created_at_id_idx" ON "contacts"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "contacts_status_created_at_id_idx" ON "contacts"("status", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "contacts_email_trgm_idx" ON "contacts" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "contacts_first_name_trgm_idx" ON "contacts" USING GIN ("first_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "contacts_last_name_trgm_idx" ON "contacts" USING GIN ("last_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "contacts_phone_trgm_idx" ON "contacts" USING GIN ("phone" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "deals_stage_created_at_id_idx" ON "deals"("stage", "created_at" DESC, "id" DESC);

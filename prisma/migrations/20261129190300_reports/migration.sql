-- CreateTable
CREATE TABLE "reports" (
    "id" TEXT NOT NULL,
    "item_id" TEXT NOT NULL,
    "reporter_id" TEXT,
    "reason" TEXT NOT NULL,
    "comment" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "report_items" (
    "id" TEXT NOT NULL,
    "target_type" TEXT NOT NULL,
    "message_id" TEXT,
    "channel_id" TEXT,
    "user_id" TEXT,
    "message_content" TEXT,
    "message_sent_at" TIMESTAMP(3),
    "status" TEXT NOT NULL DEFAULT 'open',
    "report_count" INTEGER NOT NULL DEFAULT 0,
    "reasons" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "first_reported_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_reported_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimed_by" TEXT,
    "claimed_at" TIMESTAMP(3),
    "resolved_by" TEXT,
    "resolved_at" TIMESTAMP(3),
    "resolution" JSONB,
    "upheld" BOOLEAN,

    CONSTRAINT "report_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "reports_reporter_id_created_at_idx" ON "reports"("reporter_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "reports_item_id_reporter_id_key" ON "reports"("item_id", "reporter_id");

-- CreateIndex
CREATE INDEX "report_items_status_last_reported_at_id_idx" ON "report_items"("status", "last_reported_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "report_items_channel_id_status_last_reported_at_id_idx" ON "report_items"("channel_id", "status", "last_reported_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "report_items_claimed_by_status_last_reported_at_id_idx" ON "report_items"("claimed_by", "status", "last_reported_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "report_items_user_id_last_reported_at_idx" ON "report_items"("user_id", "last_reported_at" DESC);

-- CreateIndex
CREATE INDEX "report_items_resolved_by_idx" ON "report_items"("resolved_by");

-- CreateIndex
CREATE INDEX "report_items_reasons_idx" ON "report_items" USING GIN ("reasons");

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "report_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_items" ADD CONSTRAINT "report_items_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_items" ADD CONSTRAINT "report_items_claimed_by_fkey" FOREIGN KEY ("claimed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_items" ADD CONSTRAINT "report_items_resolved_by_fkey" FOREIGN KEY ("resolved_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- What Prisma's schema cannot say. Reports of one message, or of one user, merge into one open item: the upsert that
-- files a report conflicts on these (lib/reports/file-report.ts), so two reports at once never open two items.
CREATE UNIQUE INDEX "report_items_open_message_key" ON "report_items"("message_id")
  WHERE "status" = 'open' AND "target_type" = 'message';
CREATE UNIQUE INDEX "report_items_open_user_key" ON "report_items"("user_id")
  WHERE "status" = 'open' AND "target_type" = 'user';

ALTER TABLE "report_items"
  ADD CONSTRAINT "report_items_target_type_check" CHECK ("target_type" IN ('message', 'user')),
  ADD CONSTRAINT "report_items_status_check" CHECK ("status" IN ('open', 'resolved')),
  ADD CONSTRAINT "report_items_message_check" CHECK (("target_type" = 'message') = ("message_id" IS NOT NULL));

ALTER TABLE "reports"
  ADD CONSTRAINT "reports_reason_check"
    CHECK ("reason" IN ('spam', 'harassment', 'hate', 'sexual_content', 'violence', 'illegal', 'other')),
  ADD CONSTRAINT "reports_comment_length_check" CHECK (char_length("comment") <= 1000);

-- CreateTable
CREATE TABLE "bonus_upload_urls" (
    "id" TEXT NOT NULL,
    "shop_item_id" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "issued_to" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "bonus_upload_urls_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "bonus_upload_urls_shop_item_id_expires_at_idx" ON "bonus_upload_urls"("shop_item_id", "expires_at");

-- CreateIndex
CREATE INDEX "bonus_upload_urls_storage_key_expires_at_idx" ON "bonus_upload_urls"("storage_key", "expires_at");

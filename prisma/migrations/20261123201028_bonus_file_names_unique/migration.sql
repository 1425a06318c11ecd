-- DropIndex
DROP INDEX "shop_item_bonus_files_shop_item_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "shop_item_bonus_files_shop_item_id_file_name_key" ON "shop_item_bonus_files"("shop_item_id", "file_name");

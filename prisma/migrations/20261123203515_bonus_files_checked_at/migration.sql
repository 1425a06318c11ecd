-- AlterTable
ALTER TABLE "shop_item_bonus_files" ADD COLUMN     "checked_at" TIMESTAMP(3);

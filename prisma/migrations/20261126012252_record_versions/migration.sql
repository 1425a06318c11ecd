-- AlterTable
ALTER TABLE "activities" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "channels" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "companies" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "contacts" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "deals" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "feature_toggles" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "roadmap_items" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "shop_items" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "user_purchases" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- Every write to a record changes its version (If-Match, docs/decisions.md), whatever
-- statement made it: a trigger cannot be forgotten by a new code path.
CREATE FUNCTION "bump_record_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END;
$$;

-- Users: the admin-visible columns only, so the chat app's activity stamp is not an edit.
CREATE TRIGGER "users_version" BEFORE UPDATE OF "id", "first_name", "last_name", "email", "handle",
  "profile_image_url", "is_admin", "is_superadmin", "is_banned" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
CREATE TRIGGER "channels_version" BEFORE UPDATE ON "channels" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
CREATE TRIGGER "feature_toggles_version" BEFORE UPDATE ON "feature_toggles" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
CREATE TRIGGER "contacts_version" BEFORE UPDATE ON "contacts" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
CREATE TRIGGER "companies_version" BEFORE UPDATE ON "companies" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
CREATE TRIGGER "deals_version" BEFORE UPDATE ON "deals" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
CREATE TRIGGER "activities_version" BEFORE UPDATE ON "activities" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
CREATE TRIGGER "roadmap_items_version" BEFORE UPDATE ON "roadmap_items" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
CREATE TRIGGER "shop_items_version" BEFORE UPDATE ON "shop_items" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();
CREATE TRIGGER "user_purchases_version" BEFORE UPDATE ON "user_purchases" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();

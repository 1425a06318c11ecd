-- CreateTable
CREATE TABLE "saved_views" (
    "id" TEXT NOT NULL,
    "owner_id" TEXT NOT NULL,
    "list_key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "shared" BOOLEAN NOT NULL DEFAULT false,
    "state" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "saved_views_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saved_view_defaults" (
    "user_id" TEXT NOT NULL,
    "list_key" TEXT NOT NULL,
    "view_id" TEXT NOT NULL,

    CONSTRAINT "saved_view_defaults_pkey" PRIMARY KEY ("user_id","list_key")
);

-- CreateIndex
CREATE INDEX "saved_views_list_key_shared_idx" ON "saved_views"("list_key", "shared");

-- CreateIndex
CREATE UNIQUE INDEX "saved_views_owner_id_list_key_name_key" ON "saved_views"("owner_id", "list_key", "name");

-- CreateIndex
CREATE INDEX "saved_view_defaults_view_id_idx" ON "saved_view_defaults"("view_id");

-- AddForeignKey
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_view_defaults" ADD CONSTRAINT "saved_view_defaults_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_view_defaults" ADD CONSTRAINT "saved_view_defaults_view_id_fkey" FOREIGN KEY ("view_id") REFERENCES "saved_views"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every UPDATE raises the version, as on every record table (migration record_versions).
CREATE TRIGGER "saved_views_version" BEFORE UPDATE ON "saved_views" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();

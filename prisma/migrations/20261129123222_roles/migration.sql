-- AlterTable
ALTER TABLE "users" ADD COLUMN     "role_id" TEXT;

-- CreateTable
CREATE TABLE "roles" (
    "id" TEXT NOT NULL,
    "key" TEXT,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "permissions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "roles_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "roles_key_key" ON "roles"("key");

-- CreateIndex
CREATE UNIQUE INDEX "roles_name_key" ON "roles"("name");

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Optimistic versions, as on every editable record.
CREATE TRIGGER "roles_version" BEFORE UPDATE ON "roles" FOR EACH ROW EXECUTE FUNCTION "bump_record_version"();

-- "Is this role in use?" and "who holds it?" without a scan of every user.
CREATE INDEX "users_role_id_idx" ON "users"("role_id") WHERE "role_id" IS NOT NULL;

-- The built-in roles: their permissions live in code (lib/permissions/catalogue.ts), their rows let an admin point at them.
INSERT INTO "roles" ("id", "key", "name", "description") VALUES
  (gen_random_uuid()::text, 'superadmin', 'Superadmin', 'Everything, including Take Control and roles.'),
  (gen_random_uuid()::text, 'admin', 'Admin', 'Runs the panel: users, CRM, content, features, exports, tokens and webhooks.'),
  (gen_random_uuid()::text, 'moderator', 'Moderator', 'Handles the community''s conduct: sees users with masked emails, bans and unbans, channels.'),
  (gen_random_uuid()::text, 'viewer', 'Viewer', 'Sees everything an admin sees, changes nothing, exports nothing.');

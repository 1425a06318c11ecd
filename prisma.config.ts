import { defineConfig } from "prisma/config";

// Prisma's CLI is used only for `prisma generate` here: migrations are applied by
// scripts/db/migrate.ts (the CLI's schema engine cannot be downloaded offline).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});

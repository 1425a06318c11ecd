// npm run db:migration -- <name>: writes the SQL that brings the committed
// migrations up to prisma/schema.prisma as a new migration folder.
import { diffMigrationsToSchema, writeMigration } from "./schema-engine";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_").toLowerCase();
if (!name) {
  throw new Error("usage: npm run db:migration -- <name>");
}
const sql = await diffMigrationsToSchema();
if (!sql) {
  console.log("schema.prisma and the migrations agree: nothing to write.");
} else {
  console.log(`wrote ${writeMigration(name, sql)}`);
}

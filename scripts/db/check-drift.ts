// npm run db:check: fails when prisma/migrations and schema.prisma disagree,
// printing the SQL a new migration would need (npm run db:migration -- <name>).
import { diffMigrationsToSchema } from "./schema-engine";

const sql = await diffMigrationsToSchema(process.argv[2]);
if (sql) {
  console.error(`schema.prisma has changes no migration covers:\n${sql}`);
  process.exitCode = 1;
} else {
  console.log("migrations and schema.prisma are in step");
}
